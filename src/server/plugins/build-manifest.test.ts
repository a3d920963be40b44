import { describe, expect, it } from "vitest";
import { type Manifest, pagePreloads } from "./build-manifest.ts";

const MANIFEST: Manifest = {
  "index.html": { file: "assets/index-A1.js", imports: ["_react-B2.js"] },
  "_react-B2.js": { file: "assets/react-B2.js" },
  "_card-F6.js": { file: "assets/card-F6.js", imports: ["_react-B2.js"] },
  "src/web/features/checklists/page/checklist-page.tsx": {
    file: "assets/checklist-page-G7.js",
    imports: ["_react-B2.js", "index.html", "_card-F6.js"],
  },
  "src/web/lib/query-boundary.tsx": { file: "assets/query-boundary-H8.js", imports: ["_card-F6.js"] },
};
const HTML = `<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B2.js">`;

describe("a page's own code, named in its HTML (issue 12)", () => {
  it("preloads the page's files and what they import, each once, except what the HTML names", () => {
    const links = pagePreloads(
      MANIFEST,
      ["src/web/features/checklists/page/checklist-page.tsx", "src/web/lib/query-boundary.tsx"],
      HTML,
    );
    expect(links).toBe(
      [
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/checklist-page-G7.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/card-F6.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/query-boundary-H8.js">',
      ].join(""),
    );
  });

  it("names nothing without a manifest (development) or for a page it does not know", () => {
    expect(pagePreloads(null, ["src/web/lib/query-boundary.tsx"], HTML)).toBe("");
    expect(pagePreloads(MANIFEST, ["src/web/features/nowhere-page.tsx"], HTML)).toBe("");
  });
});
