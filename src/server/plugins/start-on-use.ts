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
    console.error(`${file} could not be read; pages load the app at once.`, error);
    return null;
  }
}

export interface StarterScripts {
  /** A guest's page: the starter alone, which loads the app when they start using the page. */
  onUse(pathname: string): string;
  /**
   * A signed-in player's page: the starter, which answers at once and evaluates the app on first
   * use or when the browser is idle, its files preloaded by the HTML (docs/decisions/027).
   */
  whenIdle: string;
  /** A guest's personal page (sent to sign in): the starter, which starts the app at once. */
  atOnce: string;
}

/**
 * The scripts of a server-rendered page (docs/decisions/015 and 023): instead of the app,
 * src/web/start-on-use.ts, which keeps what the visitor does until React has hydrated (D57) and
 * is told which files the app needs. A guest's page names them for later (the landing page's own
 * included on `/`); a signed-in player's page keeps their preload tags, so the files arrive as
 * before, and evaluates the app when the browser is idle or at first use (decision 027). Null where the build has no such script (in development): pages name the app itself.
 */
export function starterScripts(body: string, webDir: string): StarterScripts | null {
  const manifest = readManifest(webDir);
  const starter = manifest?.[STARTER]?.file;
  const app = APP_SCRIPT.exec(body);
  if (!manifest || !starter || !app?.[1]) return null;
  const appFile = app[1];
  const appPreloads = [...body.matchAll(PRELOAD)].map((match) => match[1] ?? "");
  const landingPreloads = [...filesOf(manifest, LANDING_PAGE)];
  const tag = (start: "use" | "idle" | "now", preloads: string[]) => {
    const files = [...new Set(preloads)].filter((file) => file && file !== appFile);
    return `<script type="module" crossorigin src="/${starter}" data-app="${appFile}" data-start="${start}" data-preload="${files.join(" ")}"></script>`;
  };
  // Functions as replacements: a string one would read "$&" in it as a pattern.
  const forGuests = (preloads: string[]) =>
    body.replace(app[0], () => tag("use", preloads)).replace(PRELOAD, () => "");
  const guestPage = forGuests(appPreloads);
  const guestLanding = forGuests([...appPreloads, ...landingPreloads]);
  const preloaded = (start: "idle" | "now") =>
    body.replace(
      app[0],
      () => `<link rel="modulepreload" crossorigin href="${appFile}">\n    ${tag(start, [])}`,
    );
  return {
    onUse: (pathname) => (pathname === "/" ? guestLanding : guestPage),
    whenIdle: preloaded("idle"),
    atOnce: preloaded("now"),
  };
}
