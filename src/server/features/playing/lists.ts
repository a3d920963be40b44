import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { checklists, runMembers, runs, users } from "#server/db/schema/index.ts";
import type { ProgressPage } from "#shared/contracts/playing.ts";
import { progressPercent } from "#shared/rules/progress.ts";
import { summaryColumns, toSummary } from "../checklists/summaries.ts";

/** Ticks of this run; run_ticks cascade with steps, so they are ticks of current steps. */
const doneCount = sql<number>`(select count(*)::int from run_ticks t where t.run_id = ${runMembers.runId})`;

const isComplete = sql`(${checklists.stepCount} > 0 and ${doneCount} >= ${checklists.stepCount})`;

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
  const where: SQL | undefined = and(
    eq(runMembers.userId, userId),
    completed ? isComplete : sql`not ${isComplete}`,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...summaryColumns, done: doneCount, runId: runs.id, runName: runs.name })
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
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(runMembers)
      .innerJoin(checklists, eq(checklists.id, runMembers.checklistId))
      .where(where),
  ]);
  const items = rows.map(({ done, runId, runName, ...row }) => {
    const total = row.stepCount;
    const ticked = Math.min(Number(done), total);
    return {
      ...toSummary(row),
      done: ticked,
      total,
      percent: progressPercent(ticked, total),
      runId,
      runName,
    };
  });
  return { items, total: Number(counted?.n ?? 0), page, perPage };
}
