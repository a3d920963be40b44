import { createHash } from "node:crypto";

/**
 * D57 on a slow connection: a page shows before even its first script has arrived, and a tap
 * then would reach no code at all. This one-line inline script, first in the head of a rendered
 * page, notes what each click landed on until the starter (src/web/start-on-use.ts, `adoptEarlyTaps`) takes the
 * list over and sets it to null. The Content-Security-Policy allows exactly this text by its hash.
 */
export const EARLY_TAPS_SCRIPT =
  'window.earlyTaps=[];addEventListener("click",function(e){var t=window.earlyTaps;t&&t.push(e.target)},true)';

/** The script's CSP source (`'sha256-…'`), for script-src. */
export function earlyTapsHash(): string {
  return `'sha256-${createHash("sha256").update(EARLY_TAPS_SCRIPT).digest("base64")}'`;
}
