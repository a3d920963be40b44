import { z } from "zod";
import { RELEASE_PATTERN } from "../game-versions.ts";
import { CHECKLIST_FIELD_MESSAGES as M } from "../rules/checklist-fields.ts";
import { inputText, pathId } from "./common.ts";

/** The most items one search answers (D60). */
export const ITEM_SEARCH_LIMIT = 20;

/**
 * A Minecraft version a guide names (D59). Its shape is checked here; that the game's data knows
 * it is checked by the server, which also writes the offered list into the OpenAPI document.
 */
export const gameVersionInputSchema = z.string(M.versionRequired).regex(RELEASE_PATTERN, M.versionRequired);

export const gameVersionSchema = z
  .object({
    version: z.string().describe("A Java Edition release: '1.21.4'"),
    line: z.string().describe("Its line, as Explore groups them: '1.21.x', '26.x'"),
  })
  .meta({ id: "GameVersion" });
export type GameVersion = z.infer<typeof gameVersionSchema>;

export const gameVersionsSchema = z
  .object({ items: z.array(gameVersionSchema).describe("Newest first; snapshots, rc and pre left out") })
  .meta({ id: "GameVersions" });
export type GameVersions = z.infer<typeof gameVersionsSchema>;

export const gameItemSchema = z
  .object({
    id: z.string().describe("What a material stores: 'minecraft:ender_pearl'"),
    name: z.string().describe("Its English name: 'Ender Pearl'"),
    stackSize: z.number().int().describe("How many make one stack: 1, 16 or 64"),
  })
  .meta({ id: "GameItem" });
export type GameItem = z.infer<typeof gameItemSchema>;

export const gameItemsSchema = z
  .object({ items: z.array(gameItemSchema).describe(`At most ${ITEM_SEARCH_LIMIT}`) })
  .meta({ id: "GameItems" });
export type GameItems = z.infer<typeof gameItemsSchema>;

export const gameVersionParamsSchema = z.object({
  version: pathId("A release of GET /api/game/versions; any other answers 404"),
});

/** What a search of the game's advancements answers (D61): each one a step can link to. */
export const ADVANCEMENT_SEARCH_LIMIT = 20;

export const gameAdvancementSchema = z
  .object({
    kind: z.enum(["advancement", "criterion"]).describe("An advancement, or one criterion of one"),
    advancement: z.string().describe("'minecraft:adventure/adventuring_time'"),
    criterion: z
      .string()
      .optional()
      .describe("For a criterion, as the advancements file names it: 'minecraft:cherry_grove'"),
    name: z.string().describe("'Stone Age', 'Adventuring Time: Cherry Grove'"),
    description: z
      .string()
      .describe("The advancement's description in the game: 'Mine Stone with your new Pickaxe'"),
  })
  .meta({ id: "GameAdvancement" });
export type GameAdvancement = z.infer<typeof gameAdvancementSchema>;

export const gameAdvancementsSchema = z
  .object({ items: z.array(gameAdvancementSchema).describe(`At most ${ADVANCEMENT_SEARCH_LIMIT}`) })
  .meta({ id: "GameAdvancements" });
export type GameAdvancements = z.infer<typeof gameAdvancementsSchema>;

export const gameStatisticSchema = z
  .object({
    statistic: z.string().describe("Its kind, as the statistics file names it: 'minecraft:mined'"),
    target: z.string().describe("What it counts: 'minecraft:diamond_ore'"),
    name: z.string().describe("'Mined: Diamond Ore', 'Jumps'"),
  })
  .meta({ id: "GameStatistic" });
export type GameStatistic = z.infer<typeof gameStatisticSchema>;

export const gameStatisticsSchema = z
  .object({ items: z.array(gameStatisticSchema).describe(`At most ${ADVANCEMENT_SEARCH_LIMIT}`) })
  .meta({ id: "GameStatistics" });
export type GameStatistics = z.infer<typeof gameStatisticsSchema>;

export const gameSearchQuerySchema = z.object({
  q: inputText(60).default("").describe("Part of its English name; empty lists the first ones"),
});
