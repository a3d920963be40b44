import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { likes, memberships, saves, stepTicks } from "#server/db/schema/index.ts";

export interface ViewerState {
  liked: boolean;
  saved: boolean;
  joined: boolean;
  completedStepIds: string[];
}

export const GUEST_STATE: ViewerState = { liked: false, saved: false, joined: false, completedStepIds: [] };

/** What the signed-in user has done with one checklist (GET /api/checklists/{x}). */
export async function viewerState(db: Db, userId: string, checklistId: string): Promise<ViewerState> {
  const mine = <T extends typeof likes | typeof saves | typeof memberships>(table: T) =>
    db
      .select({ userId: table.userId })
      .from(table as typeof likes)
      .where(and(eq(table.userId, userId), eq(table.checklistId, checklistId)));
  const [liked, saved, joined, ticks] = await Promise.all([
    mine(likes),
    mine(saves),
    mine(memberships),
    db
      .select({ stepId: stepTicks.stepId })
      .from(stepTicks)
      .where(and(eq(stepTicks.userId, userId), eq(stepTicks.checklistId, checklistId))),
  ]);
  return {
    liked: liked.length > 0,
    saved: saved.length > 0,
    joined: joined.length > 0,
    completedStepIds: ticks.map((tick) => tick.stepId),
  };
}
