import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const APP_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const STARTER = "src/web/start-on-use.ts";
const LANDING_PAGE = "src/web/features/home/home-page.tsx";

type Manifest = Record<string, { file?: string; imports?: string[] }>;

/** A module's file and those of everything it imports, as the build's manifest lists them. */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const file = manifest[key]?.file;
  if (!file || seen.has(`/${file}`)) return seen;
  seen.add(`/${file}`);
  for (const imported of manifest[key]?.imports ?? []) filesOf(manifest, imported, seen);
  return seen;
}

function readManifest(webDir: string): Manifest | null {
  const file = path.join(webDir, ".vite", "manifest.json");
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Manifest;
  } catch (error) {
    console.error(`${file} could not be read; the landing page loads the app at once.`, error);
    return null;
  }
}

/**
 * The landing page's scripts for a visitor who is not signed in (issue 12, docs/decisions/015):
 * instead of the app and the files it needs, src/web/start-on-use.ts alone, told which those
 * are (the landing page's own included), so that it can fetch them together when the visitor
 * starts using the page. Null where the build has no such script (in development), so the page
 * names the app as every other page does.
 */
export function startOnUseScripts(body: string, webDir: string): string | null {
  const manifest = readManifest(webDir);
  const starter = manifest?.[STARTER]?.file;
  const app = APP_SCRIPT.exec(body);
  if (!manifest || !starter || !app?.[1]) return null;
  const preloads = new Set([...body.matchAll(PRELOAD)].map((match) => match[1]));
  for (const file of filesOf(manifest, LANDING_PAGE)) preloads.add(file);
  preloads.delete(app[1]);
  const tag = `<script type="module" crossorigin src="/${starter}" data-app="${app[1]}" data-preload="${[...preloads].join(" ")}"></script>`;
  // Functions as replacements: a string one would read "$&" in it as a pattern.
  return body.replace(app[0], () => tag).replace(PRELOAD, () => "");
}
