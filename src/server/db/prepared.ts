import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { type Database, rowsOf } from "./client.ts";

const dialect = new PgDialect();
const names = new Map<string, string>();

/** The same text always gets the same name, and no two texts share one. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A raw statement that a hot path runs again and again (issue 12), as a named prepared
 * statement on PostgreSQL: each connection parses and plans it once, where planning one of
 * these WITH statements cost more than running it. PGlite runs it as `db.execute` does.
 * Rows come back as the driver parses them (booleans, numbers, text, arrays); not in a transaction.
 */
export async function executePrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<T>(await db.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name: nameOf(text), text, values: params as unknown[] });
  return result.rows as T[];
}
