import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf, type Tx } from "#server/db/client.ts";
import { isForeignKeyViolation } from "#server/db/errors.ts";
import { given, runStatement, type Statement, statement } from "#server/db/prepared.ts";
import { stepMissing } from "#server/errors.ts";
import { firstRunOf } from "../checklists/first-run.ts";
import { lockRunForEvent, personJson, tellRunEvent, utcIso } from "./events.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A tick or untick (D15), and the run's ticks after it: built once, it is the hottest path
 * (issue 12). The run is the one given (the run routes) or, with none given, the player's first
 * run of the checklist (the per-checklist routes); either way one the player is a member of.
 * A change made (not a tick already there) is also the run's event for its open pages (D45),
 * written in the same statement, so both routes tell them and none is told of a change undone;
 * it is told once the statement has committed (tellRunEvent).
 */
/** A value of the statement: a placeholder given at each run, or (in a transaction) the value itself. */
type Value = (name: string) => Placeholder | string | boolean;

function stepDoneQuery(v: Value, done: boolean): SQL {
  const userId = v("userId") as Placeholder | string;
  const checklistId = v("checklistId") as Placeholder | string;
  const write = done
    ? sql`
  insert into run_ticks (run_id, step_id, ticked_by)
  select played.run_id, step.id, ${userId} from step, played
  on conflict do nothing returning 1`
    : sql`
  delete from run_ticks where run_id = (select run_id from played)
  and step_id = (select id from step) returning 1`;
  const event = done
    ? sql`'tick', jsonb_build_object('stepId', step.id, 'at', ${utcIso(sql`now()`)}, 'by', ${personJson(sql`u`)})`
    : sql`'untick', jsonb_build_object('stepId', step.id, 'by', ${personJson(sql`u`)})`;
  return sql`
    with run as (
      select run_id from run_members
      where user_id = ${userId} and checklist_id = ${checklistId} and run_id = ${v("runId")}::uuid
      union all
      select run_id from (${firstRunOf(userId, checklistId)}) first_run where ${v("anyRun")}::boolean
    ),
    step as (select id from checklist_steps where id = ${v("stepId")} and checklist_id = ${checklistId}),
    played as (
      update run_members set last_played_at = now()
      where run_id = (select run_id from run) and user_id = ${userId} and exists (select 1 from step)
      returning run_id
    ),
    written as (${write}),
    locked as (${lockRunForEvent(sql`(select run_id from played)`)}),
    event as (
      insert into run_events (run_id, type, data)
      select locked.id, ${event} from locked, step, written, users u where u.id = ${userId}
      returning id
    )
    select (select run_id::text from run) as "runId",
           (select id::text from event) as "eventId",
           exists (select 1 from played) as played,
           exists (select 1 from step) as step,
           (select coalesce(array_agg(step_id::text), '{}') from run_ticks
             where run_id = (select run_id from run)) as ticked`;
}
const TICK: Statement = statement(stepDoneQuery(given, true));
const UNTICK: Statement = statement(stepDoneQuery(given, false));

export interface TicksWritten {
  /** The run ticked; null when the player plays no such run (or left it meanwhile). */
  runId: string | null;
  /** The run's ticked steps after this change. */
  completedStepIds: string[];
}

/**
 * Tick or untick one step in a run for the whole run (D44): one statement checks the
 * membership and the step, writes the tick with who made it, moves the member's last-played
 * time (D38; not for an unknown step) and reads the run's ticks; its commit is durable.
 * Updating the member's row first locks it, so a Leave or a removal at the same moment goes
 * wholly before or after (races.test.ts). `runId` null: the player's first run of the checklist.
 */
export async function writeStepDone(
  db: Database,
  userId: string,
  checklistId: string,
  runId: string | null,
  stepId: string,
  done: boolean,
): Promise<TicksWritten> {
  if (!UUID.test(stepId)) throw stepMissing();
  const [result] = await runStatement<{
    runId: string | null;
    eventId: string | null;
    played: boolean;
    step: boolean;
    ticked: string[];
  }>(db, done ? TICK : UNTICK, { userId, checklistId, stepId, runId, anyRun: runId === null }).catch(
    (error) => {
      // An approved edit removed the step between this statement's look and its write.
      throw isForeignKeyViolation(error) ? stepMissing() : error;
    },
  );
  if (result?.eventId) await tellRunEvent(db, result.eventId);
  // With the step found, the update (which locks the member's row) says whether they play the run.
  const member = result?.step ? result.played : result?.runId !== null;
  if (!result || !member || result.runId === null) return { runId: null, completedStepIds: [] };
  if (!result.step) throw stepMissing();
  // The statement saw the ticks as they were before its own write: apply that write.
  const before = result.ticked.filter((id) => id !== stepId.toLowerCase());
  return { runId: result.runId, completedStepIds: done ? [...before, stepId.toLowerCase()] : before };
}

/**
 * Many ticks at once, for one member of one run (a world import, D62): the tick's statement made
 * set-based, so an import of 120 steps costs one statement, not 120. It checks the membership
 * and the steps, writes the ticks with who made them (a tick already there stays as it was),
 * moves the member's last-played time and writes one event per new tick for the run's open
 * pages (D45), told once the caller's transaction has committed (tellRunChanged). Ticks only; answers whether the player plays the run and which of the ids are
 * the checklist's steps (the others are not written).
 */
export async function tickStepsIn(
  db: Database | Tx,
  userId: string,
  checklistId: string,
  runId: string,
  stepIds: string[],
): Promise<{ member: boolean; steps: string[] }> {
  const ids = `{${stepIds.filter((id) => UUID.test(id)).join(",")}}`;
  const [result] = rowsOf<{ runId: string | null; steps: string[] }>(
    await db.execute(sql`
    with run as (
      select run_id from run_members
      where user_id = ${userId} and checklist_id = ${checklistId} and run_id = ${runId}::uuid
    ),
    step as (
      select id from checklist_steps where checklist_id = ${checklistId} and id = any(${ids}::uuid[])
    ),
    played as (
      update run_members set last_played_at = now()
      where run_id = (select run_id from run) and user_id = ${userId} and exists (select 1 from step)
      returning run_id
    ),
    written as (
      insert into run_ticks (run_id, step_id, ticked_by)
      select played.run_id, step.id, ${userId} from step, played
      on conflict do nothing returning step_id
    ),
    locked as (${lockRunForEvent(sql`(select run_id from played)`)}),
    event as (
      insert into run_events (run_id, type, data)
      select locked.id, 'tick',
        jsonb_build_object('stepId', written.step_id, 'at', ${utcIso(sql`now()`)}, 'by', ${personJson(sql`u`)})
      from locked, written, users u where u.id = ${userId}
      returning 1
    )
    select (select run_id::text from run) as "runId",
           (select coalesce(array_agg(id::text), '{}') from step) as steps`),
  );
  return { member: Boolean(result?.runId), steps: result?.steps ?? [] };
}
