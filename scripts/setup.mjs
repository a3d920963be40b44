// `npm run setup`: installs the dependencies with the Node the project runs on (decisions/042).
// The registry's `node` package, pinned in package.json and the lockfile, puts that Node in
// node_modules/.bin, where every npm script finds it first. The install itself runs on it too,
// so that it checks each package's `engines` against the Node that will run it: on a machine
// whose own Node is older, `npm ci` would otherwise warn about packages that need Node 22.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const { devDependencies } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const nodePackage = `node@${devDependencies.node}`;
const result = spawnSync(
  "npm",
  ["exec", "--yes", `--package=${nodePackage}`, "--", "npm", "ci", "--no-audit", "--no-fund"],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
