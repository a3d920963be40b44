/**
 * D69 · A home for you: the four lists of a signed-in person's home page. Each reads from the
 * person's own rows outward (their memberships, their follows) by index, never a whole table.
 */
import { and, count, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, rowsOf } from "#server/db/client.ts";
import {
  checklistStepChanges,
  checklists,
  follows,
  runMembers,
  runs,
  users,
} from "#server/db/schema/index.ts";
import type { HomeSectionPages } from "#shared/contracts/home.ts";
import { changedStepCount, changesSince } from "#shared/rules/step-changes.ts";
import { selectSummaries, summaryColumns, toSummary } from "../checklists/summaries.ts";
import { doneCount, isComplete, joinedChecklists, toProgressItem } from "../playing/lists.ts";

type Paging = { page: number; perPage: number };

/** 'Continue': the runs in progress, the latest played first, as 'In progress' lists them (D38). */
export function continueSection(db: Db, userId: string, { page, perPage }: Paging) {
  return joinedChecklists(db, userId, false, page, perPage);
}

/**
 * 'New from creators you follow': their approved checklists, the latest approved first (a new
 * version counts, as its notification does, D67). Each followed creator gives at most the
 * page's reach from their own index (checklists_author_approved_idx), so a page reads about
 * follows × (page × perPage) entries however many checklists they wrote.
 */
export async function followingSection(
  db: Db,
  userId: string,
  { page, perPage }: Paging,
): Promise<HomeSectionPages["following"]> {
  const reach = page * perPage;
  const [ids, [counted]] = await Promise.all([
    db.execute(sql`select latest.id from follows f
      cross join lateral (
        select c.id, c.approved_at from checklists c
        where c.author_id = f.followed_id and c.status = 'approved'
        order by c.approved_at desc nulls last, c.id desc nulls last
        limit ${reach}
      ) latest
      where f.follower_id = ${userId}
      order by latest.approved_at desc nulls last, latest.id desc
      limit ${perPage} offset ${reach - perPage}`),
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(
        checklists,
        and(eq(checklists.authorId, follows.followedId), eq(checklists.status, "approved")),
      )
      .where(eq(follows.followerId, userId)),
  ]);
  const order = rowsOf<{ id: string }>(ids).map((row) => row.id);
  const rows = order.length ? await selectSummaries(db).where(inArray(checklists.id, order)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = order.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
  return { items, total: Number(counted?.n ?? 0), page, perPage };
}

/** The latest approved edit of the run's guide that this member has not seen yet (D48), else null. */
const unseenChange = sql<Date | string | null>`(select max(sc.changed_at) from checklist_step_changes sc
  where sc.checklist_id = ${runMembers.checklistId} and sc.changed_at > ${runMembers.changesSeenAt})`;

/**
 * 'Updated guides you play': the person's unfinished runs whose guide an approved edit changed
 * since they started or last dismissed the notice, the latest change first; each counts what
 * the run page's 'N steps changed since you started' counts (D48).
 */
export async function updatedSection(
  db: Db,
  userId: string,
  { page, perPage }: Paging,
): Promise<HomeSectionPages["updated"]> {
  const where = and(eq(runMembers.userId, userId), sql`not ${isComplete}`, isNotNull(unseenChange));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        done: doneCount,
        runId: runs.id,
        runName: runs.name,
        seenAt: runMembers.changesSeenAt,
      })
      .from(runMembers)
      .innerJoin(runs, eq(runs.id, runMembers.runId))
      .innerJoin(checklists, eq(checklists.id, runMembers.checklistId))
      .leftJoin(users, eq(users.id, checklists.authorId))
      .where(where)
      .orderBy(desc(unseenChange), desc(runs.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(runMembers)
      .innerJoin(checklists, eq(checklists.id, runMembers.checklistId))
      .where(where),
  ]);
  const changes = rows.length
    ? await db
        .select({
          checklistId: checklistStepChanges.checklistId,
          stepId: checklistStepChanges.stepId,
          kind: checklistStepChanges.kind,
          title: checklistStepChanges.title,
          at: checklistStepChanges.changedAt,
        })
        .from(checklistStepChanges)
        .where(
          and(
            inArray(checklistStepChanges.checklistId, [...new Set(rows.map((row) => row.id))]),
            gt(
              checklistStepChanges.changedAt,
              new Date(Math.min(...rows.map((row) => row.seenAt.getTime()))),
            ),
          ),
        )
        .orderBy(checklistStepChanges.id)
    : [];
  const items = rows.map(({ seenAt, ...row }) => {
    const since = changesSince(
      changes.filter((change) => change.checklistId === row.id && change.at.getTime() > seenAt.getTime()),
    );
    return { ...toProgressItem(row), changedSteps: since ? changedStepCount(since) : 0 };
  });
  return { items, total: Number(counted?.n ?? 0), page, perPage };
}

const owner = alias(users, "run_owner");

/**
 * 'Your friends' runs': runs that people the person follows share with anyone who has the link
 * (D47), of approved guides, the latest played by their owner first. A private run is never
 * here, whoever plays it.
 */
export async function friendsSection(
  db: Db,
  userId: string,
  { page, perPage }: Paging,
): Promise<HomeSectionPages["friends"]> {
  const shared = and(eq(runs.ownerId, follows.followedId), eq(runs.visibility, "link"));
  const approved = and(eq(checklists.id, runs.checklistId), eq(checklists.status, "approved"));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        done: doneCount,
        runId: runs.id,
        runName: runs.name,
        ownerHandle: owner.handle,
        ownerName: owner.displayName,
        ownerAvatar: sql<string | null>`coalesce(${owner.avatarUrl}, ${owner.photoUrl})`,
      })
      .from(follows)
      .innerJoin(runs, shared)
      // The owner's own membership: when they last played it.
      .innerJoin(runMembers, and(eq(runMembers.runId, runs.id), eq(runMembers.userId, runs.ownerId)))
      .innerJoin(checklists, approved)
      .innerJoin(owner, eq(owner.id, runs.ownerId))
      .leftJoin(users, eq(users.id, checklists.authorId))
      .where(eq(follows.followerId, userId))
      .orderBy(desc(runMembers.lastPlayedAt), desc(runs.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(runs, shared)
      .innerJoin(checklists, approved)
      .where(eq(follows.followerId, userId)),
  ]);
  const items = rows.map(({ ownerHandle, ownerName, ownerAvatar, ...row }) => ({
    ...toProgressItem(row),
    owner: { handle: ownerHandle, customId: ownerHandle, displayName: ownerName, avatarUrl: ownerAvatar },
  }));
  return { items, total: Number(counted?.n ?? 0), page, perPage };
}

export const HOME_SECTION_READERS = {
  continue: continueSection,
  following: followingSection,
  updated: updatedSection,
  friends: friendsSection,
} as const;
