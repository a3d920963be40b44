/**
 * D61, D63: the criteria of the game's long advancements, one per thing to find, as the world's
 * advancements file names them. The data package has no advancement definitions, so each list
 * is built from the package's data of that release (biomes, foods, entities) by the rule the
 * game's own definition follows; `criteria-data/` keeps what no data gives, naming its source.
 */
import type minecraftData from "minecraft-data";
import { ITEM_ID_PREFIX } from "#shared/game-versions.ts";
import type { GameCriterion } from "./advancements.ts";

type Data = minecraftData.IndexedData;

const namespaced = (name: string) => `${ITEM_ID_PREFIX}${name}`;

/** Each advancement's criteria from the version's data; an advancement absent here has none listed. */
const SOURCES: Record<string, (data: Data) => GameCriterion[]> = {
  // Adventuring Time: every Overworld biome a player can stand in.
  "minecraft:adventure/adventuring_time": (data) =>
    data.biomesArray
      .filter((biome) => biome.dimension === "overworld" && biome.name !== "the_void")
      .map((biome) => ({ id: namespaced(biome.name), name: biome.displayName })),
  // A Balanced Diet: every food; the file names these criteria without a namespace.
  "minecraft:husbandry/balanced_diet": (data) =>
    data.foodsArray.map((food) => ({ id: food.name, name: food.displayName })),
  // Monsters Hunted: every hostile mob.
  "minecraft:adventure/kill_all_mobs": (data) =>
    data.entitiesArray
      .filter((entity) => entity.type === "hostile")
      .map((entity) => ({ id: namespaced(entity.name), name: entity.displayName })),
  // Two by Two: every animal that breeds.
  "minecraft:husbandry/bred_all_animals": (data) =>
    data.entitiesArray
      .filter((entity) => entity.type === "animal")
      .map((entity) => ({ id: namespaced(entity.name), name: entity.displayName })),
};

export function advancementCriteria(advancementId: string, data: Data): GameCriterion[] {
  const source = SOURCES[advancementId];
  return source ? source(data).sort((a, b) => a.name.localeCompare(b.name, "en")) : [];
}
