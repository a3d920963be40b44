/**
 * D61: the game's advancements and their criteria, per version, from the data package's English
 * language file (`advancements.<tab>.<name>.title`), which names every advancement of the release.
 * The id is the one the world's advancements file writes: `minecraft:<tab>/<name>`, but where the
 * game's file path differs from its title's key (`criteria-data/advancement-ids.json`, D63).
 */
import { criterionLinkName } from "#shared/contracts/step-links.ts";
import { ITEM_ID_PREFIX } from "#shared/game-versions.ts";
import { advancementCriteria } from "./advancement-criteria.ts";
import advancementIds from "./criteria-data/advancement-ids.json" with { type: "json" };
import { versionData } from "./game-data.ts";
import { type NameIndex, nameIndex, searchByName } from "./name-search.ts";
import { releaseAtLeast } from "./releases.ts";

export interface GameCriterion {
  /** As the advancements file names it: 'minecraft:cherry_grove', 'apple'. */
  id: string;
  name: string;
}

export interface GameAdvancement {
  /** 'minecraft:story/mine_stone' */
  id: string;
  /** Its tab: 'story', 'nether', 'end', 'adventure', 'husbandry'. */
  tab: string;
  name: string;
  description: string;
  /** The criteria a step can link to one by one; empty where the site knows none to list. */
  criteria: GameCriterion[];
}

/** What a step can link to, as a search lists it: an advancement, or one criterion of one. */
export interface Linkable {
  kind: "advancement" | "criterion";
  advancement: string;
  criterion?: string;
  name: string;
  description: string;
}

export interface AdvancementCatalog {
  /** In the language file's order: by tab, then alphabetical (roots included). */
  advancements: GameAdvancement[];
  byId: Map<string, GameAdvancement>;
  linkables: NameIndex<Linkable>;
}

const linkablesOf = (advancement: GameAdvancement): Linkable[] => [
  {
    kind: "advancement",
    advancement: advancement.id,
    name: advancement.name,
    description: advancement.description,
  },
  ...advancement.criteria.map((criterion) => ({
    kind: "criterion" as const,
    advancement: advancement.id,
    criterion: criterion.id,
    name: criterionLinkName(advancement.name, criterion.name),
    description: advancement.description,
  })),
];

const TITLE_KEY = /^advancements\.([a-z_]+)\.([a-z0-9_]+)\.title$/;
const RENAMED: Record<string, string> = advancementIds.renamed;
const GONE: Record<string, { from: string }> = advancementIds.gone;

/** The id of the advancement a title key names in `version`, or null for a key the game no longer uses. */
function advancementIdOf(tab: string, name: string, version: string): string | null {
  const key = `${tab}/${name}`;
  const gone = GONE[key];
  if (gone && releaseAtLeast(version, gone.from)) return null;
  return `${ITEM_ID_PREFIX}${RENAMED[key] ?? key}`;
}
const catalogs = new Map<string, AdvancementCatalog | null>();

/** The advancements of one release, built on first use and kept; null for a version without data. */
export function advancementCatalog(version: string): AdvancementCatalog | null {
  if (catalogs.has(version)) return catalogs.get(version) ?? null;
  const data = versionData(version);
  const language = data?.language;
  let catalog: AdvancementCatalog | null = null;
  if (data && language && Object.keys(language).length > 0) {
    const advancements = Object.entries(language).flatMap(([key, name]) => {
      const match = TITLE_KEY.exec(key);
      if (!match) return [];
      const [, tab = "", path = ""] = match;
      const id = advancementIdOf(tab, path, data.version.minecraftVersion ?? "");
      if (!id) return [];
      return [
        {
          id,
          tab,
          name,
          description: language[`advancements.${tab}.${path}.description`] ?? "",
          criteria: advancementCriteria(id, data),
        },
      ];
    });
    catalog = {
      advancements,
      byId: new Map(advancements.map((advancement) => [advancement.id, advancement])),
      linkables: nameIndex(advancements.flatMap(linkablesOf), (linkable) => linkable.name),
    };
  }
  catalogs.set(version, catalog);
  return catalog;
}

export function findAdvancement(version: string, id: string): GameAdvancement | null {
  return advancementCatalog(version)?.byId.get(id) ?? null;
}

/** At most `limit` advancements and criteria whose English name matches `query`; null for a version without data. */
export function searchAdvancements(version: string, query: string, limit: number): Linkable[] | null {
  const catalog = advancementCatalog(version);
  return catalog ? searchByName(catalog.linkables, query, limit) : null;
}
