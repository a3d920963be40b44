import type { DatabaseConfig } from "#server/config.ts";
import { countRows, differences, sequenceValues, type TableCount } from "./database-contents.ts";
import { dumpPglite, OperationError } from "./dump.ts";
import { ensureEmpty, loadDump } from "./restore.ts";
import { openPgliteSession, openPostgresSession } from "./sql-session.ts";

export interface MoveReport {
  counts: TableCount[];
}

/** The address without its password, to print. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "****";
  return parsed.toString();
}

/**
 * `npm run db:move -- --to postgres://…` (D36): the embedded site, dumped by PGlite's pg_dump,
 * loaded into an empty PostgreSQL database in one transaction, then every table's row count
 * and every sequence compared on both sides. Any difference fails the move.
 */
export async function moveToPostgres(config: DatabaseConfig, targetUrl: string): Promise<MoveReport> {
  if (config.kind !== "pglite") {
    throw new OperationError(
      "DATABASE_URL is set: this site already runs on PostgreSQL. db:move copies the embedded database (DATA_DIR).",
    );
  }
  if (!/^postgres(ql)?:\/\//.test(targetUrl)) {
    throw new OperationError(
      "--to must be a PostgreSQL address: postgres://user:password@host:5432/database",
    );
  }
  const source = await openPgliteSession(config.dataDir);
  try {
    const before = { counts: await countRows(source), sequences: await sequenceValues(source) };
    if (before.counts.length === 0)
      throw new OperationError(`The data folder ${config.dataDir} holds no site to move.`);
    const dump = await dumpPglite(source);
    const target = await openPostgresSession(targetUrl).catch((error: Error) => {
      throw new OperationError(`Cannot connect to ${withoutPassword(targetUrl)}: ${error.message}`);
    });
    try {
      await ensureEmpty(target, false, `The PostgreSQL database ${withoutPassword(targetUrl)}`);
      await loadDump(target, dump);
      const after = { counts: await countRows(target), sequences: await sequenceValues(target) };
      const problems = differences(before, after);
      if (problems.length > 0) {
        throw new OperationError(
          `The copy does not match the embedded database:\n  ${problems.join("\n  ")}`,
        );
      }
      return { counts: after.counts };
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
