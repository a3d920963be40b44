import { and, eq, inArray, sql } from "drizzle-orm";
import { type Database, type Db, rowsOf } from "#server/db/client.ts";
import { followNews, notifications } from "#server/db/schema/index.ts";
import type { Message, MessageValues } from "#shared/i18n/message.ts";

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

/**
 * A notification's words (issue 38): the English `text` kept as before, and the same as a
 * message of the catalogs, which each reader reads in their language (read.ts).
 */
interface Notice {
  text: string;
  message: Message;
}
const notice = (id: string, text: string, values: MessageValues): Notice => ({
  text,
  message: { id, values },
});
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
  { text, message }: Notice,
  link: string,
) {
  const people = [...new Set(userIds.filter((id): id is string => id !== null))];
  if (people.length === 0) return;
  await db
    .insert(notifications)
    .values(people.map((userId) => ({ userId, kind, checklistTitle: checklist.title, text, message, link })));
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
  const values = { title: checklist.title, reason: decision.reason ?? "" };
  const text = {
    approved: notice("notices.approved", `${title} was approved and is now public.`, values),
    rejected: notice("notices.rejected", `${title} was rejected: ${values.reason}`, values),
    edit_approved: notice("notices.editApproved", `Your edit of ${title} was approved and is live.`, values),
    edit_rejected: notice(
      "notices.editRejected",
      `Your edit of ${title} was rejected: ${values.reason}`,
      values,
    ),
    unpublished: notice(
      "notices.unpublished",
      `${title} was unpublished by a moderator: ${values.reason}`,
      values,
    ),
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
    const text = notice("notices.moderatorWrote", `A moderator wrote about ${title}: ${excerpt(body)}`, {
      title: checklist.title,
      excerpt: excerpt(body),
    });
    return write(db, [checklist.authorId], checklist, "message", text, checklistLink(checklist));
  }
  const text = notice("notices.replied", `${writer.displayName} replied about ${title}: ${excerpt(body)}`, {
    writer: writer.displayName,
    title: checklist.title,
    excerpt: excerpt(body),
  });
  return write(db, await moderatorIds(db, writer.id), checklist, "reply", text, reviewLink(checklist));
}

/** A new report, to the moderators. */
export async function notifyReport(db: Db, checklist: Checklist, reasonLabel: string, reporterId: string) {
  // The reason's label is src/shared's word, said in the reader's language too (read.ts).
  const text = notice("notices.reported", `${quote(checklist.title)} was reported: ${reasonLabel}.`, {
    title: checklist.title,
    label: reasonLabel,
  });
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
  const values = { title: checklist.title };
  const text =
    outcome === "dismissed"
      ? notice(
          "notices.reportDismissed",
          `A moderator looked at your report of ${title} and left the checklist as it is.`,
          values,
        )
      : notice(
          "notices.reportUnpublished",
          `${title}, which you reported, was unpublished by a moderator. Thank you for reporting it.`,
          values,
        );
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
  const values = { title: checklist.title };
  const text = {
    new: notice("notices.submitted", `${title} was submitted for review.`, values),
    resubmitted: notice(
      "notices.resubmitted",
      `${title} was sent for review again after its rejection.`,
      values,
    ),
    revision: notice("notices.editSubmitted", `An edit of ${title} was submitted for review.`, values),
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
      const said =
        dropped === 0
          ? notice(
              "notices.updatedKept",
              `${title}, which you play, was updated by its author. Your ticks were kept.`,
              { title: checklist.title },
            )
          : notice(
              "notices.updatedDropped",
              `${title}, which you play, was updated by its author: ${dropped} of your ${dropped === 1 ? "tick was" : "ticks were"} dropped with the removed steps.`,
              { title: checklist.title, dropped },
            );
      return {
        userId: player.user_id,
        kind: "changed" as const,
        checklistTitle: checklist.title,
        text: said.text,
        message: said.message,
        link: checklistLink(checklist),
      };
    }),
  );
}

/**
 * D67: a creator's newly approved checklist (`published`) or approved new version (`updated`),
 * for their followers: one row of news, written in the approval's transaction (so it exists
 * exactly when the approval committed), delivered after the approval has answered by
 * deliverFollowNews. `subject` (the checklist, or its version) makes it once per follower.
 */
export async function queueFollowNews(
  db: Db,
  checklist: Checklist & { authorId: string | null; authorName: string },
  change: { kind: "published" | "updated"; subject: string },
  moderatorId: string,
): Promise<void> {
  if (checklist.authorId === null) return;
  await db
    .insert(followNews)
    .values({
      kind: change.kind === "published" ? "followed_published" : "followed_updated",
      subject: change.subject,
      authorId: checklist.authorId,
      moderatorId,
      checklistTitle: checklist.title,
      ...notice(
        change.kind === "published" ? "notices.followedPublished" : "notices.followedUpdated",
        `${checklist.authorName} ${change.kind} ${quote(checklist.title)}.`,
        { author: checklist.authorName, title: checklist.title },
      ),
      link: checklistLink(checklist),
    })
    .onConflictDoNothing();
}

/**
 * Delivers one row of news: to each follower who wants it (their 'Notify me' for this creator
 * and their 'New guides from people I follow'), but the moderator who approved it, by one
 * INSERT … SELECT on the follows index, in the transaction that deletes the row. Two servers
 * delivering at once: the second's DELETE waits for the first's and finds nothing; the unique
 * (kind, subject, user_id) keeps each follower's notification single whatever happens.
 * Answers whether there was news. Older notifications beyond NOTIFICATIONS_KEPT are left for
 * pruneNotifications (hourly), so a big following is one statement here.
 */
async function deliverOne(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [news] = rowsOf<
      typeof followNews.$inferSelect & { author_id: string; moderator_id: string | null }
    >(
      await tx.execute(sql`
        delete from follow_news where (kind, subject) =
          (select kind, subject from follow_news order by created_at limit 1)
        returning kind, subject, author_id, moderator_id, checklist_title as "checklistTitle", text, message, link`),
    );
    if (!news) return false;
    await tx.execute(sql`
      insert into notifications (user_id, kind, checklist_title, text, message, link, subject)
      select f.follower_id, ${news.kind}, ${news.checklistTitle}, ${news.text}, ${news.message === null ? null : JSON.stringify(news.message)}::jsonb, ${news.link}, ${news.subject}
      from follows f join users u on u.id = f.follower_id
      where f.followed_id = ${news.author_id} and f.notify and u.notify_followed
        and f.follower_id is distinct from ${news.moderator_id}::uuid
      on conflict (kind, subject, user_id) where subject is not null do nothing`);
    return true;
  });
}

/** Delivers all the news waiting (D67), oldest first. */
export async function deliverFollowNews(db: Database): Promise<void> {
  while (await deliverOne(db)) {}
}

/**
 * Runs deliverFollowNews after the request that queued news has answered (`kick`), one delivery
 * at a time per server (a kick during one runs it again after); `idle` waits for it (app close).
 * What a crash leaves, housekeeping delivers.
 */
export function followNewsCourier(db: Database) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      try {
        await deliverFollowNews(db);
      } catch (error) {
        console.error("Delivering news to followers failed:", error);
      }
    } while (again);
    running = null;
  };
  return {
    kick() {
      if (running) {
        again = true;
        return;
      }
      running = new Promise((resolve) => setImmediate(resolve)).then(run);
    },
    idle: () => running ?? Promise.resolve(),
  };
}
export type FollowNewsCourier = ReturnType<typeof followNewsCourier>;

/**
 * What deliverFollowNews leaves: each person's notifications beyond their newest
 * NOTIFICATIONS_KEPT, for everyone at once (housekeeping, hourly).
 */
export async function pruneNotifications(db: Db): Promise<void> {
  const over = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select user_id from notifications group by user_id having count(*) > ${NOTIFICATIONS_KEPT}`),
  );
  if (over.length > 0)
    await keepNewest(
      db,
      over.map((row) => row.user_id),
    );
}

/**
 * D72: posting a run's milestones to Discord was turned off (Discord no longer knows the
 * webhook): its owner learns why, with a link to the run, in the transaction that turns it off.
 */
export function notifyDiscordOff(
  db: Db,
  run: { id: string; ownerId: string; name: string; checklistTitle: string },
  reason: string,
) {
  return write(
    db,
    [run.ownerId],
    { id: run.id, title: run.checklistTitle },
    "discord_off",
    notice("notices.discordOff", `Posting ${quote(run.name)} to Discord was turned off. ${reason}`, {
      run: run.name,
      label: reason,
    }),
    `/runs/${encodeURIComponent(run.id)}`,
  );
}
