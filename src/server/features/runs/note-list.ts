/** A run's notes as its members read them (D46). */
import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { runStepNotes, users } from "#server/db/schema/index.ts";
import { withHandleAlias } from "#shared/contracts/handle-alias.ts";
import type { RunNote } from "#shared/contracts/runs.ts";
import type { Dimension } from "#shared/run-notes.ts";
import type { RunRow } from "./read-model.ts";

export interface NoteRow {
  stepId: string;
  text: string | null;
  x: number | null;
  y: number | null;
  z: number | null;
  dimension: Dimension | null;
  at: Date | string;
}

export function noteOf(row: NoteRow, by: RunNote["by"]): RunNote {
  const { x, y, z, dimension } = row;
  return {
    stepId: row.stepId,
    text: row.text,
    coords: x !== null && y !== null && z !== null && dimension !== null ? { x, y, z, dimension } : null,
    by,
    at: new Date(row.at).toISOString(),
  };
}

/** The run's notes for GET /api/runs/{runId}: its members' only (D46), none for anyone else. */
export async function notesOf(db: Db, run: RunRow): Promise<RunNote[]> {
  if (run.role === null) return [];
  const rows = await db
    .select({
      stepId: runStepNotes.stepId,
      text: runStepNotes.text,
      x: runStepNotes.x,
      y: runStepNotes.y,
      z: runStepNotes.z,
      dimension: runStepNotes.dimension,
      at: runStepNotes.updatedAt,
      handle: users.handle,
      displayName: users.displayName,
      avatarUrl: users.avatarUrl,
    })
    .from(runStepNotes)
    .leftJoin(users, eq(users.id, runStepNotes.updatedBy))
    .where(eq(runStepNotes.runId, run.id))
    .orderBy(asc(runStepNotes.updatedAt));
  return rows.map((row) =>
    noteOf(
      row,
      row.handle !== null && row.displayName !== null
        ? withHandleAlias({ handle: row.handle, displayName: row.displayName, avatarUrl: row.avatarUrl })
        : null,
    ),
  );
}
