import { and, eq, inArray, sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import { notifications } from "#server/db/schema/index.ts";

/**
 * D33: notifications are written by the service that makes the event happen, inside its
 * transaction, so one exists exactly when its event committed. The text is fixed when written.
 */
export type NotificationKind = (typeof notifications.$inferInsert)["kind"];

interface Checklist {
  id: string;
  title: string;
}

const EXCERPT = 140;
const quote = (title: string) => `“${title}”`;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);
const checklistLink = (checklist: Checklist) => `/checklist/${encodeURIComponent(checklist.id)}`;
const reviewLink = (checklist: Checklist) => `/moderation/checklists/${encodeURIComponent(checklist.id)}`;

/** Notifications kept per person (D33): writing one forgets that person's older ones beyond it. */
export const NOTIFICATIONS_KEPT = 200;

/**
 * Each person's notifications past their newest NOTIFICATIONS_KEPT go (read or not), in the
 * writer's transaction: one indexed look-up (user_id, id) per person for the cut-off. Once a
 * person is at the limit, each write removes about what it adds: bounded per person.
 */
async function keepNewest(db: Db, people: string[]) {
  await db.execute(sql`
    delete from notifications using (
      select person.id as user_id, (
        select n.id from notifications n where n.user_id = person.id
        order by n.id desc offset ${NOTIFICATIONS_KEPT} limit 1) as cut
      from unnest(${`{${people.join(",")}}`}::uuid[]) as person (id)
    ) as kept
    where notifications.user_id = kept.user_id and notifications.id <= kept.cut`);
}

async function write(
  db: Db,
  userIds: (string | null)[],
  checklist: Checklist,
  kind: NotificationKind,
  text: string,
  link: string,
) {
  const people = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (people.length === 0) return;
  await db
    .insert(notifications)
    .values(people.map((userId) => ({ userId, kind, checklistTitle: checklist.title, text, link })));
  await keepNewest(db, people);
}

/** Every moderator but `except` (who caused the event). */
async function moderatorIds(db: Db, except: string | null): Promise<string[]> {
  const rows = rowsOf<{ user_id: string }>(await db.execute(sql`select user_id from moderators`));
  return rows.map((row) => row.user_id).filter((id) => id !== except);
}

/** To the author, about a decision on their checklist or their edit (with the reason). */
export function notifyDecision(
  db: Db,
  checklist: Checklist & { authorId: string | null },
  decision: {
    kind: "approved" | "rejected" | "edit_approved" | "edit_rejected" | "unpublished";
    reason?: string;
  },
  moderatorId: string,
) {
  if (checklist.authorId === moderatorId) return;
  const title = quote(checklist.title);
  const text = {
    approved: `${title} was approved and is now public.`,
    rejected: `${title} was rejected: ${decision.reason ?? ""}`,
    edit_approved: `Your edit of ${title} was approved and is live.`,
    edit_rejected: `Your edit of ${title} was rejected: ${decision.reason ?? ""}`,
    unpublished: `${title} was unpublished by a moderator: ${decision.reason ?? ""}`,
  }[decision.kind];
  return write(db, [checklist.authorId], checklist, decision.kind, text, checklistLink(checklist));
}

/** A message in a conversation: a moderator's goes to the author, the author's to the moderators. */
export async function notifyMessage(
  db: Db,
  checklist: Checklist & { authorId: string | null },
  writer: { id: string; displayName: string },
  role: "author" | "moderator",
  body: string,
) {
  const title = quote(checklist.title);
  if (role === "moderator") {
    if (checklist.authorId === writer.id) return;
    const text = `A moderator wrote about ${title}: ${excerpt(body)}`;
    return write(db, [checklist.authorId], checklist, "message", text, checklistLink(checklist));
  }
  const text = `${writer.displayName} replied about ${title}: ${excerpt(body)}`;
  return write(db, await moderatorIds(db, writer.id), checklist, "reply", text, reviewLink(checklist));
}

/** A new report, to the moderators. */
export async function notifyReport(db: Db, checklist: Checklist, reasonLabel: string, reporterId: string) {
  const text = `${quote(checklist.title)} was reported: ${reasonLabel}.`;
  return write(db, await moderatorIds(db, reporterId), checklist, "report", text, "/moderation/reports");
}

/**
 * Issue 23: the outcome of their report, to each reporter (but the moderator who decided).
 * The note and the reason stay with the moderators and the author.
 */
export function notifyReportOutcome(
  db: Db,
  checklist: Checklist,
  reporterIds: string[],
  outcome: "dismissed" | "unpublished",
  moderatorId: string,
) {
  const title = quote(checklist.title);
  const text =
    outcome === "dismissed"
      ? `A moderator looked at your report of ${title} and left the checklist as it is.`
      : `${title}, which you reported, was unpublished by a moderator. Thank you for reporting it.`;
  const kind = outcome === "dismissed" ? "report_dismissed" : "report_unpublished";
  const reporters = reporterIds.filter((id) => id !== moderatorId);
  return write(db, reporters, checklist, kind, text, checklistLink(checklist));
}

/** An undone dismissal takes back what it told the reporters (written at `resolvedAt`, its time). */
export async function withdrawReportOutcome(
  db: Db,
  checklist: Checklist,
  reporterIds: string[],
  resolvedAt: string,
) {
  await db
    .delete(notifications)
    .where(
      and(
        inArray(notifications.userId, reporterIds),
        eq(notifications.kind, "report_dismissed"),
        eq(notifications.link, checklistLink(checklist)),
        sql`${notifications.createdAt} = ${resolvedAt}::timestamptz`,
      ),
    );
}

/**
 * Something entered the review queue (issue 23): a new checklist, one sent again after its
 * rejection, or an edit of a published one. Once per submission, to every moderator but its author.
 */
export async function notifySubmission(
  db: Db,
  checklist: Checklist & { authorId: string | null },
  kind: "new" | "resubmitted" | "revision",
) {
  const title = quote(checklist.title);
  const text = {
    new: `${title} was submitted for review.`,
    resubmitted: `${title} was sent for review again after its rejection.`,
    revision: `An edit of ${title} was submitted for review.`,
  }[kind];
  return write(
    db,
    await moderatorIds(db, checklist.authorId),
    checklist,
    "submitted",
    text,
    reviewLink(checklist),
  );
}

/**
 * An approved edit changed a checklist: its players (but its author) learn how many of the
 * ticks of the runs they play (D43) went with the removed steps. Run before the steps are replaced.
 */
export async function notifyPlayersOfEdit(
  db: Db,
  checklist: Checklist & { authorId: string | null },
  keptStepIds: string[],
) {
  const kept = keptStepIds.length
    ? sql`array[${sql.join(
        keptStepIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`
    : sql`array[]::uuid[]`;
  const players = rowsOf<{ user_id: string; dropped: number }>(
    await db.execute(sql`
      select m.user_id, count(t.step_id) filter (where not (t.step_id = any(${kept})))::int as dropped
      from run_members m
      left join run_ticks t on t.run_id = m.run_id
      where m.checklist_id = ${checklist.id}
      group by m.user_id`),
  ).filter((row) => row.user_id !== checklist.authorId);
  if (players.length === 0) return;
  const title = quote(checklist.title);
  await db.insert(notifications).values(
    players.map((player) => {
      const dropped = Number(player.dropped);
      return {
        userId: player.user_id,
        kind: "changed" as const,
        checklistTitle: checklist.title,
        text:
          dropped === 0
            ? `${title}, which you play, was updated by its author. Your ticks were kept.`
            : `${title}, which you play, was updated by its author: ${dropped} of your ${dropped === 1 ? "tick was" : "ticks were"} dropped with the removed steps.`,
        link: checklistLink(checklist),
      };
    }),
  );
}
