/**
 * A run's events for its open pages (D45, decisions/028): written to run_events in the same
 * transaction as the change they tell of; the insert NOTIFYs 'run_events' (drizzle/0020) and
 * every app server's hub (event-hub.ts) sends them on. A tick's event is told by its writer
 * right after the commit instead (drizzle/0043): a NOTIFY in the tick's own commit would make
 * every tick wait for the one before it to reach the disk.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Database, type Db, rowsOf } from "#server/db/client.ts";
import { given, runStatement, statement } from "#server/db/prepared.ts";
import type { RunEvent } from "#shared/contracts/run-events.ts";
import type { RunEventType } from "#shared/runs.ts";

/** Events older than this are removed (housekeeping); a page away longer reads the run again. */
const KEPT_FOR = "1 day";

/**
 * The run's row, locked until the transaction ends: one run's events are written one at a time,
 * so their ids are committed in order and a page that has seen id n has seen every earlier one.
 * Inserting a tick or a member only takes a key-share lock on it, which this does not block.
 */
export function lockRunForEvent(runId: SQL): SQL {
  return sql`select id from runs where id = ${runId} for no key update`;
}

/** A timestamp as JavaScript's toISOString writes it (the Run's `at`). */
export function utcIso(at: SQL): SQL {
  return sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A users row `u` as a RunPerson (with `customId`, the handle's old name: handle-alias.ts). */
export function personJson(u: SQL): SQL {
  return sql`jsonb_build_object('handle', ${u}.handle, 'customId', ${u}.handle, 'displayName', ${u}.display_name, 'avatarUrl', ${u}.avatar_url)`;
}

/**
 * Tells the run's open pages of `event` (D45): written with the caller's transaction (pass it
 * as `db`), so it is sent when, and only if, the change commits. Nothing is written for a run
 * that no longer exists. Ticks write theirs in their own statement (ticks.ts).
 */
export async function publishRunEvent(db: Db, runId: string, event: RunEvent): Promise<void> {
  await db.execute(sql`with locked as (${lockRunForEvent(sql`${runId}::uuid`)})
    insert into run_events (run_id, type, data)
    select id, ${event.type}, ${JSON.stringify(event.data)}::jsonb from locked`);
}

const TELL_EVENT = statement(sql`select pg_notify('run_events', run_event_notification(e))
  from run_events e where id = ${given("eventId")}`);

/**
 * Tells every app server of a committed event, as the trigger tells the others (drizzle/0043).
 * It writes nothing, so its commit does not wait for the disk. The change has committed: a
 * failure here is logged, not answered; the run's next event (or a page's reconnection) brings it.
 */
export async function tellRunEvent(db: Database, eventId: string): Promise<void> {
  await runStatement(db, TELL_EVENT, { eventId }).catch((error) => {
    console.error(`Run events: telling of event ${eventId} failed:`, error);
  });
}

/** Tells every app server that the run has new committed events to read (many ticks at once). */
export async function tellRunChanged(db: Database, runId: string): Promise<void> {
  await db.execute(sql`select pg_notify('run_events', ${runId})`).catch((error) => {
    console.error(`Run events: telling of run ${runId} failed:`, error);
  });
}

/** The id of the run's last event before `since` (0: none): a reader's replay starts after it (D73). */
export async function lastEventIdBefore(db: Db, runId: string, since: Date): Promise<number> {
  const [row] = rowsOf<{ id: string | number | null }>(
    await db.execute(sql`select max(id) as id from run_events
      where run_id = ${runId} and created_at < ${since.toISOString()}::timestamptz`),
  );
  return Number(row?.id ?? 0);
}

export interface StoredRunEvent {
  id: number;
  type: RunEventType;
  data: unknown;
}

/** The run's events after `afterId`, oldest first, at most `limit`. */
export async function runEventsAfter(db: Db, runId: string, afterId: number, limit: number) {
  const rows = rowsOf<{ id: string | number; type: RunEventType; data: unknown }>(
    await db.execute(sql`select id, type, data from run_events
      where run_id = ${runId} and id > ${afterId} order by id limit ${limit}`),
  );
  return rows.map((row): StoredRunEvent => ({ id: Number(row.id), type: row.type, data: row.data }));
}

/** The id of the run's latest event (0: none), where a page with no Last-Event-ID starts. */
export async function latestRunEventId(db: Db, runId: string): Promise<number> {
  const [row] = rowsOf<{ id: string | number | null }>(
    await db.execute(sql`select max(id) as id from run_events where run_id = ${runId}`),
  );
  return Number(row?.id ?? 0);
}

export async function runExists(db: Db, runId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from runs where id = ${runId}`)).length > 0;
}

/** Housekeeping: events older than a day (a page reconnecting later reads the run again). */
export async function pruneRunEvents(db: Db): Promise<void> {
  await db.execute(sql`delete from run_events where created_at < now() - ${KEPT_FOR}::interval`);
}
