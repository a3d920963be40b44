// The operator's database commands (D36, README "Backup, restore and moving to PostgreSQL"):
//   npm run db:backup -- FILE
//   npm run db:restore -- FILE [--force]
//   npm run db:move -- --to postgres://user:password@host:5432/database
import { ConfigError, loadConfig } from "#server/config.ts";
import { describeSize, siteSize } from "#server/db/backup/database-contents.ts";
import { backupDatabase, OperationError } from "#server/db/backup/dump.ts";
import { moveToPostgres, withoutPassword } from "#server/db/backup/move.ts";
import { describe, restoreDatabase } from "#server/db/backup/restore.ts";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";

const USAGE = `Usage:
  npm run db:backup -- FILE
  npm run db:restore -- FILE [--force]
  npm run db:move -- --to postgres://user:password@host:5432/database`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2);
const positional = args.filter((arg) => !arg.startsWith("--") && args[args.indexOf(arg) - 1] !== "--to");

async function run(): Promise<void> {
  const config = loadConfig().database;
  const where = describe(config);
  if (command === "backup") {
    const file = positional[0] ?? fail(USAGE);
    await backupDatabase(config, file);
    console.log(`${where} is backed up to ${file}.`);
  } else if (command === "restore") {
    const file = positional[0] ?? fail(USAGE);
    const size = await restoreDatabase(config, file, args.includes("--force"));
    console.log(
      `${file} is restored into ${where.replace(/^The/, "the")} (${size}). Start the server to use it.`,
    );
  } else if (command === "move") {
    const url = args[args.indexOf("--to") + 1];
    if (!args.includes("--to") || !url) fail(USAGE);
    const report = await moveToPostgres(config, url);
    console.log(
      `Copied ${report.counts.length} tables (${describeSize(siteSize(report.counts))}) to ${withoutPassword(url)}; every row count and sequence matches.\n\n` +
        "Next:\n" +
        `  1. Set DATABASE_URL=${withoutPassword(url)} (with its real password) and start the server: npm start\n` +
        "  2. Keep the data folder until you have checked the site; it is no longer read once DATABASE_URL is set.",
    );
  } else {
    fail(USAGE);
  }
}

try {
  await run();
  // The work is done and written; a handle a library left open must not keep the command waiting.
  process.exit(0);
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof OperationError ||
    error instanceof DataDirLockedError
  ) {
    fail(error.message);
  }
  throw error;
}
