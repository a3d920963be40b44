import { createHash } from "node:crypto";
import { fillPlaceholders, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { type Database, type Db, rowsOf } from "./client.ts";

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

/** A statement's text, built once; its values are `sql.placeholder(name)`s, given at each run. */
export interface Statement {
  name: string;
  text: string;
  params: unknown[];
}

/** A value a statement built once is given at each run, by name. */
export const given = (name: string) => sql.placeholder(name);

/**
 * Statements built once per database (drizzle's `.prepare(name)`, a named prepared statement on
 * PostgreSQL: each connection plans it once), for a read made on every visit of a page.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}

export function statement(query: SQL): Statement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name: nameOf(text), text, params };
}

/**
 * A raw statement that a hot path runs again and again (issue 12), as a named prepared
 * statement on PostgreSQL: each connection parses and plans it once, where planning one of
 * these WITH statements cost more than running it. Rows come back as the driver parses them
 * (booleans, numbers, text, arrays; PGlite would parse a timestamp, drizzle's execute does not);
 * not in a transaction. Building the text once spares the hottest paths (a tick) the work of
 * turning drizzle's SQL into text on every request, a fifth of the tick's time in Node.
 */
export async function runStatement<T>(
  db: Database,
  { name, text, params }: Statement,
  values: Record<string, unknown> = {},
): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  const filled = fillPlaceholders(params, values);
  if (client instanceof pg.Pool) return (await client.query({ name, text, values: filled })).rows as T[];
  return rowsOf<T>(
    await (client as { query(text: string, values: unknown[]): Promise<unknown> }).query(text, filled),
  );
}

/** `runStatement` of a statement built here and now (its values inline). */
export async function executePrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<T>(await db.execute(query));
  return runStatement<T>(db, statement(query));
}
