import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { LITEMATICA_ROWS_MAX } from "../litematica.ts";
import { inputText } from "./common.ts";
import { gameItemSchema } from "./game.ts";

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
      .array(inputText(ITEM_NAME_MAX, `An item's name can be at most ${ITEM_NAME_MAX} characters.`))
      .min(1, "Give at least one name.")
      .max(ITEM_LOOKUP_MAX, `At most ${ITEM_LOOKUP_MAX} names at once.`)
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
