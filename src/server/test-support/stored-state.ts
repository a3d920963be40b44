import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db/client.ts";

/**
 * What every table of ours holds, as one comparable string per table: its row count and a
 * hash of its rows. A refused request must leave all of them as they were.
 * `countOnly` tables change on every request by design (a session's expiry rolls forward) and
 * are compared by count; `ignore` ones are not compared (rate-limit counters count refusals).
 */
export async function storedState(
  db: Database,
  { countOnly = [], ignore = [] }: { countOnly?: string[]; ignore?: string[] } = {},
): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  )
    .map((row) => row.name)
    .filter((table) => !ignore.includes(table));
  const parts = tables.map((table) => {
    const hash = countOnly.includes(table)
      ? "''"
      : `md5(coalesce(string_agg(to_jsonb(t)::text, ',' order by to_jsonb(t)::text), ''))`;
    return `select '${table}' as name, count(*) || ':' || ${hash} as state from "${table}" t`;
  });
  const rows = rowsOf<{ name: string; state: string }>(await db.execute(sql.raw(parts.join(" union all "))));
  return Object.fromEntries(rows.map((row) => [row.name, row.state]));
}
