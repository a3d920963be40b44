import { z } from "zod";
import { english } from "../i18n/message.ts";
import { LIMITS } from "../limits.ts";

/**
 * D61 · Steps the game can check: a step may link to an advancement, to one criterion of one,
 * or to a statistic with a threshold. The ids are the game's own, as its world files write them
 * (`saves/<world>/advancements/<uuid>.json`, `stats/<uuid>.json`), so an import from a world can
 * match them; the server checks each against the guide's version (GET /api/game/{version}/…).
 */
const GAME_ID = /^[a-z0-9_.-]+:[a-z0-9_./-]+$/;
const gameId = (message: string) => z.string(message).max(LIMITS.gameId, message).regex(GAME_ID, message);
const CHOOSE_ADVANCEMENT = english("validation.chooseAdvancement", "Choose an advancement.");
const CHOOSE_CRITERION = english("validation.chooseCriterion", "Choose a criterion.");
const CHOOSE_STATISTIC = english("validation.chooseStatistic", "Choose a statistic.");
const CHOOSE_TARGET = english("validation.chooseTarget", "Choose what the statistic counts.");
const THRESHOLD = english("validation.threshold", "Enter a whole number from 1 to 1,000,000,000.", {
  max: LIMITS.statisticThreshold,
});

export const advancementLinkInputSchema = z
  .object({
    kind: z.literal("advancement"),
    advancement: gameId(CHOOSE_ADVANCEMENT).describe("'minecraft:story/mine_stone'"),
  })
  .strict();

export const criterionLinkInputSchema = z
  .object({
    kind: z.literal("criterion"),
    advancement: gameId(CHOOSE_ADVANCEMENT).describe("'minecraft:adventure/adventuring_time'"),
    criterion: z
      .string(CHOOSE_CRITERION)
      .min(1, CHOOSE_CRITERION)
      .max(LIMITS.gameId, CHOOSE_CRITERION)
      .describe("As the advancements file names it: 'minecraft:cherry_grove', 'apple'"),
  })
  .strict();

export const statisticLinkInputSchema = z
  .object({
    kind: z.literal("statistic"),
    statistic: gameId(CHOOSE_STATISTIC).describe("Its kind: 'minecraft:mined', 'minecraft:custom'"),
    target: gameId(CHOOSE_TARGET).describe("'minecraft:diamond_ore', 'minecraft:jump'"),
    atLeast: z
      .number(THRESHOLD)
      .int(THRESHOLD)
      .min(1, THRESHOLD)
      .max(LIMITS.statisticThreshold, THRESHOLD)
      .describe("Done when the statistics file counts at least this many"),
  })
  .strict();
export type StatisticLinkInput = z.infer<typeof statisticLinkInputSchema>;

/** Its component is named from the read's (StepLink → StepLinkInput), so it carries no name of its own. */
export const stepLinkInputSchema = z.discriminatedUnion("kind", [
  advancementLinkInputSchema,
  criterionLinkInputSchema,
  statisticLinkInputSchema,
]);
export type StepLinkInput = z.infer<typeof stepLinkInputSchema>;

/** A link as readers get it: with its English name in the guide's version ('Mined: Diamond Ore ≥ 64'). */
export const stepLinkSchema = z
  .discriminatedUnion("kind", [
    advancementLinkInputSchema.extend({ name: z.string().describe("'Stone Age'") }),
    criterionLinkInputSchema.extend({ name: z.string().describe("'Adventuring Time: Cherry Grove'") }),
    statisticLinkInputSchema.extend({ name: z.string().describe("'Mined: Diamond Ore ≥ 64'") }),
  ])
  .meta({ id: "StepLink" });
export type StepLink = z.infer<typeof stepLinkSchema>;

/** What a statistic counts: 'Mined: Diamond Ore', or 'Jumps' for a custom one (no kind name). */
export const statisticTargetName = (statisticName: string, targetName: string) =>
  `${statisticName ? `${statisticName}: ` : ""}${targetName}`;

/** How a statistic link reads: what it counts (statisticTargetName), then 'Mined: Diamond Ore ≥ 64'. */
export const statisticLinkName = (counted: string, atLeast: number) =>
  `${counted} ≥ ${atLeast.toLocaleString("en-US")}`;

/** How a criterion link reads: 'Adventuring Time: Cherry Grove'. */
export const criterionLinkName = (advancementName: string, criterionName: string) =>
  `${advancementName}: ${criterionName}`;

/** What an edit sends back of a link it read: the link without its name. */
export function linkInputOf(link: StepLinkInput | StepLink | null | undefined): StepLinkInput | null {
  if (!link) return null;
  if (link.kind === "statistic") {
    return { kind: link.kind, statistic: link.statistic, target: link.target, atLeast: link.atLeast };
  }
  if (link.kind === "criterion")
    return { kind: link.kind, advancement: link.advancement, criterion: link.criterion };
  return { kind: link.kind, advancement: link.advancement };
}
