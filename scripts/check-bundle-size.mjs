// The landing page's first JavaScript must stay under 100 KB gzip (issue: foundation).
// Reads dist/index.html and sums the gzip size of the entry script and its modulepreloads.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 100 * 1024;
const html = readFileSync("dist/index.html", "utf8");
const files = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
].map((m) => m[1]);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join("dist", file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  first JavaScript of the landing page (budget ${BUDGET_BYTES / 1024} KB gzip)`,
);
if (files.length === 0 || total > BUDGET_BYTES) {
  console.error(
    files.length === 0 ? "No scripts found in dist/index.html." : "Over budget: split code by route.",
  );
  process.exit(1);
}
