import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** What a file imports, read by TypeScript's own parser: every form, not only `import … from`. */
interface Imports {
  /** Every specifier, or the fixed start of a template literal's (`./pages/${name}` → `./pages/`). */
  specifiers: string[];
  /** `import(expression)` whose target no reader can know, as `line: text`. */
  unknowable: string[];
}

function importsIn(fileName: string, text: string): Imports {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  const unknowable: string[] = [];
  const visit = (node: ts.Node) => {
    // import x from "…", import "…" (for its effect), export … from "…", import x = require("…")
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExternalModuleReference(node) && ts.isStringLiteral(node.expression)) {
      specifiers.push(node.expression.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
      else if (argument && ts.isTemplateExpression(argument)) specifiers.push(argument.head.text);
      else {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        unknowable.push(`${line + 1}: ${node.getText(source)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { specifiers, unknowable };
}

/** Each of our files a specifier names, as a path relative to src/ (packages are left out). */
function ourTargets(file: string, specifiers: string[]): string[] {
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith(".")) return [path.relative(SRC, path.resolve(path.dirname(file), specifier))];
    const alias = /^#(shared|server|web)\/(.*)$/.exec(specifier);
    return alias ? [`${alias[1]}/${alias[2]}`] : [];
  });
}

/**
 * The `import()`s whose target is computed, and why: each loads a file the build wrote, not a
 * source file.
 */
const COMPUTED_IMPORTS_ALLOWED: Record<string, string> = {
  "server/plugins/web-app.ts": "the renderer in dist-ssr (decision 017)",
  "web/start-on-use.ts": "the app's built entry, named by the page (decision 023)",
};

/** [who, may not import, why] — the layers of docs/architecture.md. */
const WALLS: [string, (target: string) => boolean, string][] = [
  [
    "shared/",
    (target) => !target.startsWith("shared/"),
    "src/shared is used by both sides and imports nothing of ours",
  ],
  ["web/", (target) => target.startsWith("server/"), "the browser never imports server code"],
  [
    "web/",
    (target) => target === "shared/rich-text.ts",
    "the Markdown parser stays on the server; pages draw its blocks (decision 035)",
  ],
  ["server/", (target) => target.startsWith("web/"), "the server never imports browser code"],
  ["web/components/", (target) => target.startsWith("web/features/"), "shared UI knows no feature"],
  ["web/lib/", (target) => target.startsWith("web/features/"), "web helpers know no feature"],
  ["server/plugins/", (target) => target.startsWith("server/features/"), "server plugins know no feature"],
];

/**
 * The server's features, lowest first (docs/architecture.md, Feature layers). A feature's
 * non-test files import only features below it, so no two depend on each other.
 */
const FEATURE_LAYERS = [
  "rate-limit",
  "auth",
  "notifications",
  "checklists",
  "runs",
  "playing",
  "previews",
  "users",
  "messages",
  "moderation",
  "reports",
  "me",
  "demo",
  "analytics",
  "health",
];

/**
 * The browser's features, lowest first (docs/architecture.md, Feature layers), kept the same
 * way: the checklist page, which composes playing, runs, messages and reports, stands on top.
 */
const WEB_FEATURE_LAYERS = [
  "static-pages",
  "not-found",
  "install",
  "notifications",
  "messages",
  "reports",
  "session",
  "checklists",
  "runs",
  "offline",
  "playing",
  "home",
  "people",
  "moderation",
  "checklist-page",
];

/** Each side's features folder (relative to src/) and its layers. */
const LAYERED: [string, string[]][] = [
  ["server/features/", FEATURE_LAYERS],
  ["web/features/", WEB_FEATURE_LAYERS],
];

/** Why `from` may not import `target` (both relative to src/) across the feature layers, else null. */
function featureLayerBreach(from: string, target: string): string | null {
  const side = LAYERED.find(([features]) => from.startsWith(features));
  if (!side || /\.test\.tsx?$/.test(from)) return null;
  const [features, layers] = side;
  // `…/features` alone is what `import(`../${name}/…`)` reaches: a feature no reader can know.
  if (!`${target}/`.startsWith(features)) return null;
  const featureOf = (file: string) => file.slice(features.length).split("/")[0] || "(computed)";
  const [mine, theirs] = [featureOf(from), featureOf(target)];
  if (!layers.includes(mine)) return `${mine} is not in its feature layers`;
  if (theirs === mine) return null;
  if (!layers.includes(theirs)) return `${theirs} is not in its feature layers`;
  if (layers.indexOf(theirs) > layers.indexOf(mine)) return `${theirs} is above ${mine}`;
  return null;
}

describe("import walls", () => {
  it("reads every form of import: for effect, re-export, require, and import() of a literal or a template", () => {
    const { specifiers, unknowable } = importsIn(
      "probe.ts",
      [
        'import "#server/errors.ts";',
        'import type { A } from "./a.ts";',
        'export { b } from "../b.ts";',
        'import c = require("#web/c.ts");',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text with a template literal
        "const d = () => import(`#web/features/${name}.tsx`);",
        'const e = () => import("#web/e.ts");',
        "const f = () => import(`./f.ts`);",
        "const g = () => import(somewhere);",
      ].join("\n"),
    );
    expect(specifiers).toEqual([
      "#server/errors.ts",
      "./a.ts",
      "../b.ts",
      "#web/c.ts",
      "#web/features/",
      "#web/e.ts",
      "./f.ts",
    ]);
    expect(unknowable).toEqual(["8: import(somewhere)"]);
  });

  it("no file imports across a wall", () => {
    const breaches: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const from = path.relative(SRC, file);
      const { specifiers, unknowable } = importsIn(file, readFileSync(file, "utf8"));
      if (!(from in COMPUTED_IMPORTS_ALLOWED)) {
        for (const call of unknowable)
          breaches.push(`${from}:${call} (a computed import() cannot be checked)`);
      }
      for (const target of ourTargets(file, specifiers)) {
        // A test of browser code may start the real server to talk to (it is never shipped).
        if (/\.test\.tsx?$/.test(from) && target.startsWith("server/test-support/")) continue;
        for (const [who, forbidden, why] of WALLS) {
          if (from.startsWith(who) && forbidden(target)) breaches.push(`${from} → ${target} (${why})`);
        }
        const layers = featureLayerBreach(from, target);
        if (layers) breaches.push(`${from} → ${target} (feature layers: ${layers})`);
      }
    }
    expect(breaches).toEqual([]);
  });

  it("the feature layers refuse an upward import in every form, and a feature not in the list", () => {
    const probe = path.join(SRC, "server/features/checklists/probe.ts");
    const { specifiers } = importsIn(
      probe,
      [
        'import "../runs/a.ts";',
        'export { b } from "#server/features/playing/b.ts";',
        'import type { C } from "../previews/c.ts";',
        'import j = require("../reports/j.ts");',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text with a template literal
        "const d = () => import(`../moderation/${name}.ts`);",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text with a template literal
        "const e = () => import(`../${feature}/routes.ts`);",
        'const f = () => import("#server/features/nowhere/f.ts");',
        'import { g } from "../auth/g.ts";',
        'import { h } from "./h.ts";',
        'import { i } from "#server/errors.ts";',
      ].join("\n"),
    );
    const from = path.relative(SRC, probe);
    const refused = ourTargets(probe, specifiers).map((target) => [target, featureLayerBreach(from, target)]);
    expect(refused).toEqual([
      ["server/features/runs/a.ts", "runs is above checklists"],
      ["server/features/playing/b.ts", "playing is above checklists"],
      ["server/features/previews/c.ts", "previews is above checklists"],
      ["server/features/reports/j.ts", "reports is above checklists"],
      ["server/features/moderation", "moderation is above checklists"],
      ["server/features", "(computed) is not in its feature layers"],
      ["server/features/nowhere/f.ts", "nowhere is not in its feature layers"],
      ["server/features/auth/g.ts", null],
      ["server/features/checklists/h.ts", null],
      ["server/errors.ts", null],
    ]);
    // A test may reach any feature (it sets the scene), and a feature outside the list is refused as such.
    expect(
      featureLayerBreach("server/features/checklists/a.test.ts", "server/features/runs/a.ts"),
    ).toBeNull();
    expect(featureLayerBreach("server/features/nowhere/a.ts", "server/features/auth/a.ts")).toBe(
      "nowhere is not in its feature layers",
    );
  });

  it("the web's feature layers refuse an upward import in every form, and a feature not in the list", () => {
    const probe = path.join(SRC, "web/features/runs/probe.tsx");
    const { specifiers } = importsIn(
      probe,
      [
        'import "../offline/send-queue.ts";',
        'export { b } from "#web/features/playing/api.ts";',
        'import type { C } from "../checklist-page/c.tsx";',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text with a template literal
        "const d = () => import(`../home/${name}.tsx`);",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text with a template literal
        "const e = () => import(`#web/features/${feature}/page.tsx`);",
        'const f = lazy(() => import("../nowhere/f.tsx"));',
        'import { g } from "../checklists/g.ts";',
        'import { h } from "./h.ts";',
        'import { i } from "#web/components/i.tsx";',
      ].join("\n"),
    );
    const from = path.relative(SRC, probe);
    const refused = ourTargets(probe, specifiers).map((target) => [target, featureLayerBreach(from, target)]);
    expect(refused).toEqual([
      ["web/features/offline/send-queue.ts", "offline is above runs"],
      ["web/features/playing/api.ts", "playing is above runs"],
      ["web/features/checklist-page/c.tsx", "checklist-page is above runs"],
      ["web/features/home", "home is above runs"],
      ["web/features/", "(computed) is not in its feature layers"],
      ["web/features/nowhere/f.tsx", "nowhere is not in its feature layers"],
      ["web/features/checklists/g.ts", null],
      ["web/features/runs/h.ts", null],
      ["web/components/i.tsx", null],
    ]);
    expect(featureLayerBreach("web/features/runs/a.test.ts", "web/features/playing/a.ts")).toBeNull();
  });

  it.each(LAYERED)("%s: its layers name every feature folder once", (features, layers) => {
    const folders = readdirSync(path.join(SRC, features), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...layers].sort()).toEqual(folders.sort());
  });
});
