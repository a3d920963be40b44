/**
 * D61, D63: the criteria of the game's long advancements, one per thing to find, as the world's
 * advancements file names them. The data package has no advancement definitions: each list is
 * the game's own, kept in `criteria-data/` (one file per advancement, naming its source): either
 * a rule over the package's data of that release (its Overworld biomes but those the game does
 * not ask for; its foods but those it lists wrongly), or the game's list of entities, keyed by
 * the first release that has each; cat variants, which the package lacks, are listed whole.
 */
import type minecraftData from "minecraft-data";
import { ITEM_ID_PREFIX } from "#shared/game-versions.ts";
import type { GameCriterion } from "./advancements.ts";
import adventuringTime from "./criteria-data/adventuring_time.json" with { type: "json" };
import balancedDiet from "./criteria-data/balanced_diet.json" with { type: "json" };
import bredAllAnimals from "./criteria-data/bred_all_animals.json" with { type: "json" };
import completeCatalogue from "./criteria-data/complete_catalogue.json" with { type: "json" };
import exploreNether from "./criteria-data/explore_nether.json" with { type: "json" };
import killAllMobs from "./criteria-data/kill_all_mobs.json" with { type: "json" };
import { releaseAtLeast } from "./releases.ts";

type Data = minecraftData.IndexedData;

/** One advancement's criteria as `criteria-data/` states them. */
export interface CriteriaSource {
  advancement: string;
  sources: string[];
  /** The first release the site lists them for; older releases list none. */
  listedFrom: string;
  rule: "overworld-biomes" | "nether-biomes" | "foods" | "entities" | "listed";
  /** The package's things of the rule the game does not ask for, each until the release that does (if any). */
  except?: Record<string, { until?: string; why: string }>;
  /** The game's list, keyed by the first release that has each: entity names, or ids with names. */
  entries?: Record<string, (string | { id: string; name: string })[]>;
}

export const CRITERIA_SOURCES = [
  adventuringTime,
  exploreNether,
  balancedDiet,
  killAllMobs,
  bredAllAnimals,
  completeCatalogue,
] as CriteriaSource[];

const namespaced = (name: string) => `${ITEM_ID_PREFIX}${name}`;

/** What the rule takes from the package: each thing's name (the criterion's id part) and English name. */
function ruleThings(source: CriteriaSource, data: Data): { name: string; displayName: string }[] {
  switch (source.rule) {
    case "overworld-biomes":
      return data.biomesArray.filter((biome) => biome.dimension === "overworld");
    case "nether-biomes":
      return data.biomesArray.filter((biome) => biome.dimension === "nether");
    case "foods":
      return data.foodsArray;
    default:
      return [];
  }
}

/** The entries of the game's list that `version` has (keyed by the first release that has each). */
export function entriesAt(source: CriteriaSource, version: string) {
  return Object.entries(source.entries ?? {})
    .filter(([since]) => releaseAtLeast(version, since))
    .flatMap(([, entries]) => entries);
}

/** The criteria of one source in one release's data (the data's own version decides what applies). */
export function criteriaOf(source: CriteriaSource, data: Data): GameCriterion[] {
  const version = data.version.minecraftVersion ?? "";
  if (!releaseAtLeast(version, source.listedFrom)) return [];
  // A Balanced Diet's criteria are named without a namespace ('apple'), as the file writes them.
  const idOf = source.rule === "foods" ? (name: string) => name : namespaced;
  if (source.rule === "entities" || source.rule === "listed") {
    return entriesAt(source, version).flatMap((entry) => {
      if (typeof entry !== "string") return [entry];
      const entity = data.entitiesByName[entry];
      return entity ? [{ id: idOf(entry), name: entity.displayName }] : [];
    });
  }
  return ruleThings(source, data)
    .filter((thing) => {
      const exception = source.except?.[thing.name];
      return !exception || (exception.until !== undefined && releaseAtLeast(version, exception.until));
    })
    .map((thing) => ({ id: idOf(thing.name), name: thing.displayName }));
}

const BY_ADVANCEMENT = new Map(CRITERIA_SOURCES.map((source) => [source.advancement, source]));

/** The advancement's criteria in the version's data, by name; none for one the site does not list. */
export function advancementCriteria(advancementId: string, data: Data): GameCriterion[] {
  const source = BY_ADVANCEMENT.get(advancementId);
  return source ? criteriaOf(source, data).sort((a, b) => a.name.localeCompare(b.name, "en")) : [];
}
