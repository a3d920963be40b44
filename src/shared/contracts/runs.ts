import { z } from "zod";
import { LIMITS } from "../limits.ts";
import {
  DIMENSION_INVALID,
  DIMENSIONS,
  HORIZONTAL_MAX,
  NOTE_EMPTY,
  NOTE_MAX,
  NOTE_TOO_LONG,
  X_INVALID,
  Y_INVALID,
  Y_MAX,
  Y_MIN,
  Z_INVALID,
} from "../run-notes.ts";
import { RUN_NAME_REQUIRED, RUN_NAME_TOO_LONG, RUN_ROLES, RUN_VISIBILITIES } from "../runs.ts";
import { errorAnswers, inputText, pathId, requiredInputText } from "./common.ts";
import { discordSettingSchema } from "./discord.ts";
import { deprecatedAlias } from "./handle-alias.ts";

/** D43: a run's name, 1–40 characters that show. */
export const runNameSchema = requiredInputText(LIMITS.runName, RUN_NAME_REQUIRED, RUN_NAME_TOO_LONG);

export const newRunInputSchema = z.object({ name: runNameSchema }).strict().meta({ id: "NewRunInput" });
export type NewRunInput = z.infer<typeof newRunInputSchema>;

export const runChangeSchema = z
  .object({ name: runNameSchema.optional(), visibility: z.enum(RUN_VISIBILITIES).optional() })
  .strict()
  .meta({ id: "RunChange" });
export type RunChange = z.infer<typeof runChangeSchema>;

export const runParamsSchema = z.object({ runId: pathId("The run's id") });
export const runStepParamsSchema = z.object({ runId: pathId("The run's id"), stepId: pathId() });
/** What a member's change to one step of a run (its tick, its note) can be refused with. */
export const runStepErrors = errorAnswers(
  "unauthenticated",
  "run_missing",
  "step_missing",
  "checklist_not_approved",
  "rate_limited",
);

/** A person as a run shows them (D39: the handle beside the name). */
export const runPersonSchema = z
  .object({
    handle: z.string(),
    customId: deprecatedAlias(z.string(), "handle"),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: "RunPerson" });
export type RunPerson = z.infer<typeof runPersonSchema>;

export const runMemberSchema = runPersonSchema
  .extend({ role: z.enum(RUN_ROLES), joinedAt: z.string() })
  .meta({ id: "RunMember" });
export type RunMember = z.infer<typeof runMemberSchema>;

/** D44: a ticked step, who ticked it (null: an account deleted since) and when. */
export const runTickSchema = z
  .object({ stepId: z.string(), at: z.string(), by: runPersonSchema.nullable() })
  .meta({ id: "RunTick" });
export type RunTick = z.infer<typeof runTickSchema>;

/** A whole number within `min`…`max`, every failure named by one message (D46). */
const coordinate = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const coordsSchema = z
  .object({
    x: coordinate(-HORIZONTAL_MAX, HORIZONTAL_MAX, X_INVALID),
    y: coordinate(Y_MIN, Y_MAX, Y_INVALID),
    z: coordinate(-HORIZONTAL_MAX, HORIZONTAL_MAX, Z_INVALID),
    dimension: z.enum(DIMENSIONS, { error: DIMENSION_INVALID }),
  })
  .strict()
  .meta({ id: "Coords" });

/**
 * D46: a note (1–200 characters that show) and coordinates on one step of a run, either or
 * both; a body with neither is refused (422 naming `text`): 'Remove note' is DELETE.
 */
export const runNoteInputSchema = z
  .object({
    text: requiredInputText(NOTE_MAX, NOTE_EMPTY, NOTE_TOO_LONG).optional(),
    coords: coordsSchema.optional(),
  })
  .strict()
  .refine((body) => body.text !== undefined || body.coords !== undefined, {
    error: NOTE_EMPTY,
    path: ["text"],
  })
  .meta({ id: "RunNoteBody", minProperties: 1 });
export type RunNoteInput = z.infer<typeof runNoteInputSchema>;

/** A step's note in a run (D46), who wrote it last (null: an account deleted since) and when. */
export const runNoteSchema = z
  .object({
    stepId: z.string(),
    text: z.string().nullable(),
    coords: coordsSchema.nullable(),
    by: runPersonSchema.nullable(),
    at: z.string(),
  })
  .meta({ id: "RunNote" });
export type RunNote = z.infer<typeof runNoteSchema>;

/**
 * One run as a member sees it (GET /api/runs/{runId}). The live events of issue 25 add their
 * own fields beside `ticks` and `notes`.
 */
export const runSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    visibility: z.enum(RUN_VISIBILITIES),
    createdAt: z.string(),
    checklistId: z.string(),
    checklistCustomId: z.string(),
    checklistTitle: z.string(),
    role: z.enum(RUN_ROLES).nullable().describe("The viewer's part in it; null for a reader of a shared run"),
    first: z.boolean().describe("Whether this is the viewer's first run of the checklist (D43)"),
    owner: runPersonSchema,
    members: z.array(runMemberSchema),
    ticks: z.array(runTickSchema),
    completedStepIds: z.array(z.string()),
    notes: z
      .array(runNoteSchema)
      .describe("The steps' notes (D46), for the run's members only: empty for a reader of a shared run"),
    done: z.number().int(),
    total: z.number().int(),
    percent: z.number().int(),
    completed: z.boolean(),
    invitePath: z
      .string()
      .nullable()
      .describe(
        "The owner's invite link, /runs/{runId}/join/{token} (D44); null for others or before one is made",
      ),
    inviteExpiresAt: z
      .string()
      .nullable()
      .describe(
        "When the owner's invite link stops working, 7 days after it was made (D74); null with invitePath",
      ),
    discord: discordSettingSchema
      .nullable()
      .describe("D72: the run's Discord channel, masked, for its owner only; null for others or without one"),
  })
  .meta({ id: "Run" });
export type Run = z.infer<typeof runSchema>;

/** A run in the list of a player's runs of one checklist (its switcher). */
export const runChangesSchema = z
  .object({
    added: z.array(z.string()).describe("Ids of steps added since"),
    changed: z.array(z.string()).describe("Ids of steps edited since"),
    removed: z.array(z.string()).describe("Titles of steps removed since"),
  })
  .meta({ id: "RunChanges" });
export type RunChanges = z.infer<typeof runChangesSchema>;

export const runSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    visibility: z.enum(RUN_VISIBILITIES),
    role: z.enum(RUN_ROLES),
    first: z.boolean(),
    owner: runPersonSchema,
    memberCount: z.number().int(),
    together: z
      .boolean()
      .describe(
        "Played with others or open to them: other members, ticks by someone who left, or an invite link",
      ),
    noteCount: z.number().int().describe("How many of its steps have a note (D46)"),
    done: z.number().int(),
    total: z.number().int(),
    percent: z.number().int(),
    completed: z.boolean(),
    createdAt: z.string(),
    changes: runChangesSchema
      .nullable()
      .describe(
        "Unfinished runs: what approved edits changed since the player started or last dismissed it (D48)",
      ),
  })
  .meta({ id: "RunSummary" });
export type RunSummary = z.infer<typeof runSummarySchema>;

export const runListSchema = z
  .object({ items: z.array(runSummarySchema).describe("The runs the player plays, the first joined first") })
  .meta({ id: "RunList" });
export type RunList = z.infer<typeof runListSchema>;

export const runMemberParamsSchema = z.object({
  runId: pathId("The run's id"),
  handle: pathId("The member's handle"),
});
export const invitationParamsSchema = z.object({
  runId: pathId("The run's id"),
  token: pathId("The invite link's token"),
});

export const joinRunInputSchema = z
  .object({ token: inputText(200).min(1).describe("The token of the run's invite link (D44)") })
  .strict()
  .meta({ id: "JoinRunInput" });
export type JoinRunInput = z.infer<typeof joinRunInputSchema>;

export const inviteLinkSchema = z
  .object({
    invitePath: z.string().describe("/runs/{runId}/join/{token}; the previous link no longer works"),
    inviteExpiresAt: z.string().describe("When this link stops working, 7 days from now (D74)"),
  })
  .meta({ id: "InviteLink" });
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** What an invite link opens, before joining (D44): whose run of which checklist. */
export const invitationSchema = z
  .object({
    runId: z.string(),
    runName: z.string(),
    owner: runPersonSchema,
    checklistId: z.string(),
    checklistCustomId: z.string(),
    checklistTitle: z.string(),
    memberCount: z.number().int(),
    member: z.boolean().describe("Whether the viewer plays it already"),
    full: z.boolean(),
  })
  .meta({ id: "Invitation" });
export type Invitation = z.infer<typeof invitationSchema>;
