import { randomBytes } from "node:crypto";
import pg from "pg";
import {
  createPglite,
  type DatabaseHandle,
  fromPglite,
  fromPostgresPool,
  migratePgliteClient,
  migratePostgres,
  postgresPool,
} from "../db/client.ts";

export type Engine = "pglite" | "postgres";

/**
 * What a test file checks that only a PostgreSQL server shows (decisions/048): requests racing
 * on separate connections and the locks that order them, a migration on a real server, text
 * search, LISTEN/NOTIFY between app servers, limits counted under concurrent requests, and the
 * plans its planner makes (a list read in order off its index, not sorted after a scan).
 */
export type SqlBehaviour = "races" | "migration" | "search" | "notify" | "limits" | "plans";

/**
 * The engines a file's cases run on: PGlite always; PostgreSQL too (when TEST_DATABASE_URL is
 * set: CI sets it, and fails without it) for a file that names the SQL behaviour it checks.
 * Every other rule is the same SQL on both engines, so it is checked once, on PGlite.
 */
export function testEngines(sqlBehaviour?: SqlBehaviour): Engine[] {
  return sqlBehaviour && process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

let pgliteBase: Promise<Blob> | null = null;

/** Migrating a fresh PGlite takes seconds: do it once per worker, then start each database from a dump. */
function migratedPgliteDump(): Promise<Blob> {
  pgliteBase ??= (async () => {
    const client = await createPglite();
    await migratePgliteClient(client);
    const dump = await client.dumpDataDir("none");
    await client.close();
    return dump;
  })();
  return pgliteBase;
}

/**
 * The migrated template database that the global setup makes on the PostgreSQL server,
 * named after the test database so that different roles on one server never collide.
 */
export function postgresTemplateName(): string {
  const database = new URL(process.env.TEST_DATABASE_URL ?? "postgres://x/checklists").pathname.slice(1);
  return `${database.replace(/[^a-z0-9_]/gi, "_")}_template`.toLowerCase();
}

export function adminUrl(databaseName: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/**
 * Drops a test database, closing whatever is still connected to it. PostgreSQL 15 refuses
 * `with (force)` while an autovacuum worker is in that database ("must be a member of the role
 * whose process is being terminated"); the worker is gone within moments, so try again.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      const refusedByWorker = (error as { code?: string }).code === "42501";
      if (!refusedByWorker || attempt === 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * A database of the given engine with nothing in it, not even migrations, and the function that
 * migrates it with a migrations folder (a migration's test: docs/decisions/024-runs.md).
 */
export async function createEmptyDatabase(
  engine: Engine,
): Promise<DatabaseHandle & { migrate(folder: string): Promise<void> }> {
  if (engine === "pglite") {
    const client = await createPglite();
    return { ...fromPglite(client), migrate: (folder) => migratePgliteClient(client, folder) };
  }
  const { pool, handle } = await createPostgresDatabase("checklists_empty", "");
  return { ...handle, migrate: (folder) => migratePostgres(pool, folder) };
}

/** A clean, migrated database of the given engine. */
export async function createTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === "pglite") {
    const client = await createPglite(undefined, { loadDataDir: await migratedPgliteDump() });
    return fromPglite(client);
  }
  return (await createPostgresDatabase("checklists_test", ` template ${postgresTemplateName()}`)).handle;
}

/**
 * A new PostgreSQL database named `prefix_<random>` (`create database <name><options>`) and its
 * pool; closing its handle drops it.
 */
async function createPostgresDatabase(prefix: string, options: string) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${options}`);
  } finally {
    await admin.end();
  }
  const pool = postgresPool(adminUrl(name));
  const opened = fromPostgresPool(pool);
  const handle: DatabaseHandle = {
    ...opened,
    async close() {
      // Connections still closing when the database is dropped report it; that is expected here.
      pool.removeAllListeners("error");
      pool.on("error", () => {});
      await opened.close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await dropDatabase(cleanup, name).catch(() => {});
      await cleanup.end();
    },
  };
  return { pool, handle };
}
