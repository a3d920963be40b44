import { and, eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import { collectionEntries, collections, likes, runTicks } from "#server/db/schema/index.ts";
import { firstRunOf } from "./first-run.ts";

export interface ViewerState {
  liked: boolean;
  saved: boolean;
  joined: boolean;
  completedStepIds: string[];
}

export const GUEST_STATE: ViewerState = { liked: false, saved: false, joined: false, completedStepIds: [] };

/**
 * What the signed-in user has done with one checklist (GET /api/checklists/{x}): `joined` and
 * `completedStepIds` are those of their first run of it (D43).
 */
export async function viewerState(db: Db, userId: string, checklistId: string): Promise<ViewerState> {
  const firstRun = firstRunOf(userId, checklistId);
  const [liked, saved, joined, ticks] = await Promise.all([
    db
      .select({ userId: likes.userId })
      .from(likes)
      .where(and(eq(likes.userId, userId), eq(likes.checklistId, checklistId))),
    // D68: saved is in their 'Saved', the collection 'Save' fills.
    db
      .select({ id: collectionEntries.collectionId })
      .from(collectionEntries)
      .innerJoin(collections, eq(collections.id, collectionEntries.collectionId))
      .where(
        and(
          eq(collections.ownerId, userId),
          eq(collections.isDefault, true),
          eq(collectionEntries.checklistId, checklistId),
        ),
      ),
    db.execute(sql`select 1 from (${firstRun}) first_run`),
    db.select({ stepId: runTicks.stepId }).from(runTicks).where(sql`${runTicks.runId} = (${firstRun})`),
  ]);
  return {
    liked: liked.length > 0,
    saved: saved.length > 0,
    joined: rowsOf(joined).length > 0,
    completedStepIds: ticks.map((tick) => tick.stepId),
  };
}
