import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database, Db } from "#server/db/client.ts";
import { isForeignKeyViolation } from "#server/db/errors.ts";
import { executePrepared, given, runStatement, type Statement, statement } from "#server/db/prepared.ts";
import { memberships, saves, stepTicks } from "#server/db/schema/index.ts";
import { forbidden, stepMissing, unauthenticated } from "#server/errors.ts";
import type { LikeState, Progress, SaveState } from "#shared/contracts/playing.ts";
import { isCompleted, progressPercent } from "#shared/rules/progress.ts";
import { type Player, playableChecklist, visibleChecklist } from "./interaction.ts";

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

export async function progressOf(
  db: Db,
  userId: string,
  checklistId: string,
  total: number,
): Promise<Progress> {
  const [membership, ticks] = await Promise.all([
    db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.checklistId, checklistId))),
    db
      .select({ stepId: stepTicks.stepId })
      .from(stepTicks)
      .where(and(eq(stepTicks.userId, userId), eq(stepTicks.checklistId, checklistId))),
  ]);
  return progressFrom(
    membership.length > 0,
    ticks.map((tick) => tick.stepId),
    total,
  );
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
  slug: string,
  liked: boolean,
): Promise<LikeState> {
  const row = await playableChecklist(db, config, player, slug);
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
  slug: string,
  saved: boolean,
): Promise<SaveState> {
  const row = await playableChecklist(db, config, player, slug);
  if (saved) {
    await db
      .insert(saves)
      .values({ userId: player.user.id, checklistId: row.id })
      .onConflictDoNothing()
      .catch(signedOutMeanwhile);
  } else {
    await db.delete(saves).where(and(eq(saves.userId, player.user.id), eq(saves.checklistId, row.id)));
  }
  return { saved };
}

/** Join, or leave (which clears the player's ticks on it, by cascade). */
export async function setMembership(
  db: Database,
  config: AppConfig,
  player: Player,
  slug: string,
  joined: boolean,
): Promise<Progress> {
  const userId = player.user.id;
  if (!joined) {
    const row = await visibleChecklist(db, config, player, slug);
    await db
      .delete(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.checklistId, row.id)));
    return progressFrom(false, [], row.stepCount);
  }
  const row = await playableChecklist(db, config, player, slug);
  // A new membership has no ticks; one that was there keeps its own.
  const [result] = await executePrepared<{ ticked: string[] }>(
    db,
    sql`
        with joined as (
          insert into memberships (user_id, checklist_id) values (${userId}, ${row.id})
          on conflict do nothing
        )
        select coalesce(array_agg(step_id::text), '{}') as ticked from step_ticks
        where user_id = ${userId} and checklist_id = ${row.id}`,
  ).catch(signedOutMeanwhile);
  return progressFrom(true, result?.ticked ?? [], row.stepCount);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A tick or untick (D10), and the player's ticks after it: built once, it is the hottest path (issue 12). */
function stepDoneStatement(write: SQL): Statement {
  return statement(sql`
    with step as (select id from checklist_steps where id = ${given("stepId")} and checklist_id = ${given("checklistId")}),
    played as (
      update memberships set last_played_at = now()
      where user_id = ${given("userId")} and checklist_id = ${given("checklistId")} and exists (select 1 from step)
      returning user_id
    ),
    written as (${write})
    select exists (select 1 from played) as played,
           exists (select 1 from memberships where user_id = ${given("userId")} and checklist_id = ${given("checklistId")}) as member,
           exists (select 1 from step) as step,
           (select coalesce(array_agg(step_id::text), '{}') from step_ticks
             where user_id = ${given("userId")} and checklist_id = ${given("checklistId")}) as ticked`);
}
const TICK = stepDoneStatement(sql`
  insert into step_ticks (user_id, checklist_id, step_id)
  select ${given("userId")}, ${given("checklistId")}, step.id from step, played
  on conflict do nothing returning 1`);
const UNTICK = stepDoneStatement(sql`
  delete from step_ticks where user_id = ${given("userId")}
  and step_id = (select id from step) and exists (select 1 from played) returning 1`);

/**
 * Tick or untick one step of a joined, approved checklist: the action players repeat most.
 * One statement checks the membership and the step, writes the tick, moves the membership's
 * last-played time (D38; not for an unknown step) and reads the ticks; its commit is durable.
 * Updating the membership first locks it, so a Leave at the same moment goes wholly before or
 * after (races.test.ts).
 */
export async function setStepDone(
  db: Database,
  config: AppConfig,
  player: Player,
  slug: string,
  stepId: string,
  done: boolean,
): Promise<Progress> {
  const row = await playableChecklist(db, config, player, slug);
  if (!UUID.test(stepId)) throw stepMissing();
  const [result] = await runStatement<{
    played: boolean;
    member: boolean;
    step: boolean;
    ticked: string[];
  }>(db, done ? TICK : UNTICK, { userId: player.user.id, checklistId: row.id, stepId }).catch((error) => {
    // An approved edit removed the step between this statement's look and its write.
    throw isForeignKeyViolation(error) ? stepMissing() : error;
  });
  // With the step found, the update (which locks the membership) says whether they are a member.
  const joined = result?.step ? result.played : result?.member;
  if (!result || !joined) throw forbidden("Join this checklist before ticking its steps.");
  if (!result.step) throw stepMissing();
  // The statement saw the ticks as they were before its own write: apply that write.
  const before = result.ticked.filter((id) => id !== stepId.toLowerCase());
  return progressFrom(true, done ? [...before, stepId.toLowerCase()] : before, row.stepCount);
}
