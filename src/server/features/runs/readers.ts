/**
 * Who may read a run, and what of it (D44, D46, D47, D73): the run's read, its page and its
 * event stream all ask here, so a stream never carries what GET /api/runs/{runId} would refuse.
 */
import type { RunClosedReason } from "#shared/contracts/run-events.ts";
import type { RunEventType } from "#shared/runs.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { canSee } from "../checklists/visibility.ts";
import type { RunRow } from "./read-model.ts";

/**
 * A reader's right to a run: a member reads all of it, a guest of a run shared by link its
 * ticks, progress and players, never its notes (D46, D73). `since`: when that right began;
 * a replay from Last-Event-ID gives nothing older.
 */
export interface RunReader {
  kind: "member" | "guest";
  since: Date;
}

/** D47: shared by link, of an approved checklist: anyone may read it, its page and its image. */
export function isSharedRun(row: Pick<RunRow, "visibility" | "status">): boolean {
  return row.visibility === "link" && row.status === "approved";
}

/** The viewer's right to the run, or null when the run is missing to them (D11, D44, D47). */
export function readerOf(row: RunRow, viewer: SessionUser | null): RunReader | null {
  if (!canSee(row, viewer)) return null;
  if (row.role !== null) return { kind: "member", since: row.joinedAt ?? row.createdAt };
  if (isSharedRun(row)) return { kind: "guest", since: row.sharedAt ?? row.createdAt };
  return null;
}

/**
 * The events a guest's stream carries: what a guest's read of the run shows (D73). Notes and
 * claims (D46, D70), which name who wrote or claimed, are for members only.
 */
const GUEST_EVENTS: ReadonlySet<RunEventType> = new Set(["tick", "untick", "member"]);

export function mayReceive(reader: RunReader, type: RunEventType): boolean {
  return reader.kind === "member" || GUEST_EVENTS.has(type);
}

/**
 * A reader's right after the run, its checklist or its members changed (`row`: the run as the
 * viewer finds it now, null when it is gone): the same or wider (a guest who joined), or the
 * reason their stream ends. A member who leaves or is removed gets nothing more, even from a
 * run shared by link: their page reads the run again, as a guest if it may.
 */
export function readerNow(
  row: RunRow | null,
  viewer: SessionUser | null,
  before: RunReader,
): RunReader | RunClosedReason {
  if (!row) return "ended";
  if (!canSee(row, viewer)) return "unavailable";
  if (before.kind === "member" && row.role === null) return "removed";
  return readerOf(row, viewer) ?? "private";
}
