import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Vite's build manifest (dist/.vite/manifest.json): each source file's built file and imports. */
export type Manifest = Record<string, { file?: string; imports?: string[] }>;

/** The build's manifest, or null where there is none (development) or it cannot be read. */
export function readManifest(webDir: string): Manifest | null {
  const file = path.join(webDir, ".vite", "manifest.json");
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Manifest;
  } catch (error) {
    console.error(`${file} could not be read; pages name only the app's first files.`, error);
    return null;
  }
}

/** A module's file and those of everything it imports, as the build's manifest lists them. */
export function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const file = manifest[key]?.file;
  if (!file || seen.has(`/${file}`)) return seen;
  seen.add(`/${file}`);
  for (const imported of manifest[key]?.imports ?? []) filesOf(manifest, imported, seen);
  return seen;
}

const MODULE_FILE = /<(?:link rel="modulepreload"|script type="module")[^>]*\s(?:href|src)="([^"]+)"/g;

/**
 * `<link rel="modulepreload">` tags for a page's own code (`sources`, as the manifest names
 * them) that `html` does not name yet: the browser then fetches the page's files with the HTML,
 * not after the app's first script asked for them, and the app finds them there instead of
 * adding a tag for each while it starts (issue 12, docs/decisions/016).
 */
export function pagePreloads(manifest: Manifest | null, sources: string[], html: string): string {
  if (!manifest) return "";
  const named = new Set([...html.matchAll(MODULE_FILE)].map((match) => match[1]));
  const files = new Set<string>();
  for (const source of sources) filesOf(manifest, source, files);
  return [...files]
    .filter((file) => !named.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
    .join("");
}
