import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const APP_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The landing page's scripts for a visitor who is not signed in (issue 12, docs/decisions/015):
 * instead of the app and the files it needs, src/web/start-on-use.ts alone, told which those
 * are, so that it can load them when the visitor starts using the page. Null where the build
 * has no such script (in development), so the page names the app as every other page does.
 */
export function startOnUseScripts(body: string, webDir: string): string | null {
  const manifestFile = path.join(webDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file?: string }>;
  const starter = manifest["src/web/start-on-use.ts"]?.file;
  const app = APP_SCRIPT.exec(body);
  if (!starter || !app) return null;
  const preloads = [...body.matchAll(PRELOAD)].map((match) => match[1]);
  const tag = `<script type="module" crossorigin src="/${starter}" data-app="${app[1]}" data-preload="${preloads.join(" ")}"></script>`;
  // Functions as replacements: a string one would read "$&" in it as a pattern.
  return body.replace(app[0], () => tag).replace(PRELOAD, () => "");
}
