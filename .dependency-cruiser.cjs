// The import walls of docs/architecture.md ("Import walls"), kept by dependency-cruiser in the
// lint step (`npm run lint`; decisions/043). What it cannot see (a computed import(),
// import.meta.glob, new URL(…, import.meta.url)) scripts/check-dynamic-imports.mjs refuses.
const layers = require("./scripts/feature-layers.cjs");

const TEST = "\\.test\\.tsx?$";
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const oneOf = (names) => `(${names.map(escape).join("|")})`;

/** One rule per feature: its non-test files import no feature above it, nor one outside the list. */
function featureLayerRules(side, features) {
  const root = `^src/${side}/features/`;
  return [
    ...features.map((feature, at) => ({
      name: `${side}-feature-layers`,
      comment: `${feature} imports only the features below it: ${features.slice(0, at).join(", ") || "none"}`,
      severity: "error",
      from: { path: `${root}${escape(feature)}/`, pathNot: TEST },
      to: { path: root, pathNot: `${root}${oneOf(features.slice(0, at + 1))}/` },
    })),
    {
      name: `${side}-feature-not-in-layers`,
      comment: `every folder of src/${side}/features/ is in scripts/feature-layers.cjs`,
      severity: "error",
      from: { path: root, pathNot: [`${root}${oneOf(features)}/`, TEST] },
      to: {},
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "shared-imports-nothing-of-ours",
      comment: "src/shared is used by both sides and imports nothing of ours but itself",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^(src/(?!shared/)|scripts/|tests/)" },
    },
    {
      name: "web-not-server",
      comment: "the browser never imports server code",
      severity: "error",
      from: { path: "^src/web/", pathNot: TEST },
      to: { path: "^src/server/" },
    },
    {
      name: "web-not-server",
      comment: "a test of browser code may start the real server (test-support), never ship it",
      severity: "error",
      from: { path: `^src/web/.*${TEST}` },
      to: { path: "^src/server/", pathNot: "^src/server/test-support/" },
    },
    {
      name: "web-not-rich-text",
      comment: "the Markdown parser stays on the server; pages draw its blocks (decision 035)",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/shared/rich-text\\.ts$" },
    },
    {
      name: "server-not-web",
      comment: "the server never imports browser code",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/web/" },
    },
    {
      name: "web-components-no-feature",
      comment: "shared UI knows no feature",
      severity: "error",
      from: { path: "^src/web/components/" },
      to: { path: "^src/web/features/" },
    },
    {
      name: "web-lib-no-feature",
      comment: "web helpers know no feature",
      severity: "error",
      from: { path: "^src/web/lib/" },
      to: { path: "^src/web/features/" },
    },
    {
      name: "server-base-no-feature",
      comment: "plugins, pages, db and oidc stand below the features and know none (tests of db set a scene)",
      severity: "error",
      from: { path: "^src/server/(plugins|pages|db|oidc|i18n)/", pathNot: `^src/server/(pages|db|oidc|i18n)/.*${TEST}` },
      to: { path: "^src/server/features/" },
    },
    {
      name: "features-not-plugins",
      comment: "plugins stand above the features (app.ts registers both); what both need lives in pages/",
      severity: "error",
      from: { path: "^src/server/features/", pathNot: TEST },
      to: { path: "^src/server/plugins/" },
    },
    ...featureLayerRules("server", layers.server),
    ...featureLayerRules("web", layers.web),
    {
      name: "not-to-unresolvable",
      comment: "an import that resolves to no file cannot be checked (nor run)",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // type-only imports count: a wall is about knowing, not only about running
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mjs", ".cjs", ".js", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
