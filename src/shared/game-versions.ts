/**
 * D59: the Minecraft versions are the Java Edition releases the game's data package knows; the
 * server reads them (GET /api/game/versions). What is kept here is only what no data can give.
 */

/** SPEC §3's list: offered before D59, so what was stored with it stays accepted. */
export const SPEC_VERSIONS = [
  "1.21.5",
  "1.21.4",
  "1.21.1",
  "1.20.4",
  "1.20.1",
  "1.20",
  "1.19.4",
  "1.19",
  "1.18.2",
  "1.18",
  "1.17.1",
  "1.16.5",
  "1.15.2",
  "1.12.2",
  "1.7.10",
] as const;

/** The shape of a Java release's name: '1.21.4', '1.20', '26.1.2' (snapshots, rc and pre have more). */
export const RELEASE_PATTERN = /^\d{1,3}\.\d{1,3}(?:\.\d{1,3})?$/;

/** The line a release belongs to, as Explore groups them: '1.21.4' → '1.21.x', '26.1.2' → '26.x'. */
export function versionLine(version: string): string {
  const [major, minor] = version.split(".");
  return major === "1" ? `1.${minor}.x` : `${major}.x`;
}

/** Releases (newest first) grouped by their line, in the same order. */
export function byLine<T extends { version: string; line: string }>(
  versions: readonly T[],
): { line: string; versions: T[] }[] {
  const groups: { line: string; versions: T[] }[] = [];
  for (const version of versions) {
    const last = groups.at(-1);
    if (last?.line === version.line) last.versions.push(version);
    else groups.push({ line: version.line, versions: [version] });
  }
  return groups;
}

/** D60: a game item is stored as its id; anything else a material names is free text (modded items). */
export const ITEM_ID_PREFIX = "minecraft:";
export const isItemId = (item: string) => item.startsWith(ITEM_ID_PREFIX);
