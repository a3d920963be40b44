// `npm test`: every check of the project, in the order that fails fastest.
// Under CI, the browser tests and the PostgreSQL run are required: missing either fails the run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const ci = process.env.CI === "true" || process.env.CI === "1";

if (ci && !process.env.TEST_DATABASE_URL) {
  console.error("CI must run the tests on PostgreSQL too, but TEST_DATABASE_URL is not set.");
  process.exit(1);
}
if (!existsSync("/usr/bin/chromium")) {
  const message = "The browser tests need Chromium at /usr/bin/chromium (apt-get install chromium).";
  if (ci) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message} Skipping them outside CI.`);
}
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    "TEST_DATABASE_URL is not set: API tests run on PGlite only (CI runs them on PostgreSQL too).",
  );
}

const steps = [
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["biome", "check", "."]],
  ["migrations match the schema", "npx", ["drizzle-kit", "check"]],
  ["unit and API tests", "npx", ["vitest", "run"]],
  ["build", "npx", ["vite", "build", "--logLevel", "warn"]],
  ["bundle budget", "node", ["scripts/check-bundle-size.mjs"]],
];
if (existsSync("/usr/bin/chromium")) steps.push(["browser tests", "npx", ["playwright", "test"]]);

for (const [name, command, args] of steps) {
  console.log(`\n== ${name}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log("\nAll checks passed.");
