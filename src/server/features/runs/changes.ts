/** D48 · Edits a player meets: a member dismisses 'N steps changed since you started'. */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { runMembers } from "#server/db/schema/index.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { playedRun } from "./service.ts";

/** DELETE /api/runs/{runId}/changes: the edits approved so far are seen, for this member only. */
export async function dismissChanges(db: Database, user: SessionUser, runId: string): Promise<void> {
  const run = await playedRun(db, runId, user);
  await db
    .update(runMembers)
    .set({ changesSeenAt: sql`now()` })
    .where(and(eq(runMembers.runId, run.id), eq(runMembers.userId, user.id)));
}
