import { z } from "zod";
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
  .object({ customId: z.string(), change: z.enum(RUN_MEMBER_CHANGES) })
  .meta({ id: "RunMemberChange" });

/** A step's note saved (the note) or removed (null) (D46); a page reads the run again. */
export const runNoteEventSchema = z
  .object({ stepId: z.string(), note: runNoteSchema.nullable() })
  .meta({ id: "RunNoteEvent" });

export type RunEvent =
  | { type: "tick"; data: z.infer<typeof runTickSchema> }
  | { type: "untick"; data: z.infer<typeof runUntickSchema> }
  | { type: "member"; data: z.infer<typeof runMemberChangeSchema> }
  | { type: "note"; data: z.infer<typeof runNoteEventSchema> };
