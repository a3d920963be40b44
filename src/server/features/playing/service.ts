import { sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { isForeignKeyViolation } from "#server/db/errors.ts";
import { executePrepared } from "#server/db/prepared.ts";
import { forbidden, runMissing, unauthenticated } from "#server/errors.ts";
import type { LikeState, Progress, SaveState, StepDone } from "#shared/contracts/playing.ts";
import { english } from "#shared/i18n/message.ts";
import { isCompleted, progressPercent } from "#shared/rules/progress.ts";
import type { Player } from "../auth/current-user.ts";
import { savedCollectionOf, writeEntry } from "../collections/service.ts";
import { firstRunTicks, leaveFirstRun, startFirstRun } from "../runs/membership.ts";
import { writeStepDone } from "../runs/ticks.ts";
import { playableChecklist, playableRun, visibleChecklist } from "./interaction.ts";

// Each action below is the statement of interaction.ts (find the checklist, count the limits),
// then ONE statement of its own, committed by itself (issue 12).

function progressFrom(joined: boolean, ticked: string[], total: number): Progress {
  const done = ticked.length;
  return {
    joined,
    completedStepIds: ticked,
    done,
    total,
    percent: progressPercent(done, total),
    completed: joined && isCompleted(done, total),
  };
}

/** A row of the player's that met their account's deletion: they are signed out now. */
function signedOutMeanwhile(error: unknown): never {
  throw isForeignKeyViolation(error) ? unauthenticated() : error;
}

/**
 * PUT/DELETE like (D15): the like row and the counters change in one statement, and only when
 * the row really appeared or went, so repeats and races never drift the count. It holds the
 * player's account (FOR SHARE) first, against D20's deletion: a deletion that comes first makes
 * this answer 401; one that comes second waits and then takes this like with it, counter
 * included. D35: an unlike takes back from this week's count only a like given this week.
 */
export async function setLike(
  db: Database,
  config: AppConfig,
  player: Player,
  address: string,
  liked: boolean,
): Promise<LikeState> {
  const row = await playableChecklist(db, config, player, address);
  const userId = player.user.id;
  const change = liked
    ? sql`insert into likes (user_id, checklist_id) select id, ${row.id} from account
          on conflict do nothing returning created_at`
    : sql`delete from likes where user_id = ${userId} and checklist_id = ${row.id}
            and exists (select 1 from account) returning created_at`;
  const recent = liked
    ? sql`recent_likes + 1`
    : sql`greatest(0, recent_likes - (select count(*) from changed where created_at > now() - interval '7 days'))`;
  const [result] = await executePrepared<{
    signedIn: boolean;
    counted: number | null;
    current: number | null;
  }>(
    db,
    sql`
      with account as (select id from users where id = ${userId} for share),
      changed as (${change}),
      counted as (
        update checklists set likes = likes + ${liked ? 1 : -1}, recent_likes = ${recent}
        where id = ${row.id} and exists (select 1 from changed) returning likes
      )
      select exists (select 1 from account) as "signedIn",
             (select likes from counted) as counted,
             (select likes from checklists where id = ${row.id}) as current`,
  );
  if (!result?.signedIn) throw unauthenticated();
  return { liked, likes: result.counted ?? result.current ?? row.likes };
}

export async function setSave(
  db: Database,
  config: AppConfig,
  player: Player,
  address: string,
  saved: boolean,
): Promise<SaveState> {
  const row = await playableChecklist(db, config, player, address);
  // D68: 'Save' is kept for every client, as an entry of the person's 'Saved'.
  await writeEntry(db, await savedCollectionOf(db, player.user.id), row.id, saved);
  return { saved };
}

/**
 * Join, or leave: the player's first run of the checklist (D43). Join starts
 * their first run ('My run') when they play none; leaving ends it (its ticks go, D37) when
 * they own it, and leaves it (their ticks stay, D44) when they joined it. The answer is the
 * progress of their first run after it, which after a leave is the next run they play, if any.
 */
export async function setMembership(
  db: Database,
  config: AppConfig,
  player: Player,
  address: string,
  joined: boolean,
): Promise<Progress> {
  const userId = player.user.id;
  if (!joined) {
    const row = await visibleChecklist(db, config, player, address);
    await leaveFirstRun(db, userId, row.id);
    const next = await firstRunTicks(db, userId, row.id);
    return progressFrom(next !== null, next ?? [], row.stepCount);
  }
  const row = await playableChecklist(db, config, player, address);
  await startFirstRun(db, userId, row.id).catch(signedOutMeanwhile);
  return progressFrom(true, (await firstRunTicks(db, userId, row.id)) ?? [], row.stepCount);
}

/** What a tick acts on: a run by its id, or the player's first run of a checklist (D43) by its address. */
export type TickTarget = { runId: string } | { checklist: string };

/**
 * Tick or untick one step of a run, the action players repeat most (decision 047): one route
 * for every run, the per-checklist one an alias for the first run. Two statements: find what
 * is ticked and count the action (interaction.ts), then write the tick and read the run's
 * ticks (runs/ticks.ts). The answer is those ticks, not the whole run read again.
 */
export async function setStepDone(
  db: Database,
  config: AppConfig,
  player: Player,
  target: TickTarget,
  stepId: string,
  done: boolean,
): Promise<StepDone> {
  const userId = player.user.id;
  if ("runId" in target) {
    const run = await playableRun(db, config, player, target.runId);
    const result = await writeStepDone(db, userId, run.id, run.runId, stepId, done);
    // They left, or were removed, or the run ended, between the look and the tick.
    if (result.runId === null) throw runMissing();
    return { runId: result.runId, ...progressFrom(true, result.completedStepIds, run.stepCount) };
  }
  const row = await playableChecklist(db, config, player, target.checklist);
  const result = await writeStepDone(db, userId, row.id, null, stepId, done);
  if (result.runId === null)
    throw forbidden(english("errors.joinBeforeTicking", "Join this checklist before ticking its steps."));
  return { runId: result.runId, ...progressFrom(true, result.completedStepIds, row.stepCount) };
}
