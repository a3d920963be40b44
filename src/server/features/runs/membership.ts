import { sql } from "drizzle-orm";
import { type Database, rowsOf, type Tx } from "#server/db/client.ts";
import { runMembers, runs } from "#server/db/schema/index.ts";
import { AppError, unauthenticated } from "#server/errors.ts";
import { withHandleAlias } from "#shared/contracts/handle-alias.ts";
import { FIRST_RUN_NAME, type RunRole, TOO_MANY_RUNS, UNFINISHED_RUNS_MAX } from "#shared/runs.ts";
import { firstRunOf } from "../checklists/first-run.ts";
import { publishRunEvent } from "./events.ts";

/**
 * Holds the player's account row until the transaction ends: one player's runs are started and
 * joined one at a time, so two presses at once never make two first runs or pass the limit of
 * unfinished runs together; an account deletion waits, or went first (then: signed out).
 */
export async function holdPlayer(tx: Tx, userId: string): Promise<void> {
  const held = rowsOf(await tx.execute(sql`select id from users where id = ${userId} for no key update`));
  if (held.length === 0) throw unauthenticated();
}

/**
 * Holds the run's row until the transaction ends, in a statement of its own: joins of one run
 * are counted one at a time, each after the one before committed (D44's RUN_MEMBERS_MAX). The
 * lock does not block ticks or notes, which only take a key-share lock on the run. False when
 * the run is gone.
 */
export async function holdRun(tx: Tx, runId: string): Promise<boolean> {
  const held = rowsOf(await tx.execute(sql`select id from runs where id = ${runId} for no key update`));
  return held.length > 0;
}

/** A run that is not finished: its checklist has steps not all ticked (or none at all). */
const UNFINISHED = sql`not (c.step_count > 0
  and (select count(*) from run_ticks t where t.run_id = m.run_id) >= c.step_count)`;

/** D43: refuses (409) a player who already plays UNFINISHED_RUNS_MAX unfinished runs of the checklist. */
export async function refuseOverRunLimit(tx: Tx, userId: string, checklistId: string): Promise<void> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from run_members m
      join checklists c on c.id = m.checklist_id
      where m.user_id = ${userId} and m.checklist_id = ${checklistId} and ${UNFINISHED}`),
  );
  if (Number(row?.n ?? 0) >= UNFINISHED_RUNS_MAX) throw new AppError("too_many_runs", TOO_MANY_RUNS);
}

/** A new run of `checklistId` owned by the player (its owner is its first member); its id. */
export async function insertRun(tx: Tx, userId: string, checklistId: string, name: string): Promise<string> {
  const [run] = await tx
    .insert(runs)
    .values({ checklistId, ownerId: userId, name })
    .returning({ id: runs.id });
  if (!run) throw new Error("The run was not made.");
  await tx.insert(runMembers).values({ runId: run.id, checklistId, userId, role: "owner" });
  return run.id;
}

/** Join (per checklist): the player's first run, 'My run', unless they play one already. */
export async function startFirstRun(db: Database, userId: string, checklistId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await holdPlayer(tx, userId);
    if (rowsOf(await tx.execute(firstRunOf(userId, checklistId))).length > 0) return;
    await insertRun(tx, userId, checklistId, FIRST_RUN_NAME);
  });
}

/**
 * Ends the player's part in a run: its owner ends the run (its members and ticks go, D37); a
 * member leaves it (their ticks stay, attributed, D44). What they were, or null when they
 * were not in it. The member's row is locked first, so a tick at the same moment goes wholly
 * before (and goes with the run) or finds them gone.
 */
export async function leaveRun(db: Database, userId: string, runId: string): Promise<RunRole | null> {
  return db.transaction(async (tx) => {
    const [member] = rowsOf<{ role: RunRole; handle: string }>(
      await tx.execute(
        sql`select m.role, u.handle from run_members m join users u on u.id = m.user_id
          where m.run_id = ${runId} and m.user_id = ${userId} for update of m`,
      ),
    );
    if (!member) return null;
    if (member.role === "owner") {
      // Its open pages are told by the delete's trigger (drizzle/0028).
      await tx.execute(sql`delete from runs where id = ${runId}`);
    } else {
      await tx.execute(sql`delete from run_members where run_id = ${runId} and user_id = ${userId}`);
      await publishRunEvent(tx, runId, {
        type: "member",
        data: withHandleAlias({ handle: member.handle, change: "left" }),
      });
    }
    return member.role;
  });
}

/** Leave (per checklist): ends or leaves the player's first run of it, if they play one. */
export async function leaveFirstRun(db: Database, userId: string, checklistId: string): Promise<void> {
  const [first] = rowsOf<{ run_id: string }>(await db.execute(firstRunOf(userId, checklistId)));
  if (first) await leaveRun(db, userId, first.run_id);
}

/** The ticked steps of the player's first run of the checklist, or null when they play none. */
export async function firstRunTicks(
  db: Database,
  userId: string,
  checklistId: string,
): Promise<string[] | null> {
  const [row] = rowsOf<{ run_id: string | null; ticked: string[] }>(
    await db.execute(sql`with first_run as (${firstRunOf(userId, checklistId)})
      select (select run_id::text from first_run) as run_id,
        (select coalesce(array_agg(step_id::text), '{}') from run_ticks
          where run_id = (select run_id from first_run)) as ticked`),
  );
  return row?.run_id ? row.ticked : null;
}
