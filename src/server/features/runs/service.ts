/** What players do with runs (D43, D44): start, rename, share, end or leave, tick. */
import { eq } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { isForeignKeyViolation } from "#server/db/errors.ts";
import { runs } from "#server/db/schema/index.ts";
import { AppError, forbidden, notFound, unauthenticated } from "#server/errors.ts";
import type { Run, RunChange, RunList } from "#shared/contracts/runs.ts";
import { CHECKLIST_NOT_FOUND } from "#shared/errors.ts";
import { RUN_NOT_FOUND } from "#shared/runs.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { findChecklistRow } from "../checklists/read-model.ts";
import { canSee } from "../checklists/visibility.ts";
import type { Player } from "../playing/interaction.ts";
import { hitRateLimit, hitRateLimits } from "../rate-limit/service.ts";
import { holdPlayer, insertRun, leaveRun, refuseOverRunLimit } from "./membership.ts";
import { findRun, type RunRow, readRun, runsOfChecklist, visibleRun } from "./read-model.ts";
import { writeStepDone } from "./ticks.ts";

/** The same refusal as the per-checklist actions (playing/interaction.ts) for a checklist not approved. */
function notPlayable(): AppError {
  return new AppError("conflict", "Only approved checklists can be joined, ticked, liked or saved.");
}

/** The checklist behind `slug` as the player may see it (D11): 404 otherwise. */
async function seenChecklist(db: Database, user: SessionUser, slug: string) {
  const checklist = await findChecklistRow(db, slug);
  if (!checklist || !canSee(checklist, user)) throw notFound(CHECKLIST_NOT_FOUND);
  return checklist;
}

/** GET /api/checklists/{id}/runs */
export async function listRuns(db: Database, user: SessionUser, slug: string): Promise<RunList> {
  const checklist = await seenChecklist(db, user, slug);
  return runsOfChecklist(db, user.id, checklist.id, checklist.stepCount);
}

/**
 * POST /api/checklists/{id}/runs: a new run, owned by the player (D43). At most
 * UNFINISHED_RUNS_MAX unfinished runs per player and checklist (409); counted against the run
 * limits of D6 only when made (a refused request rolls its count back).
 */
export async function startRun(
  db: Database,
  config: AppConfig,
  player: Player,
  slug: string,
  name: string,
): Promise<Run> {
  const checklist = await seenChecklist(db, player.user, slug);
  if (checklist.status !== "approved") throw notPlayable();
  const runId = await db
    .transaction(async (tx) => {
      await holdPlayer(tx, player.user.id);
      await refuseOverRunLimit(tx, player.user.id, checklist.id);
      await hitRateLimits(tx, [
        { key: `run:user:${player.user.id}`, rule: config.rateLimits.runPerUser },
        { key: `run:ip:${player.ip}`, rule: config.rateLimits.runPerIp },
      ]);
      return insertRun(tx, player.user.id, checklist.id, name);
    })
    .catch((error) => {
      throw isForeignKeyViolation(error) ? unauthenticated() : error;
    });
  return readOwnRun(db, runId, player.user);
}

async function readOwnRun(db: Database, runId: string, user: SessionUser): Promise<Run> {
  const row = await findRun(db, runId, user.id);
  if (!row) throw notFound(RUN_NOT_FOUND);
  return readRun(db, row, user.id);
}

/** GET /api/runs/{runId} */
export async function getRun(db: Database, runId: string, viewer: SessionUser | null): Promise<Run> {
  return readRun(db, await visibleRun(db, runId, viewer), viewer?.id ?? null);
}

/** A run the player plays, of a checklist they may see: 404 'Run not found' otherwise. */
async function playedRun(db: Database, runId: string, user: SessionUser): Promise<RunRow & { role: string }> {
  const row = await findRun(db, runId, user.id);
  if (!row || row.role === null || !canSee(row, user)) throw notFound(RUN_NOT_FOUND);
  return row as RunRow & { role: string };
}

/** PATCH /api/runs/{runId}: the owner renames it or chooses who sees it (D43, D47); counted as an edit (D6). */
export async function changeRun(
  db: Database,
  config: AppConfig,
  player: Player,
  runId: string,
  change: RunChange,
) {
  const row = await playedRun(db, runId, player.user);
  if (row.role !== "owner") throw forbidden("Only the run's owner can rename it or change who sees it.");
  if (row.status !== "approved") throw notPlayable();
  await hitRateLimit(db, `edit:user:${player.user.id}`, config.rateLimits.editPerUser);
  if (change.name !== undefined || change.visibility !== undefined) {
    await db
      .update(runs)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.visibility !== undefined ? { visibility: change.visibility } : {}),
      })
      .where(eq(runs.id, row.id));
  }
  return readOwnRun(db, row.id, player.user);
}

/**
 * DELETE /api/runs/{runId}: the owner ends the run (its ticks go, D37); a member leaves it
 * (their ticks stay, D44). Allowed also when the checklist is no longer approved, as Leave is.
 */
export async function endOrLeaveRun(db: Database, player: Player, runId: string): Promise<void> {
  const row = await playedRun(db, runId, player.user);
  if ((await leaveRun(db, player.user.id, row.id)) === null) throw notFound(RUN_NOT_FOUND);
}

/** PUT/DELETE /api/runs/{runId}/steps/{stepId}/done: for the whole run, by a member (D44); an interaction (D6). */
export async function setRunStepDone(
  db: Database,
  config: AppConfig,
  player: Player,
  runId: string,
  stepId: string,
  done: boolean,
): Promise<Run> {
  const row = await playedRun(db, runId, player.user);
  if (row.status !== "approved") throw notPlayable();
  await hitRateLimits(db, [
    { key: `interact:user:${player.user.id}`, rule: config.rateLimits.interactPerUser },
    { key: `interact:ip:${player.ip}`, rule: config.rateLimits.interactPerIp },
  ]);
  const result = await writeStepDone(db, player.user.id, row.checklistId, row.id, stepId, done);
  // They left, or were removed, or the run ended, between the look and the tick.
  if (result.runId === null) throw notFound(RUN_NOT_FOUND);
  return readOwnRun(db, row.id, player.user);
}
