import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runNode } from "#server/test-support/run-node.ts";

// The walls are kept by `npm run lint` (.dependency-cruiser.cjs and scripts/check-dynamic-imports.mjs,
// decisions/043). Here each kind of breach is planted in the tree under a name of its own, the two
// checks read only the planted files, and each must fail under the rule it breaks.

const ROOT = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const layers = require("./feature-layers.cjs") as { server: string[]; web: string[] };
const TAG = `zz-walls-probe-${process.pid}`;
const NOWHERE = `src/server/features/${TAG}`;

interface Plant {
  what: string;
  file: string;
  text: string;
  /** The rule that refuses it, or null where the import is allowed. */
  rule: string | null;
}

const at = (folder: string, extension = "ts") =>
  `${folder}/${TAG}-${Math.random().toString(36).slice(2, 8)}.${extension}`;

const PLANTS: Plant[] = [
  {
    what: "a static import of a feature above",
    file: at("src/server/features/checklists"),
    text: 'import "../runs/events.ts";',
    rule: "server-feature-layers",
  },
  {
    what: "a type-only import of a feature above, through an alias",
    file: at("src/server/features/auth"),
    text: 'import type { X } from "#server/features/moderation/service.ts";\nexport type { X };',
    rule: "server-feature-layers",
  },
  {
    what: "an import() of a literal naming a web feature above",
    file: at("src/web/features/checklists"),
    text: 'export const later = () => import("../playing/api.ts");',
    rule: "web-feature-layers",
  },
  {
    what: "a feature outside the list",
    file: at(NOWHERE),
    text: 'import "../auth/accounts.ts";',
    rule: "server-feature-not-in-layers",
  },
  {
    what: "a feature importing a plugin",
    file: at("src/server/features/users"),
    text: 'import "#server/plugins/web-app.ts";',
    rule: "features-not-plugins",
  },
  {
    what: "a plugin importing a feature",
    file: at("src/server/plugins"),
    text: 'import "../features/health/routes.ts";',
    rule: "server-base-no-feature",
  },
  {
    what: "oidc importing a feature",
    file: at("src/server/oidc"),
    text: 'import type { X } from "../features/auth/accounts.ts";\nexport type { X };',
    rule: "server-base-no-feature",
  },
  {
    what: "shared importing the server, from an .mjs file",
    file: at("src/shared", "mjs"),
    text: 'import "../server/config.ts";',
    rule: "shared-imports-nothing-of-ours",
  },
  {
    what: "the browser importing the server",
    file: at("src/web/lib"),
    text: 'import "#server/errors.ts";',
    rule: "web-not-server",
  },
  {
    what: "the server importing the browser",
    file: at("src/server"),
    text: 'import "#web/lib/api-client.ts";',
    rule: "server-not-web",
  },
  {
    what: "the browser importing the Markdown parser",
    file: at("src/web/features/messages"),
    text: 'import "#shared/rich-text.ts";',
    rule: "web-not-rich-text",
  },
  {
    what: "a shared component importing a feature",
    file: at("src/web/components", "tsx"),
    text: 'import "../features/checklists/api.ts";',
    rule: "web-components-no-feature",
  },
  {
    what: "an alias whose tail climbs to another side",
    file: at("src/shared"),
    text: 'import "#shared/../server/errors.ts";',
    rule: "alias-tail-climbs",
  },
  {
    what: "a template import() with an empty fixed head",
    file: at("src/server/features/checklists"),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the plant is source text with a template literal
    text: "export const load = (name: string) => import(`${name}`);",
    rule: "computed-import",
  },
  {
    what: "a template import() climbing to src/",
    file: at("src/server/features/checklists"),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the plant is source text with a template literal
    text: "export const load = (name: string) => import(`../../../${name}.ts`);",
    rule: "computed-import",
  },
  {
    what: "an import.meta.glob across a wall",
    file: at("src/web/lib"),
    text: 'export const pages = import.meta.glob("../features/*/api.ts");',
    rule: "import-meta-glob",
  },
  {
    what: "a new URL(…, import.meta.url) across a wall",
    file: at("src/shared"),
    text: 'export const file = new URL("../server/html.ts", import.meta.url);',
    rule: "new-url-import-meta",
  },
  {
    what: "a feature importing one below it (allowed)",
    file: at("src/server/features/checklists"),
    text: 'import "../auth/accounts.ts";\nimport "#server/pages/page-meta.ts";',
    rule: null,
  },
  {
    what: "a browser test starting the real server (allowed)",
    file: `src/web/lib/${TAG}.test.ts`,
    text: 'import "#server/test-support/test-app.ts";',
    rule: null,
  },
];

async function run(script: string, args: string[]) {
  const result = await runNode([script, ...args], { cwd: ROOT, timeoutMs: 90_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the import walls (npm run lint)", () => {
  it("refuse each kind of breach under its rule, and let the allowed imports through", async () => {
    const files = PLANTS.map((plant) => plant.file);
    try {
      mkdirSync(path.join(ROOT, NOWHERE));
      for (const { file, text } of PLANTS) writeFileSync(path.join(ROOT, file), `${text}\n`);
      const [cruise, unseen] = await Promise.all([
        run("node_modules/dependency-cruiser/bin/dependency-cruiser.mjs", [
          ...files,
          "--config",
          ".dependency-cruiser.cjs",
          "--do-not-follow",
          "^(src|node_modules)/",
        ]),
        run("scripts/check-dynamic-imports.mjs", files),
      ]);
      expect(cruise.status).not.toBe(0);
      expect(unseen.status).not.toBe(0);
      const output = `${cruise.output}\n${unseen.output}`;
      const refused = PLANTS.map(({ what, file }) => {
        const rules = [
          ...output.matchAll(new RegExp(`error ([\\w-]+): ${file.replace(/\./g, "\\.")}\\b`, "g")),
        ];
        return [what, [...new Set(rules.map(([, rule]) => rule))]];
      });
      expect(refused).toEqual(
        PLANTS.map(({ what, rule }) => [
          what,
          // dependency-cruiser cannot resolve `#shared/../…`, so it refuses it as well
          rule === "alias-tail-climbs" ? ["not-to-unresolvable", rule] : rule ? [rule] : [],
        ]),
      );
    } finally {
      for (const file of files) rmSync(path.join(ROOT, file), { force: true });
      rmSync(path.join(ROOT, NOWHERE), { recursive: true, force: true });
    }
  }, 120_000);

  it.each([
    ["server", layers.server],
    ["web", layers.web],
  ])("%s: the layers name every feature folder once", (side, names) => {
    const folders = readdirSync(path.join(ROOT, "src", side, "features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("zz-walls-probe-"))
      .map((entry) => entry.name);
    expect([...names].sort()).toEqual(folders.sort());
  });
});
