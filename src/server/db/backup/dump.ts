import { spawn } from "node:child_process";
import { chmodSync, closeSync, openSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import type { DatabaseConfig } from "#server/config.ts";
import { OWNER_ONLY_FILE } from "../owner-only.ts";
import { openPgliteSession, type SqlSession } from "./sql-session.ts";

/**
 * pg_dump's options for every backup (D36): plain SQL with INSERT statements (PGlite's dump tool
 * always writes those, and restore can then run a dump on either engine without psql), a
 * hundred rows a statement so that restoring is not one round of parsing per row, and no
 * owners or grants, which name roles the other server may not have.
 */
export const DUMP_OPTIONS = ["--no-owner", "--no-privileges", "--inserts", "--rows-per-insert=100"];

export class OperationError extends Error {}

/** The SQL dump of an open PGlite, made by the PGlite project's own pg_dump (WebAssembly). */
export async function dumpPglite(session: SqlSession): Promise<string> {
  if (!session.pglite) throw new Error("dumpPglite needs a PGlite session");
  const file = await pgDump({
    pg: session.pglite,
    args: DUMP_OPTIONS.filter((option) => option !== "--inserts"),
  });
  return file.text();
}

/** PostgreSQL's own pg_dump, which must be at least as new as the server. */
function dumpPostgres(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", [...DUMP_OPTIONS, "--file", file, "--dbname", url], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new OperationError(
              "pg_dump was not found. Install PostgreSQL's client tools (on Debian: apt-get install postgresql-client) in the version of your server or newer.",
            )
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new OperationError(`pg_dump failed: ${errors.trim() || `exit code ${code}`}`)),
    );
  });
}

/**
 * A backup holds every email and session hash (D58): the file is made 0600 before anything is
 * written into it (an existing file too, whose mode a write would keep), for either engine's dump.
 */
function ownerOnlyFile(file: string): void {
  closeSync(openSync(file, "a", OWNER_ONLY_FILE));
  chmodSync(file, OWNER_ONLY_FILE);
}

/** `npm run db:backup -- FILE`: the configured database as a plain SQL file. */
export async function backupDatabase(config: DatabaseConfig, file: string): Promise<void> {
  if (config.kind === "postgres") {
    ownerOnlyFile(file);
    return dumpPostgres(config.url, file);
  }
  const session = await openPgliteSession(config.dataDir);
  try {
    const dump = await dumpPglite(session);
    ownerOnlyFile(file);
    await writeFile(file, dump);
  } finally {
    await session.close();
  }
}
