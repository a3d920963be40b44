import { readFile } from "node:fs/promises";
import type { DatabaseConfig } from "#server/config.ts";
import { countRows, describeSize, siteSize } from "./database-contents.ts";
import { OperationError } from "./dump.ts";
import { openSession, type SqlSession } from "./sql-session.ts";

/** Lines that only psql understands (`\restrict`, `\connect`, …): no statement of the dump. */
const PSQL_COMMAND = /^\\[a-z]+.*$/gm;
/** `SET name = value;` at the top of a dump: a newer pg_dump sets settings an older server lacks. */
const SETTING = /^SET ([a-z_]+) = .*;$/gm;

/** Refuses what is no plain SQL dump, or one whose rows are COPY data that only psql reads. */
export function checkDump(dump: string): void {
  if (!/^-- PostgreSQL database dump/m.test(dump)) {
    throw new OperationError("This file is not a plain SQL dump (written by npm run db:backup or pg_dump).");
  }
  if (/^COPY .* FROM stdin;$/m.test(dump)) {
    throw new OperationError(
      "This dump holds its rows as COPY data, which only psql reads. Write it with npm run db:backup (or pg_dump --inserts), or load it with psql.",
    );
  }
}

/**
 * Makes a plain dump runnable through a driver on the target: psql's own commands go, and so do
 * session settings the target does not know (PostgreSQL 17's transaction_timeout on a 15 server).
 */
async function runnableOn(session: SqlSession, dump: string): Promise<string> {
  checkDump(dump);
  const known = new Set(
    (await session.query<{ name: string }>("select name from pg_settings")).map((setting) => setting.name),
  );
  return dump
    .replace(PSQL_COMMAND, "")
    .replace(SETTING, (statement, name: string) => (known.has(name) ? statement : ""));
}

/**
 * Loads a dump in one transaction: the old schemas go first (the caller has made sure that is
 * allowed), so a failed load leaves the database as it was.
 */
export async function loadDump(session: SqlSession, dump: string): Promise<void> {
  const statements = await runnableOn(session, dump);
  try {
    await session.exec(
      `begin;
       drop schema if exists drizzle cascade;
       drop schema if exists public cascade;
       create schema public;
       ${statements}
       ;commit;`,
    );
  } catch (error) {
    await session.exec("rollback").catch(() => {});
    throw new OperationError(
      `The dump could not be loaded, and nothing was changed: ${(error as Error).message}`,
    );
  } finally {
    // The dump empties search_path for its own session; leave the connection as it found it.
    await session.exec("reset search_path").catch(() => {});
  }
}

/** Refuses to replace a site unless told to (D36). */
export async function ensureEmpty(session: SqlSession, force: boolean, where: string): Promise<void> {
  const size = siteSize(await countRows(session));
  if ((size.users > 0 || size.checklists > 0) && !force) {
    throw new OperationError(
      `${where} already holds a site (${describeSize(size)}). Restore into an empty database, or add --force to replace everything in it.`,
    );
  }
}

export function describe(config: DatabaseConfig): string {
  return config.kind === "postgres" ? "The PostgreSQL database" : `The data folder ${config.dataDir}`;
}

/** `npm run db:restore -- FILE [--force]`: the dump replaces the configured database. */
export async function restoreDatabase(config: DatabaseConfig, file: string, force: boolean): Promise<string> {
  const dump = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new OperationError(
      `Cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}`,
    );
  });
  checkDump(dump);
  const session = await openSession(config);
  try {
    await ensureEmpty(session, force, describe(config));
    await loadDump(session, dump);
    return describeSize(siteSize(await countRows(session)));
  } finally {
    await session.close();
  }
}
