import { z } from "zod";
import { checklistSummarySchema, pageOf } from "./checklists.ts";
import { pathId } from "./common.ts";

export const likeStateSchema = z
  .object({ liked: z.boolean(), likes: z.number().int() })
  .meta({ id: "LikeState" });
export type LikeState = z.infer<typeof likeStateSchema>;

export const saveStateSchema = z.object({ saved: z.boolean() }).meta({ id: "SaveState" });
export type SaveState = z.infer<typeof saveStateSchema>;

/** A player's progress on one checklist (D10: by step id). */
export const progressSchema = z
  .object({
    joined: z.boolean(),
    completedStepIds: z.array(z.string()),
    done: z.number().int(),
    total: z.number().int(),
    percent: z.number().int(),
    completed: z.boolean(),
  })
  .meta({ id: "Progress" });
export type Progress = z.infer<typeof progressSchema>;

/**
 * The answer to a tick or untick (decision 047), the same through the run's route and the
 * per-checklist alias (the player's first run): the run's ticked steps after it, what the
 * sender's page needs; who ticked what comes with the run and its live events (D44, D45).
 */
export const stepDoneSchema = progressSchema
  .extend({ runId: z.string().describe("The run ticked (D43)") })
  .meta({ id: "StepDone" });
export type StepDone = z.infer<typeof stepDoneSchema>;

/** In progress / completed: a run the player plays (D43), as its checklist's card with the run's progress. */
export const progressItemSchema = checklistSummarySchema
  .extend({
    done: z.number().int(),
    total: z.number().int(),
    percent: z.number().int(),
    runId: z.string().describe("The run (D43); the card's `id` is its checklist's"),
    runName: z.string(),
  })
  .meta({ id: "ChecklistWithProgress" });
export type ProgressItem = z.infer<typeof progressItemSchema>;
export const progressPageSchema = pageOf(progressItemSchema, "ChecklistWithProgressPage");
export type ProgressPage = z.infer<typeof progressPageSchema>;

export const stepParamsSchema = z.object({ address: pathId("customId, else document id"), stepId: pathId() });
