import { z } from "zod";
import { english } from "../i18n/message.ts";

/**
 * D62 · Import from a world: a run member sends the Java Edition advancements file
 * (`saves/<world>/advancements/<uuid>.json`) and, optionally, the statistics file
 * (`stats/<uuid>.json`) of their world, each as the file's own JSON; the linked steps (D61)
 * the files say are done are ticked for them (decision 052). The shapes are the game's, no
 * deeper: anything else is refused naming the file.
 */

/** The largest file a player may send, in bytes of its JSON (the browser checks the file's own size first). */
export const WORLD_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Both files' JSON, and a little for the body around them. */
export const WORLD_IMPORT_BODY_LIMIT = 2 * WORLD_FILE_MAX_BYTES + 64 * 1024;

const NOT_ADVANCEMENTS = english(
  "validation.notAdvancementsFile",
  "This is not a Java Edition advancements file: choose advancements/<your UUID>.json from your world's folder.",
);
const NOT_STATISTICS = english(
  "validation.notStatisticsFile",
  "This is not a Java Edition statistics file: choose stats/<your UUID>.json from your world's folder.",
);
const tooLarge = (file: "advancements" | "statistics") =>
  file === "advancements"
    ? english("validation.advancementsTooLarge", "The advancements file is larger than 5 MB.")
    : english("validation.statisticsTooLarge", "The statistics file is larger than 5 MB.");

/** A key of the files: an id the game writes ('minecraft:story/mine_stone', 'apple'). */
const fileKey = (message: string) => z.string(message).max(256, message);
const dataVersion = (message: string) =>
  z
    .number(message)
    .int(message)
    .min(0, message)
    .describe("The game's data version that wrote the file: 4189");

/** Its JSON's size in bytes, as it was sent (the browser sends the file's parsed JSON again). */
const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value) ?? "").length;

const advancementProgressSchema = z
  .object(
    {
      criteria: z
        .record(
          fileKey(NOT_ADVANCEMENTS),
          z.string(NOT_ADVANCEMENTS).max(64, NOT_ADVANCEMENTS),
          NOT_ADVANCEMENTS,
        )
        .describe("Each criterion met, with when: { 'minecraft:cherry_grove': '2024-05-01 18:22:03 +0200' }"),
      done: z.boolean(NOT_ADVANCEMENTS).describe("Whether the advancement is made"),
    },
    NOT_ADVANCEMENTS,
  )
  .strict();

/** The advancements file: each advancement's id to its progress, and `DataVersion`. */
/** A file's own check of its size, the error naming it. */
const atMostFiveMegabytes =
  (file: "advancements" | "statistics") => (value: unknown, context: z.RefinementCtx) => {
    if (jsonBytes(value) > WORLD_FILE_MAX_BYTES)
      context.addIssue({ code: "custom", message: tooLarge(file) });
  };

export const advancementsFileSchema = z
  .object({ DataVersion: dataVersion(NOT_ADVANCEMENTS) }, NOT_ADVANCEMENTS)
  .catchall(advancementProgressSchema)
  .superRefine(atMostFiveMegabytes("advancements"))
  .describe(
    "The advancements file's own JSON: { 'minecraft:story/mine_stone': { criteria: { get_stone: '2024-05-01 18:22:03 +0200' }, done: true }, …, DataVersion: 4189 }; at most 5 MB",
  );
export type AdvancementsFile = z.infer<typeof advancementsFileSchema>;

/** The statistics file: `stats` by kind, then by target, and `DataVersion`. */
export const statisticsFileSchema = z
  .object(
    {
      stats: z
        .record(
          fileKey(NOT_STATISTICS),
          z.record(fileKey(NOT_STATISTICS), z.number(NOT_STATISTICS).int(NOT_STATISTICS), NOT_STATISTICS),
          NOT_STATISTICS,
        )
        .describe("{ 'minecraft:mined': { 'minecraft:diamond_ore': 12 }, … }"),
      DataVersion: dataVersion(NOT_STATISTICS),
    },
    NOT_STATISTICS,
  )
  .strict()
  .superRefine(atMostFiveMegabytes("statistics"))
  .describe(
    "The statistics file's own JSON: { stats: { 'minecraft:mined': { 'minecraft:diamond_ore': 12 } }, DataVersion: 4189 }; at most 5 MB",
  );
export type StatisticsFile = z.infer<typeof statisticsFileSchema>;

export const worldImportInputSchema = z
  .object({
    advancements: advancementsFileSchema,
    statistics: statisticsFileSchema.optional(),
  })
  .strict();
export type WorldImportInput = z.infer<typeof worldImportInputSchema>;

export const worldImportQuerySchema = z.object({
  preview: z
    .enum(["true", "false"])
    .optional()
    .describe("true: answer what would be ticked and change nothing"),
});

export const worldImportSchema = z
  .object({
    dataVersion: z.number().int().describe("The advancements file's DataVersion"),
    linkedSteps: z.number().int().describe("The run's steps linked to the game (D61)"),
    doneInWorld: z.number().int().describe("Of those, how many the files say are done"),
    alreadyTicked: z.number().int().describe("Of those, how many the run has ticked already"),
    toTick: z
      .array(z.string())
      .describe("The steps done in the world and not ticked yet, in the guide's order"),
    ticked: z
      .array(z.string())
      .optional()
      .describe("Without preview: the steps this request ticked, for the sender (never an untick)"),
  })
  .meta({ id: "WorldImport" });
export type WorldImport = z.infer<typeof worldImportSchema>;

/** The preview's sentence, as the run page says it. */
export function worldImportSentence({
  dataVersion,
  doneInWorld,
  alreadyTicked,
  toTick,
}: WorldImport): string {
  const steps = (n: number) => `${n} linked ${n === 1 ? "step is" : "steps are"}`;
  return english(
    "shared.worldImportSentence",
    `Game data version ${dataVersion} · ${steps(doneInWorld)} done in your world · ${alreadyTicked} already ticked · ${toTick.length} will be ticked`,
    { dataVersion, done: doneInWorld, ticked: alreadyTicked, toTick: toTick.length },
    true,
  );
}
