import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { checklists, memberships, saves, users } from "#server/db/schema/index.ts";
import type { ChecklistPage } from "#shared/contracts/checklists.ts";
import type { ProgressPage } from "#shared/contracts/playing.ts";
import { progressPercent } from "#shared/rules/progress.ts";
import { summaryColumns, toSummary } from "../checklists/summaries.ts";

/** Ticks of this membership; step_ticks cascade with steps, so they are ticks of current steps. */
const doneCount = sql<number>`(select count(*)::int from step_ticks t
  where t.user_id = ${memberships.userId} and t.checklist_id = ${memberships.checklistId})`;

const isComplete = sql`(${checklists.stepCount} > 0 and ${doneCount} >= ${checklists.stepCount})`;

/**
 * Joined checklists of a user (SPEC §2 In progress, Completed): in progress, the latest
 * played first, as the landing page's "Continue" shows them (D38); completed, newest join first.
 */
export async function joinedChecklists(
  db: Db,
  userId: string,
  completed: boolean,
  page: number,
  perPage: number,
): Promise<ProgressPage> {
  const where: SQL | undefined = and(
    eq(memberships.userId, userId),
    completed ? isComplete : sql`not ${isComplete}`,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...summaryColumns, done: doneCount })
      .from(memberships)
      .innerJoin(checklists, eq(checklists.id, memberships.checklistId))
      .leftJoin(users, eq(users.id, checklists.authorId))
      .where(where)
      .orderBy(desc(completed ? memberships.joinedAt : memberships.lastPlayedAt), desc(checklists.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(memberships)
      .innerJoin(checklists, eq(checklists.id, memberships.checklistId))
      .where(where),
  ]);
  const items = rows.map(({ done, ...row }) => {
    const total = row.stepCount;
    const ticked = Math.min(Number(done), total);
    return { ...toSummary(row), done: ticked, total, percent: progressPercent(ticked, total) };
  });
  return { items, total: Number(counted?.n ?? 0), page, perPage };
}

/** Saved checklists of a user, newest save first (SPEC §2 Saved). */
export async function savedChecklists(
  db: Db,
  userId: string,
  page: number,
  perPage: number,
): Promise<ChecklistPage> {
  const where = and(eq(saves.userId, userId), eq(checklists.status, "approved"));
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(saves)
      .innerJoin(checklists, eq(checklists.id, saves.checklistId))
      .leftJoin(users, eq(users.id, checklists.authorId))
      .where(where)
      .orderBy(desc(saves.createdAt), desc(checklists.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(saves)
      .innerJoin(checklists, eq(checklists.id, saves.checklistId))
      .where(where),
  ]);
  return { items: rows.map(toSummary), total: Number(counted?.n ?? 0), page, perPage };
}
