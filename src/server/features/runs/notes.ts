/** Notes and coordinates on a run's steps (D46): written and read by the run's members only. */
import { sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import { type Database, rowsOf } from "#server/db/client.ts";
import { isForeignKeyViolation } from "#server/db/errors.ts";
import { runMissing, stepMissing } from "#server/errors.ts";
import { withHandleAlias } from "#shared/contracts/handle-alias.ts";
import type { RunNote, RunNoteInput } from "#shared/contracts/runs.ts";
import type { Player } from "../auth/current-user.ts";
import { hitRateLimit } from "../rate-limit/service.ts";
import { publishRunEvent } from "./events.ts";
import { type NoteRow, noteOf } from "./note-list.ts";
import { notPlayable, playedRun } from "./service.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The run a note is written in and the step it is on: a run the player plays (404
 * run_missing otherwise, as every run route), of an approved checklist (409), and one of its
 * checklist's current steps (404 step_missing). Counted as an edit (D6) once found.
 */
async function notedStep(db: Database, config: AppConfig, player: Player, runId: string, stepId: string) {
  const row = await playedRun(db, runId, player.user);
  if (row.status !== "approved") throw notPlayable();
  if (!UUID.test(stepId)) throw stepMissing();
  const step = rowsOf(
    await db.execute(
      sql`select 1 from checklist_steps where id = ${stepId} and checklist_id = ${row.checklistId}`,
    ),
  );
  if (step.length === 0) throw stepMissing();
  await hitRateLimit(db, `edit:user:${player.user.id}`, config.rateLimits.editPerUser);
  return { run: row, stepId: stepId.toLowerCase() };
}

/** The player still plays the run as the write happens (a removal may have come between). */
const stillMember = (runId: string, userId: string) =>
  sql`exists (select 1 from run_members where run_id = ${runId} and user_id = ${userId})`;

/**
 * PUT /api/runs/{runId}/steps/{stepId}/note: the step's note in the run is now `input` (what
 * it leaves out is no longer there); the note as saved. The one place a note is written.
 */
export async function saveNote(
  db: Database,
  config: AppConfig,
  player: Player,
  runId: string,
  stepId: string,
  input: RunNoteInput,
): Promise<RunNote> {
  const { run, stepId: step } = await notedStep(db, config, player, runId, stepId);
  const coords = input.coords ?? null;
  // The note and its event (D45) commit together.
  return db.transaction(async (tx) => {
    const saved = await tx
      .execute(
        sql`insert into run_step_notes (run_id, step_id, text, x, y, z, dimension, updated_by)
        select ${run.id}, ${step}, ${input.text ?? null}, ${coords?.x ?? null}::int, ${coords?.y ?? null}::int,
          ${coords?.z ?? null}::int, ${coords?.dimension ?? null}, ${player.user.id}
        where ${stillMember(run.id, player.user.id)}
        on conflict (run_id, step_id) do update set text = excluded.text, x = excluded.x, y = excluded.y,
          z = excluded.z, dimension = excluded.dimension, updated_by = excluded.updated_by, updated_at = now()
        returning step_id::text as "stepId", text, x, y, z, dimension,
          to_char(updated_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`,
      )
      .catch((error) => {
        // An approved edit removed the step between the look and the write.
        throw isForeignKeyViolation(error) ? stepMissing() : error;
      });
    const [row] = rowsOf<NoteRow>(saved);
    if (!row) throw runMissing();
    const { handle, displayName, avatarUrl } = player.user;
    const note = noteOf(row, withHandleAlias({ handle, displayName, avatarUrl }));
    await publishRunEvent(tx, run.id, { type: "note", data: { stepId: note.stepId, note } });
    return note;
  });
}

/** DELETE /api/runs/{runId}/steps/{stepId}/note: the step has no note in the run (again, or already). */
export async function clearNote(
  db: Database,
  config: AppConfig,
  player: Player,
  runId: string,
  stepId: string,
): Promise<void> {
  const { run, stepId: step } = await notedStep(db, config, player, runId, stepId);
  await db.transaction(async (tx) => {
    const removed = await tx.execute(
      sql`delete from run_step_notes where run_id = ${run.id} and step_id = ${step}
        and ${stillMember(run.id, player.user.id)} returning step_id::text as "stepId"`,
    );
    const [gone] = rowsOf<{ stepId: string }>(removed);
    if (gone) await publishRunEvent(tx, run.id, { type: "note", data: { stepId: gone.stepId, note: null } });
  });
}
