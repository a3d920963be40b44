/**
 * D69 · A home for you: the four lists of a signed-in person's home page. Each reads from the
 * person's own rows outward (their memberships, their follows) by index, never a whole table.
 * Every statement is a named prepared one (decision 056): planning these joins cost PostgreSQL
 * several times what running them does, and the home page runs eight of them.
 */
import { and, count, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { given, preparedPer } from "#server/db/prepared.ts";
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
import { summaryColumns, toSummary } from "../checklists/summaries.ts";
import {
  doneCount,
  isComplete,
  joinedChecklists,
  listTotal,
  toProgressItem,
  totalOf,
} from "../playing/lists.ts";

type Paging = { page: number; perPage: number };

/**
 * Written into the statement, not passed as a value: a prepared statement's generic plan may use
 * a partial index (where status = 'approved') only when the statement says the same.
 */
const isApprovedChecklist = sql`${checklists.status} = 'approved'`;

const pageValues = (userId: string, { page, perPage }: Paging) => ({
  userId,
  limit: perPage,
  offset: (page - 1) * perPage,
});

/** 'Continue': the runs in progress, the latest played first, as 'In progress' lists them (D38). */
export function continueSection(db: Db, userId: string, { page, perPage }: Paging) {
  return joinedChecklists(db, userId, false, page, perPage);
}

/**
 * Each followed creator's latest approved checklists, at most `reach` of them, read off
 * checklists_author_approved_idx: a page reads about follows × (page × perPage) entries however
 * many checklists they wrote.
 */
const latestOfFollowed = (db: Db) =>
  db
    .select({ id: checklists.id, approvedAt: checklists.approvedAt })
    .from(checklists)
    .where(and(eq(checklists.authorId, follows.followedId), isApprovedChecklist))
    .orderBy(sql`${checklists.approvedAt} desc nulls last`, sql`${checklists.id} desc nulls last`)
    .limit(given("reach"))
    .as("latest");

const followingQueries = preparedPer((db) => {
  const latest = latestOfFollowed(db);
  // The page's ids first, in order; only then their cards (not the cards of every candidate).
  const page = db
    .select({ id: latest.id, approvedAt: latest.approvedAt })
    .from(follows)
    .crossJoinLateral(latest)
    .where(eq(follows.followerId, given("userId")))
    .orderBy(sql`${latest.approvedAt} desc nulls last`, desc(latest.id))
    .limit(given("limit"))
    .offset(given("offset"))
    .as("page");
  return {
    rows: db
      .select(summaryColumns)
      .from(page)
      .innerJoin(checklists, eq(checklists.id, page.id))
      .leftJoin(users, eq(users.id, checklists.authorId))
      .orderBy(sql`${page.approvedAt} desc nulls last`, desc(page.id))
      .prepare("home_following_rows"),
    total: db
      .select({ n: count() })
      .from(follows)
      .innerJoin(checklists, and(eq(checklists.authorId, follows.followedId), isApprovedChecklist))
      .where(eq(follows.followerId, given("userId")))
      .prepare("home_following_total"),
  };
});

/**
 * 'New from creators you follow': their approved checklists, the latest approved first (a new
 * version counts, as its notification does, D67).
 */
export async function followingSection(
  db: Db,
  userId: string,
  paging: Paging,
): Promise<HomeSectionPages["following"]> {
  const { rows, total } = followingQueries(db);
  const values = pageValues(userId, paging);
  const [found, [counted]] = await Promise.all([
    rows.execute({ ...values, reach: paging.page * paging.perPage }),
    total.execute({ userId }),
  ]);
  return { items: found.map(toSummary), total: Number(counted?.n ?? 0), ...paging };
}

/** The latest approved edit of the run's guide that this member has not seen yet (D48), else null. */
const unseenChange = sql<Date | string | null>`(select max(sc.changed_at) from checklist_step_changes sc
  where sc.checklist_id = ${runMembers.checklistId} and sc.changed_at > ${runMembers.changesSeenAt})`;

const updatedQueries = preparedPer((db) => {
  const where = and(eq(runMembers.userId, given("userId")), sql`not ${isComplete}`, isNotNull(unseenChange));
  return {
    rows: db
      .select({
        ...summaryColumns,
        done: doneCount,
        runId: runs.id,
        runName: runs.name,
        seenAt: runMembers.changesSeenAt,
        listTotal,
      })
      .from(runMembers)
      .innerJoin(runs, eq(runs.id, runMembers.runId))
      .innerJoin(checklists, eq(checklists.id, runMembers.checklistId))
      .leftJoin(users, eq(users.id, checklists.authorId))
      .where(where)
      .orderBy(desc(unseenChange), desc(runs.id))
      .limit(given("limit"))
      .offset(given("offset"))
      .prepare("home_updated_rows"),
    total: db
      .select({ n: count() })
      .from(runMembers)
      .innerJoin(checklists, eq(checklists.id, runMembers.checklistId))
      .where(where)
      .prepare("home_updated_total"),
    // The page's guides' changes since the earliest of its runs last looked, oldest first.
    changes: db
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
          sql`${checklistStepChanges.checklistId} = any(${given("checklistIds")}::text[])`,
          gt(checklistStepChanges.changedAt, sql`${given("since")}::timestamptz`),
        ),
      )
      .orderBy(checklistStepChanges.id)
      .prepare("home_updated_changes"),
  };
});

/**
 * 'Updated guides you play': the person's unfinished runs whose guide an approved edit changed
 * since they started or last dismissed the notice, the latest change first; each counts what
 * the run page's 'N steps changed since you started' counts (D48).
 */
export async function updatedSection(
  db: Db,
  userId: string,
  paging: Paging,
): Promise<HomeSectionPages["updated"]> {
  const queries = updatedQueries(db);
  const found = await queries.rows.execute(pageValues(userId, paging));
  const changes = found.length
    ? await queries.changes.execute({
        checklistIds: [...new Set(found.map((row) => row.id))],
        since: new Date(Math.min(...found.map((row) => row.seenAt.getTime()))).toISOString(),
      })
    : [];
  const items = found.map(({ seenAt, listTotal: _, ...row }) => {
    const since = changesSince(
      changes.filter((change) => change.checklistId === row.id && change.at.getTime() > seenAt.getTime()),
    );
    return { ...toProgressItem(row), changedSteps: since ? changedStepCount(since) : 0 };
  });
  const total = await totalOf(found, paging.page, () => queries.total.execute({ userId }));
  return { items, total, ...paging };
}

const owner = alias(users, "run_owner");

const friendsQueries = preparedPer((db) => {
  const shared = and(eq(runs.ownerId, follows.followedId), sql`${runs.visibility} = 'link'`);
  const approved = and(eq(checklists.id, runs.checklistId), isApprovedChecklist);
  return {
    rows: db
      .select({
        ...summaryColumns,
        done: doneCount,
        runId: runs.id,
        runName: runs.name,
        ownerHandle: owner.handle,
        ownerName: owner.displayName,
        ownerAvatar: sql<string | null>`coalesce(${owner.avatarUrl}, ${owner.photoUrl})`,
        listTotal,
      })
      .from(follows)
      .innerJoin(runs, shared)
      // The owner's own membership: when they last played it.
      .innerJoin(runMembers, and(eq(runMembers.runId, runs.id), eq(runMembers.userId, runs.ownerId)))
      .innerJoin(checklists, approved)
      .innerJoin(owner, eq(owner.id, runs.ownerId))
      .leftJoin(users, eq(users.id, checklists.authorId))
      .where(eq(follows.followerId, given("userId")))
      .orderBy(desc(runMembers.lastPlayedAt), desc(runs.id))
      .limit(given("limit"))
      .offset(given("offset"))
      .prepare("home_friends_rows"),
    total: db
      .select({ n: count() })
      .from(follows)
      .innerJoin(runs, shared)
      .innerJoin(checklists, approved)
      .where(eq(follows.followerId, given("userId")))
      .prepare("home_friends_total"),
  };
});

/**
 * 'Your friends' runs': runs that people the person follows share with anyone who has the link
 * (D47), of approved guides, the latest played by their owner first. A private run is never
 * here, whoever plays it.
 */
export async function friendsSection(
  db: Db,
  userId: string,
  paging: Paging,
): Promise<HomeSectionPages["friends"]> {
  const { rows, total } = friendsQueries(db);
  const found = await rows.execute(pageValues(userId, paging));
  const items = found.map(({ ownerHandle, ownerName, ownerAvatar, listTotal: _, ...row }) => ({
    ...toProgressItem(row),
    owner: { handle: ownerHandle, customId: ownerHandle, displayName: ownerName, avatarUrl: ownerAvatar },
  }));
  return { items, total: await totalOf(found, paging.page, () => total.execute({ userId })), ...paging };
}

export const HOME_SECTION_READERS = {
  continue: continueSection,
  following: followingSection,
  updated: updatedSection,
  friends: friendsSection,
} as const;
