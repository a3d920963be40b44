import { z } from "zod";

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
