import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { makeTreeOwnerOnly } from "./owner-only.ts";
import * as schema from "./schema/index.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept either. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Db = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * The project's drizzle/ folder, found upward from this module: src/server/db/ when run from
 * source, dist-server/ when run compiled (decision 008).
 */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error("The drizzle/ migrations folder was not found above the server's code.");
    dir = parent;
  }
}

export const MIGRATIONS_FOLDER = findMigrationsFolder();
/** Any constant: serialises migrations when several app servers start at once. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * A session setting for every connection. Pages are cached or on SSD, so a random read costs
 * about what a sequential one does; at PostgreSQL's default of 4 the planner picks a
 * sequential scan, which evaluates the full-text match on every row, over the search index for
 * a word one checklist in eight contains (65 ms instead of 11 ms at 100,000 checklists).
 */
const RANDOM_PAGE_COST = "1.1";

/**
 * Every PGlite of ours, in a folder or in memory: with the extensions our migrations create
 * (pg_trgm for forgiving search, D42), which PGlite must load before they can be created.
 */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, dataDir, extensions: { pg_trgm } });
}

/** Wraps an open PGlite (tests pass a migrated clone) without locking a folder. */
export function fromPglite(client: PGlite, onClose?: () => void): DatabaseHandle {
  // PGlite runs statements in the order they are sent, so this one precedes every query.
  client
    .exec(`set random_page_cost = ${RANDOM_PAGE_COST}`)
    .catch((error) => console.error(`PGlite: ${error.message}`));
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    engine: "pglite",
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

/** Applies the pending migrations of `migrationsFolder` (a test names a copy that stops earlier). */
export async function migratePgliteClient(
  client: PGlite,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
}

export async function migratePostgres(pool: pg.Pool, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** A pool whose every connection starts with the session settings above. */
export function postgresPool(connectionString: string): pg.Pool {
  return new pg.Pool({ connectionString, max: 10, options: `-c random_page_cost=${RANDOM_PAGE_COST}` });
}

export function fromPostgresPool(pool: pg.Pool): DatabaseHandle {
  // An idle connection can die (server restart, failover); without a listener that would
  // crash the process. The pool replaces it on the next query.
  pool.on("error", (error) => console.error(`PostgreSQL: an idle connection failed: ${error.message}`));
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Database,
    engine: "postgres",
    close: () => pool.end(),
  };
}

/** Opens the configured engine and applies every pending migration. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === "postgres") {
    const pool = postgresPool(config.url);
    await migratePostgres(pool);
    return fromPostgresPool(pool);
  }
  const release = lockDataDir(config.dataDir);
  try {
    const client = await createPglite(path.join(config.dataDir, "pgdata"));
    await migratePgliteClient(client);
    makeTreeOwnerOnly(config.dataDir);
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** The rows of a raw `db.execute` result; both drivers answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
