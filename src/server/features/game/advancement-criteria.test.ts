import minecraftData from "minecraft-data";
import { describe, expect, it } from "vitest";
import { CRITERIA_SOURCES, type CriteriaSource, criteriaOf, entriesAt } from "./advancement-criteria.ts";
import { advancementCatalog, findAdvancement } from "./advancements.ts";
import advancementIds from "./criteria-data/advancement-ids.json" with { type: "json" };
import { releaseAtLeast } from "./releases.ts";

/** The releases the package holds data of its own for, oldest first. */
const releasesWithData = [...new Set(minecraftData.supportedVersions.pc)]
  .filter((version) => /^\d+\.\d+(\.\d+)?$/.test(version))
  .sort((a, b) => (releaseAtLeast(a, b) ? (a === b ? 0 : 1) : -1));

const data = (version: string) => {
  const found = minecraftData(version);
  if (!found) throw new Error(`no data for ${version}`);
  return found;
};

const source = (advancement: string) => {
  const found = CRITERIA_SOURCES.find((s) => s.advancement === advancement);
  if (!found) throw new Error(advancement);
  return found;
};

/** The names the package has, in one release, for what a source's rule or list draws on. */
function packageNames(of: CriteriaSource, version: string): Set<string> {
  const d = data(version);
  if (of.rule === "foods") return new Set(d.foodsArray.map((food) => food.name));
  if (of.rule === "entities") return new Set(d.entitiesArray.map((entity) => entity.name));
  return new Set(d.biomesArray.map((biome) => biome.name));
}

const ids = (advancement: string, version: string) =>
  criteriaOf(source(advancement), data(version)).map((criterion) => criterion.id);

describe("the criteria of the game's long advancements (D63, criteria-data/)", () => {
  it("every file names its source: the game's data pack file and the wiki", () => {
    for (const of of CRITERIA_SOURCES) {
      const path = of.advancement.replace("minecraft:", "data/minecraft/advancement/");
      expect(of.sources.join(" "), of.advancement).toContain(`${path}.json`);
      expect(of.sources.join(" "), of.advancement).toContain("minecraft.wiki");
    }
  });

  it("every entity of a list exists in the package's data of each release from the one that has it", () => {
    for (const of of CRITERIA_SOURCES.filter((s) => s.rule === "entities")) {
      for (const version of releasesWithData.filter((v) => releaseAtLeast(v, of.listedFrom))) {
        const names = packageNames(of, version);
        const missing = entriesAt(of, version).filter((entry) => !names.has(entry as string));
        expect(missing, `${of.advancement} in ${version}`).toEqual([]);
      }
    }
  });

  it("every exception names a thing the package lists in a release the site lists criteria for", () => {
    for (const of of CRITERIA_SOURCES.filter((s) => s.except)) {
      for (const name of Object.keys(of.except ?? {})) {
        const somewhere = releasesWithData
          .filter((v) => releaseAtLeast(v, of.listedFrom))
          .some((version) => packageNames(of, version).has(name));
        expect(somewhere, `${of.advancement}: ${name}`).toBe(true);
      }
    }
  });

  it("lists what 1.21.4 asks for: 54 biomes, 5 Nether biomes, 40 foods, 37 mobs, 25 animals, 11 cats", () => {
    const adventuring = ids("minecraft:adventure/adventuring_time", "1.21.4");
    expect(adventuring).toHaveLength(54);
    expect(adventuring).toEqual(expect.arrayContaining(["minecraft:deep_dark", "minecraft:pale_garden"]));
    expect(adventuring).not.toContain("minecraft:the_void");
    expect(ids("minecraft:nether/explore_nether", "1.21.4")).toHaveLength(5);

    const diet = ids("minecraft:husbandry/balanced_diet", "1.21.4");
    expect(diet).toHaveLength(40);
    expect(diet).toContain("apple");
    expect(diet).not.toContain("ominous_bottle");

    const mobs = ids("minecraft:adventure/kill_all_mobs", "1.21.4");
    expect(mobs).toHaveLength(37);
    expect(mobs).toEqual(
      expect.arrayContaining(["minecraft:creaking", "minecraft:ender_dragon", "minecraft:shulker"]),
    );
    for (const not of ["giant", "illusioner", "zombie_horse", "warden"]) {
      expect(mobs).not.toContain(`minecraft:${not}`);
    }

    const animals = ids("minecraft:husbandry/bred_all_animals", "1.21.4");
    expect(animals).toHaveLength(25);
    expect(animals).toEqual(expect.arrayContaining(["minecraft:sniffer", "minecraft:armadillo"]));
    expect(animals).not.toContain("minecraft:polar_bear");

    const cats = ids("minecraft:husbandry/complete_catalogue", "1.21.4");
    expect(cats).toHaveLength(11);
    expect(cats).toContain("minecraft:tabby");
  });

  it("follows the releases: no pale garden before 1.21.4, the Mounts of Mayhem mobs from 1.21.11", () => {
    expect(ids("minecraft:adventure/adventuring_time", "1.21.3")).toHaveLength(53);
    expect(ids("minecraft:adventure/adventuring_time", "1.20")).toHaveLength(53);
    expect(ids("minecraft:adventure/adventuring_time", "1.18.2")).toHaveLength(50);
    expect(ids("minecraft:adventure/kill_all_mobs", "1.21.11")).toHaveLength(41);
    expect(ids("minecraft:husbandry/bred_all_animals", "1.21.11")).toHaveLength(26);
    expect(ids("minecraft:husbandry/balanced_diet", "1.21.11")).toHaveLength(40);
    for (const version of releasesWithData.filter((v) => releaseAtLeast(v, "1.18"))) {
      expect(ids("minecraft:husbandry/balanced_diet", version), version).toHaveLength(40);
    }
    // Older releases than a file's first: none listed, rather than a guess.
    expect(ids("minecraft:husbandry/complete_catalogue", "1.18.2")).toEqual([]);
  });

  it("names each criterion in English and ids them as the world's file does", () => {
    const adventuring = findAdvancement("1.21.4", "minecraft:adventure/adventuring_time");
    expect(adventuring?.criteria).toContainEqual({ id: "minecraft:cherry_grove", name: "Cherry Grove" });
    const catalogue = findAdvancement("1.21.4", "minecraft:husbandry/complete_catalogue");
    expect(catalogue?.criteria).toContainEqual({ id: "minecraft:all_black", name: "Black" });
    const animals = findAdvancement("1.21.4", "minecraft:husbandry/bred_all_animals");
    expect(animals?.name).toBe("Two by Two");
    expect(animals?.criteria).toContainEqual({ id: "minecraft:frog", name: "Frog" });
  });
});

describe("advancement ids where the game's path differs from its title's key (advancement-ids.json)", () => {
  it("uses the game's ids", () => {
    for (const id of [
      "minecraft:adventure/read_power_of_chiseled_bookshelf",
      "minecraft:husbandry/obtain_netherite_hoe",
      "minecraft:husbandry/bred_all_animals",
    ]) {
      expect(findAdvancement("1.21.4", id), id).not.toBeNull();
    }
    for (const id of [
      "minecraft:adventure/read_power_from_chiseled_bookshelf",
      "minecraft:husbandry/netherite_hoe",
      "minecraft:husbandry/breed_all_animals",
    ]) {
      expect(findAdvancement("1.21.4", id), id).toBeNull();
    }
  });

  it("keeps Country Lode in the Nether until 1.21.5 moved it to Adventure", () => {
    expect(findAdvancement("1.21.4", "minecraft:nether/use_lodestone")).not.toBeNull();
    expect(findAdvancement("1.21.5", "minecraft:nether/use_lodestone")).toBeNull();
    expect(findAdvancement("1.21.5", "minecraft:adventure/use_lodestone")?.tab).toBe("adventure");
  });

  it("every key it renames is one the language file has, in the newest data", () => {
    const newest = releasesWithData.at(-1) ?? "";
    const language = data(newest).language as Record<string, string>;
    for (const key of [...Object.keys(advancementIds.renamed), ...Object.keys(advancementIds.gone)]) {
      const [tab, name] = key.split("/");
      expect(language[`advancements.${tab}.${name}.title`], key).toBeTruthy();
    }
    expect(advancementCatalog(newest)?.advancements.length).toBeGreaterThan(100);
  });
});
