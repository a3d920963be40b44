/**
 * D59, D60: the game's facts, read from the data package (minecraft-data) on the server only;
 * nothing of it is typed here, so a new release arrives with a dependency update. The package
 * is large: it never reaches the browser (the web app asks the API).
 */
import minecraftData from "minecraft-data";
import {
  ITEM_ID_PREFIX,
  isItemId,
  RELEASE_PATTERN,
  SPEC_VERSIONS,
  versionLine,
} from "#shared/game-versions.ts";
import { FREE_TEXT_STACK_SIZE } from "#shared/rules/stacks.ts";
import { type NameIndex, nameIndex, searchByName } from "./name-search.ts";

export interface GameVersion {
  version: string;
  line: string;
}

export interface GameItem {
  /** The item's id, as a material stores it: `minecraft:ender_pearl`. */
  id: string;
  /** Its English name: 'Ender Pearl'. */
  name: string;
  stackSize: number;
}

interface Release {
  version: string;
  dataVersion: number;
  /** Whether the package holds data of its own for it (directly or under its major version). */
  hasData: boolean;
}

/**
 * The package's Java releases, newest first: those it marks `release`, and the older ones it
 * lists unmarked whose name is a plain release's (snapshots, rc and pre have other names).
 */
function javaReleases(): Release[] {
  const withData = new Set(minecraftData.supportedVersions.pc);
  const seen = new Set<string>();
  return minecraftData.versions.pc
    .filter(({ minecraftVersion, releaseType }) => {
      const name = minecraftVersion ?? "";
      const release = releaseType === "release" || (releaseType === undefined && RELEASE_PATTERN.test(name));
      if (!release || seen.has(name)) return false;
      seen.add(name);
      return true;
    })
    .map(({ minecraftVersion, majorVersion, dataVersion }) => ({
      version: minecraftVersion as string,
      dataVersion: dataVersion ?? 0,
      hasData: withData.has(minecraftVersion as string) || withData.has(majorVersion ?? ""),
    }))
    .sort((a, b) => b.dataVersion - a.dataVersion);
}

/**
 * The release whose data stands for `at`: its own, else the nearest older one's (a release
 * newer than the package's data, or a patch release, has the items of the one before it).
 */
const dataSource = (releases: Release[], at: number) => releases.slice(at).find((release) => release.hasData);

interface ItemIndex {
  names: NameIndex<GameItem>;
  byId: Map<string, GameItem>;
}

let releases: Release[] | null = null;
const indexes = new Map<string, ItemIndex | null>();

const knownReleases = () => {
  releases ??= javaReleases();
  return releases;
};

/**
 * The package's data standing for one offered release (its own, or the nearest older one's), or
 * null for a version the package does not know. Indexes built from it are kept per version.
 */
export function versionData(version: string): minecraftData.IndexedData | null {
  const all = knownReleases();
  const at = all.findIndex((release) => release.version === version);
  const source = at === -1 ? undefined : dataSource(all, at);
  return source ? (minecraftData(source.version) ?? null) : null;
}

/** The index of one release's items, built on its first use and kept (never all versions at once). */
function itemIndex(version: string): ItemIndex | null {
  if (indexes.has(version)) return indexes.get(version) ?? null;
  const data = versionData(version)?.itemsArray;
  const items = (data ?? []).map((item) => ({
    id: `${ITEM_ID_PREFIX}${item.name}`,
    name: item.displayName,
    stackSize: item.stackSize,
  }));
  const index = data
    ? { names: nameIndex(items, (item) => item.name), byId: new Map(items.map((item) => [item.id, item])) }
    : null;
  indexes.set(version, index);
  return index;
}

let offered: GameVersion[] | null = null;

/** The versions offered (D59): the Java releases whose items the package knows, newest first. */
export function offeredVersions(): GameVersion[] {
  const all = knownReleases();
  offered ??= all
    .filter((_, at) => dataSource(all, at) !== undefined)
    .map(({ version }) => ({ version, line: versionLine(version) }));
  return offered;
}

/** A version a guide may name: one offered, or one of SPEC §3's that was stored before D59. */
export function isAcceptedVersion(version: string): boolean {
  return (
    (SPEC_VERSIONS as readonly string[]).includes(version) ||
    offeredVersions().some((offer) => offer.version === version)
  );
}

/** The item with this id in this version, or null (an unknown id, or a version without data). */
export function findItem(version: string, id: string): GameItem | null {
  return itemIndex(version)?.byId.get(id) ?? null;
}

/** At most `limit` items whose English name matches `query` (the ranking of name-search.ts). */
export function searchItems(version: string, query: string, limit: number): GameItem[] | null {
  const index = itemIndex(version);
  return index ? searchByName(index.names, query, limit) : null;
}

/** A material as readers get it (D60): a known item with its English name and stack size; free text as written, in stacks of 64 (D51). */
export function presentMaterial(version: string, material: { item: string; count: number }) {
  const item = isItemId(material.item) ? findItem(version, material.item) : null;
  return {
    ...material,
    name: item?.name ?? material.item,
    stackSize: item?.stackSize ?? FREE_TEXT_STACK_SIZE,
  };
}

/** Each version's items by English name in lower case; a name several items share (Music Disc) maps to none. */
const namedIndexes = new Map<string, Map<string, GameItem | null>>();

/**
 * The item whose English name is `name` (any case, spaces trimmed) in this version, or null
 * when none is, or several are (D60: a Litematica list names items by English name). Undefined
 * for a version without data.
 */
export function findItemByName(version: string, name: string): GameItem | null | undefined {
  let named = namedIndexes.get(version);
  if (!named) {
    const index = itemIndex(version);
    if (!index) return undefined;
    named = new Map();
    index.names.entries.forEach((item, i) => {
      const lower = index.names.lowerNames[i] as string;
      named?.set(lower, named.has(lower) ? null : item);
    });
    namedIndexes.set(version, named);
  }
  return named.get(name.trim().replace(/\s+/g, " ").toLowerCase()) ?? null;
}
