import { z } from "zod";
import { CATEGORY_IDS } from "../categories.ts";
import { CHECKLIST_STATUSES } from "../checklist-statuses.ts";
import { DEFAULT_DIFFICULTY, DIFFICULTIES } from "../difficulties.ts";
import { DEFAULT_EXPLORE_SORT, EXPLORE_SORTS, SEARCH_QUERY_MAX } from "../explore.ts";
import { isItemId, RELEASE_PATTERN } from "../game-versions.ts";
import { LOCALES } from "../i18n/locales.ts";
import { english } from "../i18n/message.ts";
import { DEFAULT_PAGE_SIZE, LIMITS, MAX_PAGE, PAGE_SIZES } from "../limits.ts";
import { CHECKLIST_FIELD_MESSAGES as M, parseTags } from "../rules/checklist-fields.ts";
import { CHECKLIST_ID_MESSAGES, CHECKLIST_ID_USABLE_PATTERN } from "../rules/checklist-id.ts";
import { inputText, requiredInputText } from "./common.ts";
import { gameVersionInputSchema } from "./game.ts";
import { deprecatedAlias } from "./handle-alias.ts";
import { languageSchema } from "./languages.ts";
import { stepLinkInputSchema, stepLinkSchema } from "./step-links.ts";

/** "a|b|c" for a comma-separated list of these values, as a documented pattern. */
function commaListPattern(values: readonly (string | number)[]): RegExp {
  const one = `(?:${values.map((v) => String(v).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`;
  return new RegExp(`^(?:${one}(?:,${one})*)?$`);
}

const difficultySchema = z.enum(DIFFICULTIES);
const statusSchema = z.enum(CHECKLIST_STATUSES);
/** One of the five categories (SPEC §3, ids 0–4), as a range the document states too. */
const UNKNOWN_CATEGORY = english("validation.unknownCategory", "Unknown category.");

const categoryIdSchema = z
  .number(UNKNOWN_CATEGORY)
  .int(UNKNOWN_CATEGORY)
  .min(Math.min(...CATEGORY_IDS), UNKNOWN_CATEGORY)
  .max(Math.max(...CATEGORY_IDS), UNKNOWN_CATEGORY)
  .refine((id) => (CATEGORY_IDS as number[]).includes(id), UNKNOWN_CATEGORY);

// ---- Input -------------------------------------------------------------------------------

/** D51, D60: an item a step needs (a game item's id, or free text for a modded one) and how many. */
export const materialInputSchema = z
  .object({
    item: requiredInputText(LIMITS.materialItemId, M.materialItemRequired, M.materialItemTooLong)
      .refine((item) => isItemId(item) || item.length <= LIMITS.materialItem, M.materialItemTooLong)
      .describe(
        "D60: a game item's id of the guide's version ('minecraft:ender_pearl', GET /api/game/{version}/items), or free text for a modded item",
      ),
    count: z
      .number(M.materialCount)
      .int(M.materialCount)
      .min(1, M.materialCount)
      .max(LIMITS.materialCount, M.materialCount),
  })
  .strict();

const newStepFields = {
  title: requiredInputText(LIMITS.stepTitle, M.stepTitleRequired, M.stepTitleTooLong),
  description: inputText(LIMITS.stepDescription, M.stepDescriptionTooLong)
    .default("")
    .describe(
      "Markdown (D51): paragraphs, **bold**, *italic*, lists, `inline code` and https links; no HTML (shown as text)",
    ),
  materials: z
    .array(materialInputSchema)
    .max(LIMITS.materialsPerStep, M.tooManyMaterials)
    .default([])
    .describe("What the step needs (D51): each item with its count"),
  link: stepLinkInputSchema
    .nullable()
    .default(null)
    .describe(
      "D61: what in the game marks the step done (an advancement, a criterion, a statistic); null for none",
    ),
};

/** A step of a new checklist: it has no id yet (the server gives each one, D10). */
export const newStepInputSchema = z.object(newStepFields).strict();

export const stepInputSchema = z
  .object({
    id: z
      .uuid()
      .optional()
      .describe(
        "The id of one of this checklist's current steps, at most once per edit: keeps that step and players' ticks on it (D10); omit for a new step",
      ),
    ...newStepFields,
  })
  .strict();

/** Create and edit take the same fields; `customId` is sanitized by the server (SPEC §5, D9). */
const checklistFields = {
  customId: inputText(LIMITS.checklistId, CHECKLIST_ID_MESSAGES.tooLong)
    .min(1, CHECKLIST_ID_MESSAGES.required)
    .regex(CHECKLIST_ID_USABLE_PATTERN, CHECKLIST_ID_MESSAGES.required)
    .describe(
      "Sanitized by the server: trimmed, lowercased, spaces to hyphens, only a-z 0-9 _ - kept; it must keep at least one character",
    ),
  title: requiredInputText(LIMITS.checklistTitle, M.titleRequired, M.titleTooLong),
  description: requiredInputText(LIMITS.checklistDescription, M.descriptionRequired, M.descriptionTooLong),
  difficulty: difficultySchema.default(DEFAULT_DIFFICULTY),
  supportedSince: gameVersionInputSchema,
  categories: z
    .array(categoryIdSchema)
    .max(LIMITS.categoriesPerChecklist, M.tooManyCategories)
    .refine(
      (ids) => new Set(ids).size === ids.length,
      english("validation.categoryOnce", "Each category can be chosen once."),
    )
    .meta({ uniqueItems: true })
    .default([]),
  tags: z
    .array(inputText(LIMITS.tagLength, M.tagTooLong))
    .max(LIMITS.tagsPerChecklist, M.tooManyTags)
    .transform((tags) => parseTags(tags.join(",")))
    .pipe(z.array(z.string().max(LIMITS.tagLength, M.tagTooLong)).max(LIMITS.tagsPerChecklist, M.tooManyTags))
    .default([])
    .describe("Trimmed, lowercased, empties and repeats dropped (SPEC §5)"),
  language: languageSchema
    .optional()
    .describe(
      "D65: the language it is written in. Omitted: on create, the author's account language, else the request's (cookie checkcraft_lang, else Accept-Language, else en); on edit, unchanged",
    ),
};

const stepsOf = <T extends z.ZodType>(step: T) =>
  z.array(step).min(1, M.stepsRequired).max(LIMITS.stepsPerChecklist, M.tooManySteps);

/** D50: a section heading and its steps, in order. */
const sectionInputOf = <T extends z.ZodType>(step: T) =>
  z
    .object({
      id: z
        .uuid()
        .optional()
        .describe(
          "The section's id from the checklist read, at most once: a rename then reads as one in the review; omit for a new section",
        ),
      title: requiredInputText(LIMITS.sectionTitle, M.sectionTitleRequired, M.sectionTitleTooLong),
      steps: z.array(step).min(1, M.sectionStepsRequired).max(LIMITS.stepsPerChecklist, M.tooManySteps),
    })
    .strict();

interface StepsAndSections {
  steps?: unknown[] | undefined;
  sections?: { steps: unknown[] }[] | undefined;
}

/** Exactly one of `steps` and `sections`, with at most 200 steps in all. */
function stepsOrSections(input: StepsAndSections, context: z.RefinementCtx) {
  if (input.steps && input.sections) {
    context.addIssue({ code: "custom", path: ["sections"], message: M.stepsOrSections });
  } else if (!input.steps && !input.sections) {
    context.addIssue({ code: "custom", path: ["steps"], message: M.stepsRequired });
  } else if (
    input.sections &&
    input.sections.reduce((sum, section) => sum + section.steps.length, 0) > LIMITS.stepsPerChecklist
  ) {
    context.addIssue({ code: "custom", path: ["sections"], message: M.tooManySteps });
  }
}

/**
 * The steps come either as `steps` (no sections, as before D50) or as `sections`, each with its
 * steps; together at most 200 steps.
 */
const withSteps = <T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  step: T,
  description: string,
  extra?: E,
) =>
  z
    .object({
      ...checklistFields,
      ...(extra as E),
      steps: stepsOf(step).optional().describe("The steps, when the checklist has no sections"),
      sections: z
        .array(sectionInputOf(step))
        .min(1, M.stepsRequired)
        .max(LIMITS.sectionsPerChecklist, M.tooManySections)
        .optional()
        .describe("D50: the steps under section headings, instead of `steps`"),
    })
    .strict()
    .superRefine((input, context) => stepsOrSections(input as StepsAndSections, context))
    // What the refinement says, for the document's readers: exactly one of the two.
    .meta({ description, oneOf: [{ required: ["steps"] }, { required: ["sections"] }] });

// No component ids: input and output differ (tags are normalized), and the OpenAPI
// generator refuses two variants under one name.

/** POST /api/checklists: a new checklist's steps carry no ids; a copy names its source (D52). */
export const createChecklistInputSchema = withSteps(
  newStepInputSchema,
  "A new checklist as its author writes it",
  {
    basedOn: inputText(LIMITS.checklistId, M.basedOnUnavailable)
      .min(1, M.basedOnUnavailable)
      .optional()
      .describe(
        "D52 'Use as template': the document id of the approved checklist this one is a copy of; kept as its 'Based on' link",
      ),
  },
);

/** PATCH /api/checklists/{address}: a kept step names its id (D10). */
export const checklistInputSchema = withSteps(stepInputSchema, "A checklist as its author writes it (edit)");

export type ChecklistInput = z.input<typeof checklistInputSchema>;
export type NewChecklistInput = z.input<typeof createChecklistInputSchema>;
export type SectionInput = NonNullable<ChecklistInput["sections"]>[number];

// ---- Output ------------------------------------------------------------------------------

export const materialSchema = z
  .object({ item: z.string(), count: z.number().int() })
  .meta({ id: "Material" });
export type Material = z.infer<typeof materialSchema>;

/** A material as readers get it: with its item's English name and stack size (D60). */
export const itemMaterialSchema = materialSchema
  .extend({
    name: z.string().describe("The item's English name for the guide's version; free text as written"),
    stackSize: z
      .number()
      .int()
      .describe("How many of it make a stack (1, 16 or 64, from the game's data); 64 for free text"),
  })
  .meta({ id: "ItemMaterial" });
export type ItemMaterial = z.infer<typeof itemMaterialSchema>;

/** A step as its author wrote it (what a revision keeps and a moderator compares). */
export const stepContentSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().describe("As written, in the Markdown subset of D51"),
    materials: z.array(materialSchema),
    link: stepLinkInputSchema
      .nullable()
      .optional()
      .describe("D61; absent in what was stored before links: none"),
  })
  .meta({ id: "StepContent" });
export type StepContent = z.infer<typeof stepContentSchema>;

/** A run of text with its marks; `href` is always an https link (D51). */
export const richInlineSchema = z
  .object({
    text: z.string().describe('Plain text; a line break is "\\n"'),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    code: z.boolean().optional(),
    href: z.string().optional().describe('An https link, to be opened with rel="nofollow ugc noopener"'),
  })
  .meta({ id: "RichInline" });
export type RichInline = z.infer<typeof richInlineSchema>;

/** A paragraph, or a list whose items are runs of text (nested lists are flattened into it). */
export const richBlockSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("paragraph"), text: z.array(richInlineSchema) }),
    z.object({
      kind: z.literal("list"),
      ordered: z.boolean(),
      start: z.number().int().describe("The first number of an ordered list"),
      items: z.array(z.array(richInlineSchema)),
    }),
  ])
  .meta({ id: "RichBlock" });
export type RichBlock = z.infer<typeof richBlockSchema>;

export const stepSchema = stepContentSchema
  .extend({
    materials: z.array(itemMaterialSchema),
    link: stepLinkSchema
      .nullable()
      .describe("D61: what in the game marks the step done, with its English name"),
    descriptionBlocks: z
      .array(richBlockSchema)
      .describe("The description rendered by the server from its Markdown (D51): never HTML"),
  })
  .meta({ id: "Step" });
export type Step = z.infer<typeof stepSchema>;

export const sectionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    stepIds: z.array(z.string()).describe("Its steps' ids, in the order of `steps`"),
  })
  .meta({ id: "Section" });

const sectionsField = z
  .array(sectionSchema)
  .describe(
    "D50: the section headings, each naming its run of `steps`; empty when the checklist has no sections",
  );

/** A card in a list: everything but the steps (D25: `stepCount`, `likes`). */
export const checklistSummarySchema = z
  .object({
    id: z.string().describe("The document id (never changes)"),
    customId: z.string().describe("The URL id: /checklist/{customId}"),
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    difficulty: difficultySchema,
    categories: z.array(z.number().int()),
    supportedSince: z.string(),
    language: languageSchema.describe("D65: the language it is written in"),
    status: statusSchema,
    isApproved: z.boolean().describe("False while a new checklist or a pending edit waits for review"),
    authorId: z.string().nullable().describe("Null once the author deleted their account"),
    authorName: z.string(),
    authorHandle: z.string().nullable().describe("The author's handle, for /users/{handle}"),
    authorCustomId: deprecatedAlias(z.string().nullable(), "authorHandle"),
    official: z
      .boolean()
      .describe("D63: one of the game's own checklists, published by the site from the game's data"),
    likes: z.number().int(),
    stepCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "ChecklistSummary" });
export type ChecklistSummary = z.infer<typeof checklistSummarySchema>;

/** An edit of an approved checklist waiting for review (D12); visible to its author and moderators. */
export const pendingRevisionSchema = z
  .object({
    customId: z.string(),
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    difficulty: difficultySchema,
    categories: z.array(z.number().int()),
    supportedSince: z.string(),
    language: languageSchema.describe(
      "D65: the edit's language; the live checklist keeps its own until approved",
    ),
    steps: z.array(stepSchema),
    sections: sectionsField,
    status: z.enum(["pending", "rejected"]),
    rejectionReason: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: "PendingRevision" });
export type PendingRevision = z.infer<typeof pendingRevisionSchema>;

/** D52: the checklist a copy was made from, while the viewer may read it. */
export const basedOnSchema = z
  .object({
    id: z.string(),
    customId: z.string().describe("For /checklist/{customId}"),
    title: z.string(),
    authorName: z.string(),
    authorHandle: z.string().nullable().describe("Its author's handle; null once they deleted their account"),
    authorCustomId: deprecatedAlias(z.string().nullable(), "authorHandle"),
  })
  .meta({ id: "BasedOn" });
export type BasedOn = z.infer<typeof basedOnSchema>;

export const checklistSchema = checklistSummarySchema
  .extend({
    basedOn: basedOnSchema
      .nullable()
      .describe(
        "D52: the checklist this one was copied from ('Based on … by @…'); null when none, deleted, or hidden from the viewer",
      ),
    steps: z.array(stepSchema).describe("Every step in order (under their sections when there are any)"),
    sections: sectionsField,
    rejectionReason: z.string().nullable(),
    pendingRevision: pendingRevisionSchema
      .nullable()
      .describe("Only for the author and moderators; null for everyone else"),
    liked: z.boolean().describe("The signed-in user likes it (false for guests)"),
    saved: z.boolean().describe("The signed-in user saved it"),
    joined: z.boolean().describe("The signed-in user joined it"),
    completedStepIds: z.array(z.string()).describe("Ids of the steps the signed-in user ticked"),
  })
  .meta({ id: "Checklist" });
export type Checklist = z.infer<typeof checklistSchema>;

export function pageOf<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      perPage: z.number().int(),
    })
    .meta({ id });
}

export const checklistPageSchema = pageOf(checklistSummarySchema, "ChecklistPage");
export type ChecklistPage = z.infer<typeof checklistPageSchema>;

/** Explore's page: when a search found nothing, the results of the closest spelling (D42). */
export const explorePageSchema = z
  .object({
    ...checklistPageSchema.shape,
    correctedQuery: z
      .string()
      .optional()
      .describe("Present when `q` found nothing and these are the results for this spelling instead (D42)"),
    allWordsTotal: z
      .number()
      .int()
      .optional()
      .describe(
        "Present when some results match only some words of `q`: how many of `total` match all of them (those come first)",
      ),
  })
  .meta({ id: "ExplorePage" });
export type ExplorePage = z.infer<typeof explorePageSchema>;

export const featuredSchema = z.object({ items: z.array(checklistSummarySchema) }).meta({ id: "Featured" });

export const idAvailabilitySchema = z
  .object({
    id: z.string().describe("The id as it would be stored (sanitized)"),
    available: z.boolean(),
    problem: z.string().nullable().describe("Why it cannot be used, or null"),
  })
  .meta({ id: "IdAvailability" });
export type IdAvailability = z.infer<typeof idAvailabilitySchema>;

// ---- Explore query (D27: the URL uses the same names) ------------------------------------

const commaList = <T extends z.ZodType>(item: T, values: readonly (string | number)[]) =>
  inputText(2000)
    .regex(
      commaListPattern(values),
      english("validation.commaList", `Use a comma-separated list of: ${values.join(", ")}.`, {
        values: values.join(", "),
      }),
    )
    .optional()
    .transform((value) => (value ? value.split(",").filter((part) => part !== "") : []))
    .pipe(z.array(item) as unknown as z.ZodType<z.output<T>[], string[]>);

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine(
      (n) => (PAGE_SIZES as readonly number[]).includes(n),
      english("validation.perPage", `perPage is one of ${PAGE_SIZES.join(", ")}.`, {
        sizes: PAGE_SIZES.join(", "),
      }),
    )
    .default(DEFAULT_PAGE_SIZE)
    .meta({ enum: [...PAGE_SIZES] }),
});

const VERSION_LIST_PATTERN = new RegExp(
  `^(?:${RELEASE_PATTERN.source.slice(1, -1)}(?:,${RELEASE_PATTERN.source.slice(1, -1)})*)?$`,
);

export const exploreQuerySchema = pageQuerySchema.extend({
  sort: z.enum(EXPLORE_SORTS).default(DEFAULT_EXPLORE_SORT),
  q: inputText(SEARCH_QUERY_MAX).optional(),
  categories: commaList(z.coerce.number().pipe(categoryIdSchema), CATEGORY_IDS).describe(
    "Category ids, comma-separated",
  ),
  difficulty: commaList(difficultySchema, DIFFICULTIES).describe("Easy, Medium, Hard, comma-separated"),
  versions: inputText(2000)
    .regex(
      VERSION_LIST_PATTERN,
      english("validation.versionList", "Use a comma-separated list of Minecraft versions."),
    )
    .optional()
    .transform((value) => (value ? value.split(",").filter((part) => part !== "") : []))
    .describe("Minecraft versions (GET /api/game/versions), comma-separated"),
  languages: commaList(languageSchema, LOCALES).describe(
    "D65: the guides' languages (en, pt-BR, de, es, fr), comma-separated; absent: every language",
  ),
});
export type ExploreQuery = z.output<typeof exploreQuerySchema>;

/** GET /api/me/checklists: the author's own, of every status, with their pending edit's state. */
export const myChecklistSchema = checklistSummarySchema
  .extend({
    rejectionReason: z.string().nullable(),
    revision: z
      .object({ status: z.enum(["pending", "rejected"]), rejectionReason: z.string().nullable() })
      .nullable()
      .describe("The state of a pending edit of an approved checklist (D12), or null"),
  })
  .meta({ id: "MyChecklist" });
export type MyChecklist = z.infer<typeof myChecklistSchema>;
export const myChecklistPageSchema = pageOf(myChecklistSchema, "MyChecklistPage");
export type MyChecklistPage = z.infer<typeof myChecklistPageSchema>;
