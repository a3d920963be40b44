// The schema (src/server/db/schema) and the migrations (drizzle/) must agree: generate into a
// copy of drizzle/ and fail if that wrote anything. `drizzle-kit check` alone only checks the
// migrations against each other, so an added column without a migration would pass it.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

// drizzle-kit takes --out relative to the working directory, so the copy lives here (removed below).
const copy = path.relative(process.cwd(), mkdtempSync(".migrations-check-"));
try {
  cpSync("drizzle", copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  const result = spawnSync(
    "npx",
    [
      "drizzle-kit",
      "generate",
      "--dialect",
      "postgresql",
      "--schema",
      "./src/server/db/schema/index.ts",
      "--out",
      copy,
    ],
    { encoding: "utf8" },
  );
  // drizzle-kit can print an error and still exit 0.
  if (result.status !== 0 || /error/i.test(result.stderr) || /\bError\b/.test(result.stdout)) {
    console.error(result.stdout, result.stderr);
    process.exitCode = 1;
  } else {
    const added = readdirSync(copy).filter((name) => !before.has(name));
    if (added.length > 0) {
      console.error(
        `The schema and the migrations differ: generating wrote ${added.join(", ")}.\n` +
          "Run `npm run db:generate`, review the new migration in drizzle/ and commit it.",
      );
      process.exitCode = 1;
    } else if (spawnSync("npx", ["drizzle-kit", "check"], { stdio: "inherit" }).status !== 0) {
      process.exitCode = 1;
    } else {
      console.log("The migrations match the schema.");
    }
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
