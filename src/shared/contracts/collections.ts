import { z } from "zod";
import {
  COLLECTION_LIMITS,
  COLLECTION_MESSAGES,
  COLLECTION_VISIBILITIES,
  type CollectionVisibility,
} from "../collections.ts";
import { checklistSummarySchema } from "./checklists.ts";
import { inputText, pathId, requiredInputText } from "./common.ts";

/** D68: a collection's name, 1–60 characters that show. */
const nameSchema = requiredInputText(
  COLLECTION_LIMITS.name,
  COLLECTION_MESSAGES.nameRequired,
  COLLECTION_MESSAGES.nameTooLong,
);
const descriptionSchema = inputText(COLLECTION_LIMITS.description, COLLECTION_MESSAGES.descriptionTooLong);
const visibilitySchema = z
  .enum(COLLECTION_VISIBILITIES)
  .describe(
    "private: its owner alone; link: anyone holding its address; public: everyone, on its owner's profile",
  );

export const collectionParamsSchema = z.object({ collectionId: pathId("The collection's id") });
export const collectionEntryParamsSchema = z.object({
  collectionId: pathId("The collection's id"),
  address: pathId("The checklist: customId, else document id"),
});

/** POST /api/me/collections. */
export const newCollectionSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema.optional(),
    visibility: visibilitySchema.optional(),
  })
  .strict()
  .meta({ id: "NewCollection" });
export type NewCollection = z.infer<typeof newCollectionSchema>;

/** PATCH /api/collections/{collectionId}: what changes. */
export const collectionChangeSchema = z
  .object({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    visibility: visibilitySchema.optional(),
  })
  .strict()
  .meta({ id: "CollectionChange" });
export type CollectionChange = z.infer<typeof collectionChangeSchema>;

/** One collection in a list: no entries, their count. */
export const collectionSummarySchema = z
  .object({
    id: z
      .string()
      .describe("Unguessable: its address /collections/{id} is the link 'Anyone with the link' shares"),
    name: z.string(),
    description: z.string(),
    visibility: visibilitySchema,
    isDefault: z.boolean().describe("The owner's 'Saved', which 'Save' fills; it cannot be deleted"),
    ownerHandle: z.string(),
    ownerName: z.string(),
    entryCount: z.number().int().describe("How many of its checklists this reader sees"),
    followerCount: z.number().int(),
    contains: z
      .boolean()
      .optional()
      .describe("With ?checklist= on GET /api/me/collections: whether it holds that checklist"),
    updatedAt: z.string(),
  })
  .meta({ id: "CollectionSummary" });
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

export const collectionListSchema = z
  .object({ items: z.array(collectionSummarySchema) })
  .meta({ id: "CollectionList" });
export type CollectionList = z.infer<typeof collectionListSchema>;

/** An entry: the checklist's card; for the owner, why others no longer see it, if they do not. */
export const collectionEntrySchema = z
  .object({
    checklist: checklistSummarySchema,
    addedAt: z.string(),
    hiddenReason: z
      .string()
      .nullable()
      .describe("Only the owner reads entries others cannot see (D11); this says why. Null otherwise"),
  })
  .meta({ id: "CollectionEntry" });
export type CollectionEntry = z.infer<typeof collectionEntrySchema>;

export const collectionSchema = collectionSummarySchema
  .extend({
    mine: z.boolean().describe("Whether the reader owns it"),
    following: z.boolean().describe("Whether the signed-in reader follows it"),
    entries: z.array(collectionEntrySchema).describe("Newest first"),
  })
  .meta({ id: "Collection" });
export type Collection = z.infer<typeof collectionSchema>;

/** PUT/DELETE /api/collections/{collectionId}/checklists/{address}: whether it holds it now. */
export const collectionEntryStateSchema = z
  .object({ contains: z.boolean(), entryCount: z.number().int() })
  .meta({ id: "CollectionEntryState" });
export type CollectionEntryState = z.infer<typeof collectionEntryStateSchema>;

/** PUT/DELETE /api/collections/{collectionId}/follow. */
export const collectionFollowStateSchema = z
  .object({ following: z.boolean(), followerCount: z.number().int() })
  .meta({ id: "CollectionFollowState" });
export type CollectionFollowState = z.infer<typeof collectionFollowStateSchema>;

export const myCollectionsQuerySchema = z.object({
  checklist: pathId("A checklist's address: each collection then says whether it holds it").optional(),
});

export type { CollectionVisibility };
