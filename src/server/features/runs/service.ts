/** What players do with runs (D43, D44): start, rename, share, end or leave, tick. */

import { eq, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import { type Database, rowsOf } from "#server/db/client.ts";
import { isForeignKeyViolation } from "#server/db/errors.ts";
import { runMembers, runs } from "#server/db/schema/index.ts";
import {
  AppError,
  checklistMissing,
  forbidden,
  inviteExpired,
  inviteMissing,
  notFound,
  runMissing,
  unauthenticated,
} from "#server/errors.ts";
import { withHandleAlias } from "#shared/contracts/handle-alias.ts";
import type { Invitation, Run, RunChange, RunList } from "#shared/contracts/runs.ts";
import { english } from "#shared/i18n/message.ts";
import { INVITE_DAYS, invitePath, PLAYER_NOT_IN_RUN, RUN_FULL, RUN_MEMBERS_MAX } from "#shared/runs.ts";
import type { Player } from "../auth/current-user.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { findChecklistRow } from "../checklists/read-model.ts";
import { canSee } from "../checklists/visibility.ts";
import { hitRateLimit, hitRateLimits } from "../rate-limit/service.ts";
import { publishRunEvent } from "./events.ts";
import { inviteState, inviteToken, newInviteNonce } from "./invites.ts";
import { holdPlayer, holdRun, insertRun, leaveRun, refuseOverRunLimit } from "./membership.ts";
import { findRun, type RunRow, readRun, runsOfChecklist, visibleRun } from "./read-model.ts";

/** The same refusal as the per-checklist actions (playing/interaction.ts) for a checklist not approved. */
export function notPlayable(): AppError {
  return new AppError(
    "checklist_not_approved",
    english("errors.notApproved", "Only approved checklists can be joined, ticked, liked or saved."),
  );
}

/** The checklist behind `address` as the player may see it (D11): 404 otherwise. */
async function seenChecklist(db: Database, user: SessionUser, address: string) {
  const checklist = await findChecklistRow(db, address);
  if (!checklist || !canSee(checklist, user)) throw checklistMissing();
  return checklist;
}

/** GET /api/checklists/{address}/runs */
export async function listRuns(db: Database, user: SessionUser, address: string): Promise<RunList> {
  const checklist = await seenChecklist(db, user, address);
  return runsOfChecklist(db, user.id, checklist.id, checklist.stepCount);
}

/**
 * POST /api/checklists/{address}/runs: a new run, owned by the player (D43). At most
 * UNFINISHED_RUNS_MAX unfinished runs per player and checklist (409); counted against the run
 * limits of D6 only when made (a refused request rolls its count back).
 */
export async function startRun(
  db: Database,
  config: AppConfig,
  player: Player,
  address: string,
  name: string,
): Promise<Run> {
  const checklist = await seenChecklist(db, player.user, address);
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
  return readOwnRun(db, config, runId, player.user);
}

async function readOwnRun(db: Database, config: AppConfig, runId: string, user: SessionUser): Promise<Run> {
  const row = await findRun(db, runId, user.id);
  if (!row) throw runMissing();
  return readRun(db, row, user.id, config.sessionSecret);
}

/** GET /api/runs/{runId} */
export async function getRun(
  db: Database,
  config: AppConfig,
  runId: string,
  viewer: SessionUser | null,
): Promise<Run> {
  return readRun(db, await visibleRun(db, runId, viewer), viewer?.id ?? null, config.sessionSecret);
}

/** A run the player plays, of a checklist they may see: 404 'Run not found' otherwise. */
export async function playedRun(
  db: Database,
  runId: string,
  user: SessionUser,
): Promise<RunRow & { role: string }> {
  const row = await findRun(db, runId, user.id);
  if (!row || row.role === null || !canSee(row, user)) throw runMissing();
  return row as RunRow & { role: string };
}

/** PATCH /api/runs/{runId}: the owner renames it or chooses who sees it (private or by link, D43); counted as an edit (D6). */
export async function changeRun(
  db: Database,
  config: AppConfig,
  player: Player,
  runId: string,
  change: RunChange,
) {
  const row = await playedRun(db, runId, player.user);
  if (row.role !== "owner")
    throw forbidden(
      english("errors.onlyOwnerRenames", "Only the run's owner can rename it or change who sees it."),
    );
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
  return readOwnRun(db, config, row.id, player.user);
}

/**
 * DELETE /api/runs/{runId}: the owner ends the run (its ticks go, D37); a member leaves it
 * (their ticks stay, D44). Allowed also when the checklist is no longer approved, as Leave is.
 */
export async function endOrLeaveRun(db: Database, player: Player, runId: string): Promise<void> {
  const row = await playedRun(db, runId, player.user);
  if ((await leaveRun(db, player.user.id, row.id)) === null) throw runMissing();
}

/** The run as its owner acts on it: 403 for its other players, 404 for anyone else (D44). */
async function ownedRun(db: Database, runId: string, user: SessionUser, refusal: string): Promise<RunRow> {
  const row = await playedRun(db, runId, user);
  if (row.role !== "owner") throw forbidden(refusal);
  if (row.status !== "approved") throw notPlayable();
  return row;
}

/** D74: a link made now works until INVITE_DAYS days from now (the database's clock). */
const inviteExpiry = sql`now() + make_interval(days => ${INVITE_DAYS})`;

/** POST /api/runs/{runId}/invite: the owner's new invite link, for INVITE_DAYS days (D74); the old one stops working (D44). */
export async function makeInviteLink(db: Database, config: AppConfig, player: Player, runId: string) {
  const row = await ownedRun(
    db,
    runId,
    player.user,
    english("errors.onlyOwnerInvites", "Only the run's owner can invite players."),
  );
  await hitRateLimit(db, `edit:user:${player.user.id}`, config.rateLimits.editPerUser);
  const nonce = newInviteNonce();
  const [made] = await db
    .update(runs)
    .set({ inviteNonce: nonce, inviteExpiresAt: inviteExpiry })
    .where(eq(runs.id, row.id))
    .returning({ expiresAt: runs.inviteExpiresAt });
  return {
    invitePath: invitePath(row.id, inviteToken(config.sessionSecret, row.id, nonce)),
    inviteExpiresAt: (made?.expiresAt ?? new Date()).toISOString(),
  };
}

/**
 * The run an invite link names, when its token is the run's current one and its checklist is
 * one the person may see and play: 404 for a wrong or revoked link (and a hidden checklist),
 * 404 saying so for an expired one (D74), 409 for a checklist not approved.
 */
async function invitedRun(
  db: Database,
  config: AppConfig,
  runId: string,
  user: SessionUser | null,
  token: string,
) {
  const row = await findRun(db, runId, user?.id ?? null);
  const state = row && canSee(row, user) ? inviteState(config.sessionSecret, row, token) : "missing";
  if (!row || state === "missing") throw inviteMissing();
  if (state === "expired") throw inviteExpired();
  if (row.status !== "approved") throw notPlayable();
  return row;
}

/**
 * GET /api/runs/{runId}/invitations/{token}: whose run of which checklist the link opens (D44),
 * to whoever holds the token, a guest too (issue 35); without it, nothing.
 */
export async function invitation(
  db: Database,
  config: AppConfig,
  user: SessionUser | null,
  runId: string,
  token: string,
): Promise<Invitation> {
  const row = await invitedRun(db, config, runId, user, token);
  const run = await readRun(db, row, user?.id ?? null, config.sessionSecret);
  return {
    runId: run.id,
    runName: run.name,
    owner: run.owner,
    checklistId: run.checklistId,
    checklistCustomId: run.checklistCustomId,
    checklistTitle: run.checklistTitle,
    memberCount: run.members.length,
    member: row.role !== null,
    full: run.members.length >= RUN_MEMBERS_MAX,
  };
}

/**
 * POST /api/runs/{runId}/join: the person joins the run by its link (D44): at most
 * RUN_MEMBERS_MAX players (409), and the run counts among the joiner's unfinished runs of the
 * checklist (D43's limit, 409). Joining again changes nothing. The run's row is locked before
 * its players are counted, so joins at once never pass the limit together (D44 under
 * concurrency, docs/decisions/040); counted against the run limits of D6 when it joins.
 */
export async function joinRun(db: Database, config: AppConfig, player: Player, runId: string, token: string) {
  const row = await invitedRun(db, config, runId, player.user, token);
  if (row.role === null) {
    await db
      .transaction(async (tx) => {
        await holdPlayer(tx, player.user.id);
        if (!(await holdRun(tx, row.id))) throw inviteMissing();
        // Counted in a statement after the lock's: under Read Committed it sees every join
        // committed while this one waited for the run (one statement would count from before).
        const [count] = rowsOf<{ members: number; joined: boolean }>(
          await tx.execute(sql`select (select count(*)::int from run_members where run_id = ${row.id}) as members,
              exists (select 1 from run_members where run_id = ${row.id} and user_id = ${player.user.id}) as joined`),
        );
        if (!count) throw inviteMissing();
        if (count.joined) return;
        if (Number(count.members) >= RUN_MEMBERS_MAX) throw new AppError("run_full", RUN_FULL);
        await refuseOverRunLimit(tx, player.user.id, row.checklistId);
        await hitRateLimits(tx, [
          { key: `run:user:${player.user.id}`, rule: config.rateLimits.runPerUser },
          { key: `run:ip:${player.ip}`, rule: config.rateLimits.runPerIp },
        ]);
        await tx
          .insert(runMembers)
          .values({ runId: row.id, checklistId: row.checklistId, userId: player.user.id, role: "member" });
        await publishRunEvent(tx, row.id, {
          type: "member",
          data: withHandleAlias({ handle: player.user.handle, change: "joined" }),
        });
      })
      .catch((error) => {
        throw isForeignKeyViolation(error) ? unauthenticated() : error;
      });
  }
  return readOwnRun(db, config, row.id, player.user);
}

/**
 * DELETE /api/runs/{runId}/members/{handle}: the owner removes a player (D44); their ticks
 * stay. A link made before no longer works, so the removed player cannot come back through
 * the link they had: the owner shares a new one.
 */
export async function removeMember(
  db: Database,
  config: AppConfig,
  player: Player,
  runId: string,
  handle: string,
): Promise<Run> {
  const row = await ownedRun(
    db,
    runId,
    player.user,
    english("errors.onlyOwnerRemoves", "Only the run's owner can remove players."),
  );
  if (handle === player.user.handle)
    throw new AppError(
      "owner_must_end_run",
      english("errors.ownerEndsRun", "You own this run: end it to leave it."),
    );
  const removed = await db.transaction(async (tx) => {
    const rows = rowsOf<{ role: string }>(
      await tx.execute(sql`delete from run_members m using users u
        where m.run_id = ${row.id} and m.user_id = u.id and u.handle = ${handle} and m.role = 'member'
        returning m.role`),
    );
    if (rows.length > 0) {
      await publishRunEvent(tx, row.id, {
        type: "member",
        data: withHandleAlias({ handle, change: "removed" }),
      });
    }
    return rows;
  });
  if (removed.length === 0) {
    throw notFound(
      handle === player.user.handle
        ? english("errors.ownerLeaves", "End the run to leave it: you own it.")
        : PLAYER_NOT_IN_RUN,
    );
  }
  if (row.inviteNonce) {
    await db
      .update(runs)
      .set({ inviteNonce: newInviteNonce(), inviteExpiresAt: inviteExpiry })
      .where(eq(runs.id, row.id));
  }
  return readOwnRun(db, config, row.id, player.user);
}
