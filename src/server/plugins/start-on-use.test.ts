import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { starterScripts } from "./start-on-use.ts";

const BODY = `
    <script type="module" crossorigin fetchpriority="low" src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/first-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>`;

function webDirWith(manifest: unknown | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), "start-on-use-"));
  if (manifest !== null) {
    mkdirSync(path.join(dir, ".vite"));
    writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  }
  return dir;
}

const MANIFEST = {
  "src/web/start-on-use.ts": { file: "assets/start-on-use-E5.js" },
  "index.html": { file: "assets/index-A1.js", imports: ["_react-B2.js"] },
  "_react-B2.js": { file: "assets/react-B2.js" },
  "_card-F6.js": { file: "assets/card-F6.js", imports: ["_react-B2.js"] },
  "src/web/features/home/home-page.tsx": {
    file: "assets/home-page-G7.js",
    imports: ["_react-B2.js", "index.html", "_card-F6.js"],
  },
};

/** docs/decisions/015 and 023: a page names only its starter, told the app's files. */
describe("a server-rendered page's scripts", () => {
  it("name the starter with the app and its files for a guest's landing page, and nothing else that runs", () => {
    const dir = webDirWith(MANIFEST);
    const body = starterScripts(BODY, dir)?.onUse("/");
    expect(body).toContain(
      '<script type="module" crossorigin src="/assets/start-on-use-E5.js" data-app="/assets/index-A1.js" data-start="use" data-preload="/assets/react-B2.js /assets/first-C3.js /assets/home-page-G7.js /assets/card-F6.js"></script>',
    );
    expect(body).not.toContain("modulepreload");
    expect(body?.match(/<script/g)).toHaveLength(1);
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    expect(body).toContain('<div id="root"></div>');
  });

  it("name the app's own files alone on a guest's other pages", () => {
    const body = starterScripts(BODY, webDirWith(MANIFEST))?.onUse("/checklists");
    expect(body).toContain(
      'data-start="use" data-preload="/assets/react-B2.js /assets/first-C3.js"></script>',
    );
    expect(body).not.toContain("modulepreload");
    expect(body?.match(/<script/g)).toHaveLength(1);
  });

  it("preload the app's files for a signed-in player, evaluated when idle or at first use", () => {
    const body = starterScripts(BODY, webDirWith(MANIFEST))?.whenIdle;
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/index-A1.js">');
    expect(body).toContain('data-app="/assets/index-A1.js" data-start="idle" data-preload=""></script>');
    expect(body).toContain('href="/assets/react-B2.js"');
    expect(body?.match(/<script/g)).toHaveLength(1);
  });

  it("start the app at once on a guest's personal page (it sends them to sign in)", () => {
    const body = starterScripts(BODY, webDirWith(MANIFEST))?.atOnce;
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/index-A1.js">');
    expect(body).toContain('data-app="/assets/index-A1.js" data-start="now" data-preload=""></script>');
    expect(body?.match(/<script/g)).toHaveLength(1);
  });

  it("are none where the build has no starter (development) or its manifest is unreadable", () => {
    expect(starterScripts(BODY, webDirWith(null))).toBeNull();
    const broken = webDirWith({});
    writeFileSync(path.join(broken, ".vite", "manifest.json"), "{ not json");
    expect(starterScripts(BODY, broken)).toBeNull();
    expect(starterScripts(BODY, webDirWith({ "index.html": { file: "assets/index-A1.js" } }))).toBeNull();
  });
});
