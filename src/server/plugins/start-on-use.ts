import { filesOf, type Manifest } from "./build-manifest.ts";

const APP_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const STARTER = "src/web/start-on-use.ts";
const LANDING_PAGE = "src/web/features/home/home-page.tsx";

/**
 * The landing page's scripts for a visitor who is not signed in (issue 12, docs/decisions/015):
 * instead of the app and the files it needs, src/web/start-on-use.ts alone, told which those
 * are (the landing page's own included), so that it can fetch them together when the visitor
 * starts using the page. Null where the build has no such script (in development), so the page
 * names the app as every other page does.
 */
export function startOnUseScripts(body: string, manifest: Manifest | null): string | null {
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
