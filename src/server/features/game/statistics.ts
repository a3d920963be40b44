/**
 * D61: the statistics a step can link to, per version: each kind the world's statistics file
 * counts (`minecraft:mined`, …, from the language file's `stat_type.minecraft.*`) with each of
 * its targets from the version's data; `minecraft:custom` with the language file's
 * `stat.minecraft.*` (Jumps, Time Played, …).
 */
import { ITEM_ID_PREFIX } from "#shared/game-versions.ts";
import { versionData } from "./game-data.ts";
import { type NameIndex, nameIndex, searchByName } from "./name-search.ts";

export interface GameStatistic {
  /** Its kind: 'minecraft:mined'. */
  statistic: string;
  /** What it counts: 'minecraft:diamond_ore'. */
  target: string;
  /** The kind's name, 'Mined', or '' for a custom statistic, whose target names it all. */
  statisticName: string;
  targetName: string;
  /** As a search finds it: 'Mined: Diamond Ore', 'Jumps'. */
  name: string;
}

export interface StatisticCatalog {
  byKey: Map<string, GameStatistic>;
  names: NameIndex<GameStatistic>;
}

const CUSTOM = `${ITEM_ID_PREFIX}custom`;
const KIND_KEY = /^stat_type\.minecraft\.([a-z_]+)$/;
const CUSTOM_KEY = /^stat\.minecraft\.([a-z0-9_]+)$/;
/** The living kinds of entity the game counts kills of (not boats, arrows, …). */
const LIVING = new Set([
  "hostile",
  "animal",
  "passive",
  "water_creature",
  "ambient",
  "mob",
  "player",
  "living",
]);

const key = (statistic: string, target: string) => `${statistic} ${target}`;

/** 'picked_up' → 'Picked up': the kind's name from its id (the language file words it as a sentence). */
const kindName = (kind: string) => {
  const words = kind.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const catalogs = new Map<string, StatisticCatalog | null>();

export function statisticCatalog(version: string): StatisticCatalog | null {
  if (catalogs.has(version)) return catalogs.get(version) ?? null;
  const data = versionData(version);
  const language = data?.language ?? {};
  let catalog: StatisticCatalog | null = null;
  if (data && Object.keys(language).length > 0) {
    const named = (items: { name: string; displayName: string }[]) =>
      items.map((thing) => ({ id: `${ITEM_ID_PREFIX}${thing.name}`, name: thing.displayName }));
    const targetsOf = (kind: string) =>
      kind === "mined"
        ? named(data.blocksArray)
        : kind === "killed" || kind === "killed_by"
          ? named(data.entitiesArray.filter((entity) => LIVING.has(entity.type)))
          : named(data.itemsArray);
    const kinds = Object.keys(language).flatMap((k) => KIND_KEY.exec(k)?.[1] ?? []);
    const statistics: GameStatistic[] = kinds.flatMap((kind) =>
      targetsOf(kind).map((target) => ({
        statistic: `${ITEM_ID_PREFIX}${kind}`,
        target: target.id,
        statisticName: kindName(kind),
        targetName: target.name,
        name: `${kindName(kind)}: ${target.name}`,
      })),
    );
    for (const [k, name] of Object.entries(language)) {
      const custom = CUSTOM_KEY.exec(k)?.[1];
      if (custom) {
        const target = `${ITEM_ID_PREFIX}${custom}`;
        statistics.push({ statistic: CUSTOM, target, statisticName: "", targetName: name, name });
      }
    }
    catalog = {
      byKey: new Map(statistics.map((s) => [key(s.statistic, s.target), s])),
      names: nameIndex(statistics, (s) => s.name),
    };
  }
  catalogs.set(version, catalog);
  return catalog;
}

export function findStatistic(version: string, statistic: string, target: string): GameStatistic | null {
  return statisticCatalog(version)?.byKey.get(key(statistic, target)) ?? null;
}

/** At most `limit` statistics whose English name matches `query`; null for a version without data. */
export function searchStatistics(version: string, query: string, limit: number): GameStatistic[] | null {
  const catalog = statisticCatalog(version);
  return catalog ? searchByName(catalog.names, query, limit) : null;
}
