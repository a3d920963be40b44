import { z } from "zod";
import { deprecatedAlias } from "./handle-alias.ts";
import { runNoteSchema, runPersonSchema, type runTickSchema } from "./runs.ts";

/**
 * D45: the events of GET /api/runs/{runId}/events. Each is sent as a Server-Sent Event named
 * by its type, its id the one a page catches up from (Last-Event-ID), its data this JSON.
 */
export const runUntickSchema = z
  .object({ stepId: z.string(), by: runPersonSchema.nullable() })
  .meta({ id: "RunUntick" });

export const RUN_MEMBER_CHANGES = ["joined", "left", "removed", "ended"] as const;
export const runMemberChangeSchema = z
  .object({
    handle: z.string(),
    customId: deprecatedAlias(z.string(), "handle"),
    change: z.enum(RUN_MEMBER_CHANGES),
  })
  .meta({ id: "RunMemberChange" });

/** A step's note saved (the note) or removed (null) (D46); a page reads the run again. */
export const runNoteEventSchema = z
  .object({ stepId: z.string(), note: runNoteSchema.nullable() })
  .meta({ id: "RunNoteEvent" });

/**
 * D73: the last event of a stream whose reader lost the right to it, saying why: the run
 * ended, the reader left or was removed, the run is no longer shared, its checklist is no
 * longer readable to them, or their account is gone. 'restarting': the server is stopping,
 * and the page reconnects (to another server). It carries no id.
 */
export const RUN_CLOSED_REASONS = [
  "ended",
  "removed",
  "private",
  "unavailable",
  "signed-out",
  "restarting",
] as const;
export type RunClosedReason = (typeof RUN_CLOSED_REASONS)[number];
export const runClosedEventSchema = z
  .object({ reason: z.enum(RUN_CLOSED_REASONS) })
  .meta({ id: "RunClosedEvent" });

/**
 * D70: a member's claim on a material, as it now stands (`count` 0: dropped, or ended). Members
 * only: a guest's stream never carries it (D73, features/runs/readers.ts).
 */
export const runClaimEventSchema = z
  .object({ item: z.string(), by: runPersonSchema, count: z.number().int() })
  .meta({ id: "RunClaimEvent" });

export type RunEvent =
  | { type: "tick"; data: z.infer<typeof runTickSchema> }
  | { type: "untick"; data: z.infer<typeof runUntickSchema> }
  | { type: "member"; data: z.infer<typeof runMemberChangeSchema> }
  | { type: "note"; data: z.infer<typeof runNoteEventSchema> }
  | { type: "claim"; data: z.infer<typeof runClaimEventSchema> };
