import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { given, preparedPer } from "#server/db/prepared.ts";
import { checklists, runMembers, runs, users } from "#server/db/schema/index.ts";
import type { ProgressItem, ProgressPage } from "#shared/contracts/playing.ts";
import { progressPercent } from "#shared/rules/progress.ts";
import { summaryColumns, toSummary } from "../checklists/summaries.ts";

/** Ticks of this run; run_ticks cascade with steps, so they are ticks of current steps. */
export const doneCount = sql<number>`(select count(*)::int from run_ticks t where t.run_id = ${runMembers.runId})`;

export const isComplete = sql`(${checklists.stepCount} > 0 and ${doneCount} >= ${checklists.stepCount})`;

function joinedQueries(db: Db, completed: boolean) {
  const which = completed ? "completed" : "in_progress";
  const where: SQL | undefined = and(
    eq(runMembers.userId, given("userId")),
    completed ? isComplete : sql`not ${isComplete}`,
  );
  return {
    rows: db
      .select({ ...summaryColumns, done: doneCount, runId: runs.id, runName: runs.name, listTotal })
      .from(runMembers)
      .innerJoin(runs, eq(runs.id, runMembers.runId))
      .innerJoin(checklists, eq(checklists.id, runMembers.checklistId))
      .leftJoin(users, eq(users.id, checklists.authorId))
      .where(where)
      .orderBy(
        desc(completed ? runMembers.joinedAt : runMembers.lastPlayedAt),
        desc(checklists.id),
        desc(runs.id),
      )
      .limit(given("limit"))
      .offset(given("offset"))
      .prepare(`joined_${which}_rows`),
    total: db
      .select({ n: count() })
      .from(runMembers)
      .innerJoin(checklists, eq(checklists.id, runMembers.checklistId))
      .where(where)
      .prepare(`joined_${which}_total`),
  };
}

// Prepared once per database: the signed-in home page reads 'Continue' on every visit (D69).
const inProgressQueries = preparedPer((db) => joinedQueries(db, false));
const completedQueries = preparedPer((db) => joinedQueries(db, true));

/**
 * The runs a user plays, owned or joined (SPEC §2 In progress, Completed; D43, D44): each with
 * its checklist's card and the run's name. In progress, the latest played first, as the
 * landing page's "Continue" shows them (D38); completed, newest join first.
 */
export async function joinedChecklists(
  db: Db,
  userId: string,
  completed: boolean,
  page: number,
  perPage: number,
): Promise<ProgressPage> {
  const { rows, total } = (completed ? completedQueries : inProgressQueries)(db);
  const found = await rows.execute({ userId, limit: perPage, offset: (page - 1) * perPage });
  return {
    items: found.map(({ listTotal: _, ...row }) => toProgressItem(row)),
    total: await totalOf(found, page, () => total.execute({ userId })),
    page,
    perPage,
  };
}

/**
 * Every row a list's page would read before its limit, counted beside each row: a page that
 * found rows needs no count of its own (D69's home page reads four lists on every visit).
 */
export const listTotal = sql<number>`count(*) over ()`.mapWith(Number);

/** A page's total: from its rows, else none on page 1, else counted (a page past the end). */
export async function totalOf(
  rows: { listTotal: number }[],
  page: number,
  count: () => Promise<{ n: number }[]>,
): Promise<number> {
  if (rows[0]) return Number(rows[0].listTotal);
  if (page === 1) return 0;
  return Number((await count())[0]?.n ?? 0);
}

/** A card of a run: its checklist's summary with the run's name and progress. */
export function toProgressItem({
  done,
  runId,
  runName,
  ...row
}: Parameters<typeof toSummary>[0] & { done: number; runId: string; runName: string }): ProgressItem {
  const total = row.stepCount ?? 0;
  const ticked = Math.min(Number(done), total);
  return { ...toSummary(row), done: ticked, total, percent: progressPercent(ticked, total), runId, runName };
}
