import { z } from "zod";
import { english } from "../i18n/message.ts";
import { LIMITS } from "../limits.ts";
import { LITEMATICA_ROWS_MAX } from "../litematica.ts";
import { inputText, pathId } from "./common.ts";
import { gameItemSchema } from "./game.ts";
import { runPersonSchema } from "./runs.ts";

/**
 * D60, D70: materials summed by item, for a guide ('All materials') and for a run (what its
 * unticked steps still need, with its members' claims).
 */
export const materialTotalSchema = z
  .object({
    item: z.string().describe("A game item's id ('minecraft:andesite'), or free text as the steps wrote it"),
    name: z.string().describe("The item's English name in the guide's version; free text as written"),
    stackSize: z.number().int().describe("How many make a stack: 1, 16 or 64 (64 for free text)"),
    count: z.number().int().describe("Every step's count of it added up"),
  })
  .meta({ id: "MaterialTotal" });
export type MaterialTotal = z.infer<typeof materialTotalSchema>;

export const guideMaterialsSchema = z
  .object({
    items: z
      .array(materialTotalSchema)
      .describe("Each item once, its steps' counts summed, alphabetical by name (D60)"),
  })
  .meta({ id: "GuideMaterials" });
export type GuideMaterials = z.infer<typeof guideMaterialsSchema>;

/** D60: the most names one lookup takes (a Litematica list's rows). */
export const ITEM_LOOKUP_MAX = LITEMATICA_ROWS_MAX;
/** The longest name looked up: longer than any item's English name. */
export const ITEM_NAME_MAX = LIMITS.materialItemId;

export const itemLookupInputSchema = z
  .object({
    names: z
      .array(
        inputText(
          ITEM_NAME_MAX,
          english(
            "validation.itemNameTooLong",
            `An item's name can be at most ${ITEM_NAME_MAX} characters.`,
            {
              max: ITEM_NAME_MAX,
            },
          ),
        ),
      )
      .min(1, english("validation.namesRequired", "Give at least one name."))
      .max(
        ITEM_LOOKUP_MAX,
        english("validation.tooManyNames", `At most ${ITEM_LOOKUP_MAX} names at once.`, {
          max: ITEM_LOOKUP_MAX,
        }),
      )
      .describe("English names, as a Litematica material list writes them ('Oak Planks')"),
  })
  .strict();

export const itemLookupSchema = z
  .object({
    items: z
      .array(
        z.object({
          name: z.string().describe("The name as given"),
          item: gameItemSchema
            .nullable()
            .describe(
              "The release's item of that English name (any case); null when none is, or several are",
            ),
        }),
      )
      .describe("One answer per name, in the order given"),
  })
  .meta({ id: "GameItemLookup" });
export type ItemLookup = z.infer<typeof itemLookupSchema>;

// ---- A run's materials and claims (D70) ------------------------------------------------------

/** A member's claim: how many of the item they will bring. */
export const runClaimSchema = z
  .object({
    by: runPersonSchema,
    count: z.number().int().describe("As it stands: cut to what the unticked steps still leave for it"),
    claimedAt: z
      .string()
      .describe("When first claimed (ISO 8601, UTC); the earlier claims are honoured first"),
  })
  .meta({ id: "RunClaim" });
export type RunClaim = z.infer<typeof runClaimSchema>;

export const runMaterialSchema = materialTotalSchema
  .extend({
    count: z.number().int().describe("What the run's unticked steps still need of it"),
    claimed: z.number().int().describe("How many of it the members have claimed, all together"),
    claims: z
      .array(runClaimSchema)
      .nullable()
      .describe("Who claimed how many, first claimed first; null for a guest of a run shared by link (D73)"),
  })
  .meta({ id: "RunMaterial" });
export type RunMaterial = z.infer<typeof runMaterialSchema>;

export const runMaterialsSchema = z
  .object({
    items: z
      .array(runMaterialSchema)
      .describe("What the unticked steps still need, each item once, alphabetical by name (D70)"),
  })
  .meta({ id: "RunMaterials" });
export type RunMaterials = z.infer<typeof runMaterialsSchema>;

export const runClaimParamsSchema = z.object({
  runId: pathId("The run's id"),
  item: pathId(
    "The material's item as the steps name it: a game item's id ('minecraft:andesite') or free text",
  ),
});

/** Large enough for any need (at most 200 steps of 20 materials of 100,000). */
export const CLAIM_COUNT_MAX = 1_000_000_000;
export const CLAIM_COUNT_MESSAGE = english(
  "validation.claimCount",
  "Count must be a whole number of at least 1.",
);

export const claimInputSchema = z
  .object({
    count: z
      .number(CLAIM_COUNT_MESSAGE)
      .int(CLAIM_COUNT_MESSAGE)
      .min(1, CLAIM_COUNT_MESSAGE)
      .max(CLAIM_COUNT_MAX, CLAIM_COUNT_MESSAGE)
      .describe(
        "How many the member will bring: at most what is left to claim (the need less the others' claims)",
      ),
  })
  .strict();
export type ClaimInput = z.infer<typeof claimInputSchema>;
