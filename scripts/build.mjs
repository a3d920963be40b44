// `npm run build`: the web app into dist/ (client, server renderer, compressed copies) and the
// server into dist-server/ (decision 008). `--if-changed` (what `npm start` runs) builds a part
// only when a file it is built from changed since that part was last built, so a restart after a
// crash or a reboot of an unchanged checkout starts the server at once (issue 23: it rebuilt
// everything, 13–47 s, every time). Each part keeps the hash of its inputs in its output folder.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const SHARED_INPUTS = ["src/shared", "package-lock.json", "tsconfig.json", "scripts/build.mjs"];

export const PARTS = [
  {
    name: "web app",
    output: "dist",
    inputs: [
      ...SHARED_INPUTS,
      "src/web",
      "index.html",
      "public",
      "vite.config.ts",
      "tsconfig.sw.json",
      "scripts/bundle-stats-plugin.ts",
      "scripts/scripts-after-content-plugin.ts",
      "scripts/compress-assets.mjs",
    ],
    steps: [
      ["node_modules/vite/bin/vite.js", "build"],
      ["node_modules/vite/bin/vite.js", "build", "--ssr", "src/web/entry-server.tsx", "--logLevel", "warn"],
      ["scripts/compress-assets.mjs"],
    ],
    // The server renderer is built beside the web app (vite.config.ts's ssr outDir).
    alsoNeeds: ["dist-ssr"],
  },
  {
    name: "server",
    output: "dist-server",
    inputs: [...SHARED_INPUTS, "src/server", "scripts/build-server.mjs"],
    steps: [["scripts/build-server.mjs"]],
    alsoNeeds: [],
  },
];
const STAMP = ".build-inputs";

function filesBelow(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)));
}

/** One hash of every input file's path and content: a change, an addition or a removal moves it. */
function inputsHash(root, part) {
  const hash = createHash("sha256");
  for (const file of part.inputs.flatMap((entry) => filesBelow(root, entry)).sort()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/** Whether `part`'s output in `root` was built from exactly the input files there now. */
export function isUpToDate(root, part) {
  const stamp = path.join(root, part.output, STAMP);
  const built = [part.output, ...part.alsoNeeds].every((folder) => existsSync(path.join(root, folder)));
  return built && existsSync(stamp) && readFileSync(stamp, "utf8") === inputsHash(root, part);
}

/** Notes in `part`'s output which inputs it was built from (after a successful build). */
export function recordBuilt(root, part) {
  writeFileSync(path.join(root, part.output, STAMP), inputsHash(root, part));
}

function build(ifChanged) {
  const root = process.cwd();
  for (const part of PARTS) {
    if (ifChanged && isUpToDate(root, part)) {
      console.log(`The ${part.name} is built from these files already (${part.output}/): not rebuilt.`);
      continue;
    }
    for (const args of part.steps) {
      const result = spawnSync(process.execPath, args, { stdio: "inherit" });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    recordBuilt(root, part);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  build(process.argv.includes("--if-changed"));
