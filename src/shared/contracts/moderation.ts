import { z } from "zod";
import { REJECT_REASON_REQUIRED } from "../community.ts";
import { english } from "../i18n/message.ts";
import { LIMITS } from "../limits.ts";
import { checklistSchema, materialSchema, pageOf, stepContentSchema } from "./checklists.ts";
import { requiredInputText } from "./common.ts";
import { deprecatedAlias } from "./handle-alias.ts";
import { languageSchema } from "./languages.ts";

/** Every moderation action the log keeps (the log's column takes the same values). */
export const MODERATION_ACTIONS = [
  "approve",
  "reject",
  "approve_revision",
  "reject_revision",
  "delete",
  "dismiss_reports",
  "unpublish",
  "reopen_reports",
] as const;

export { REJECT_REASON_REQUIRED };

export const queueItemSchema = z
  .object({
    id: z.string(),
    customId: z.string(),
    title: z.string(),
    description: z.string(),
    stepCount: z.number().int(),
    language: languageSchema.describe("D65: the language it (or the pending edit) is written in"),
    authorName: z.string(),
    authorHandle: z.string().nullable(),
    authorCustomId: deprecatedAlias(z.string().nullable(), "authorHandle"),
    kind: z
      .enum(["new", "resubmitted", "revision"])
      .describe("A new checklist, one sent again after its rejection, or a pending edit of an approved one"),
    submittedAt: z.string(),
    authorReplied: z
      .boolean()
      .describe("The author wrote last in the checklist's conversation: a reply waits for a moderator (D32)"),
  })
  .meta({ id: "QueueItem" });
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queuePageSchema = pageOf(queueItemSchema, "QueuePage");
export type QueuePage = z.infer<typeof queuePageSchema>;

const stepSideSchema = z.object({
  title: z.string(),
  description: z.string().describe("As written (Markdown, D51)"),
  materials: z.array(materialSchema),
  linkName: z
    .string()
    .nullable()
    .describe("The step's game link as it reads ('Stone Age'), null for none (D61)"),
});

const stepChangeSchema = z.object({ id: z.string(), before: stepSideSchema, after: stepSideSchema });

export const revisionDiffSchema = z
  .object({
    fields: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
    stepsAdded: z.array(stepContentSchema),
    stepsRemoved: z.array(stepContentSchema),
    stepsChanged: z.array(stepChangeSchema),
    stepsReordered: z.boolean(),
    sectionsAdded: z.array(z.string()).describe("D50: titles of the sections it adds"),
    sectionsRemoved: z.array(z.string()).describe("Titles of the sections it removes"),
    sectionsRenamed: z.array(z.object({ before: z.string(), after: z.string() })),
    stepsMoved: z
      .array(
        z.object({
          id: z.string(),
          title: z.string(),
          from: z.string().nullable(),
          to: z.string().nullable(),
        }),
      )
      .describe("Kept steps now under another section (section titles; null: no section)"),
  })
  .meta({ id: "RevisionDiff" });

export const moderationEntrySchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS),
    moderatorName: z.string(),
    reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "ModerationEntry" });
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;

export const reviewSchema = z
  .object({
    checklist: checklistSchema,
    changes: revisionDiffSchema
      .nullable()
      .describe("For a pending edit: what it changes against the live version"),
    changesSinceRejection: revisionDiffSchema
      .nullable()
      .describe("For a checklist resubmitted after its rejection: what changed since the rejected version"),
    history: z.array(moderationEntrySchema),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof reviewSchema>;

export const rejectBodySchema = z
  .object({
    reason: requiredInputText(
      LIMITS.rejectionReason,
      REJECT_REASON_REQUIRED,
      english("validation.reasonTooLong", `A reason can be at most ${LIMITS.rejectionReason} characters.`, {
        max: LIMITS.rejectionReason,
      }),
    ),
  })
  .strict();

export const analyticsTotalsSchema = z
  .object({
    days: z.number().int(),
    items: z.array(z.object({ path: z.string(), views: z.number().int() })),
  })
  .meta({ id: "AnalyticsTotals" });
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;
