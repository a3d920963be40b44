// `npm run db:migrate`: apply pending migrations to the configured database (DATABASE_URL or DATA_DIR).
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.close();
  console.log(
    `Migrations applied (${config.database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.database.dataDir}`}).`,
  );
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
