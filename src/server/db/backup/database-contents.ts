import type { SqlSession } from "./sql-session.ts";

/** Our schemas: the product's tables in public, the migration journal in drizzle. */
const SCHEMAS = "('public', 'drizzle')";

export interface TableCount {
  table: string;
  rows: number;
}

export interface SequenceValue {
  sequence: string;
  lastValue: string | null;
}

/** Our table names are plain identifiers (information_schema lists them): quoting suffices. */
function quoted(qualifiedName: string): string {
  return qualifiedName
    .split(".")
    .map((part) => `"${part}"`)
    .join(".");
}

export async function listTables(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ${SCHEMAS} and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Exact row counts of every table (one statement; count(*) walks each table once). */
export async function countRows(session: SqlSession): Promise<TableCount[]> {
  const tables = await listTables(session);
  if (tables.length === 0) return [];
  const rows = await session.query<{ table: string; rows: string }>(
    tables
      .map((table) => `select '${table}' as "table", count(*)::text as rows from ${quoted(table)}`)
      .join(" union all "),
  );
  return rows
    .map((row) => ({ table: row.table, rows: Number(row.rows) }))
    .sort((a, b) => a.table.localeCompare(b.table));
}

export async function sequenceValues(session: SqlSession): Promise<SequenceValue[]> {
  const rows = await session.query<{ sequence: string; last_value: string | null }>(
    `select schemaname || '.' || sequencename as sequence, last_value::text
     from pg_sequences where schemaname in ${SCHEMAS} order by 1`,
  );
  return rows.map((row) => ({ sequence: row.sequence, lastValue: row.last_value }));
}

/** What makes a site: its people and its checklists (migrations alone add a few rows). */
export function siteSize(counts: TableCount[]): { users: number; checklists: number } {
  const rows = (table: string) => counts.find((count) => count.table === table)?.rows ?? 0;
  return { users: rows("public.users"), checklists: rows("public.checklists") };
}

export function describeSize({ users, checklists }: { users: number; checklists: number }): string {
  return `${users} ${users === 1 ? "person" : "people"}, ${checklists} ${checklists === 1 ? "checklist" : "checklists"}`;
}

/** What differs between two databases' counts and sequences, as lines for the operator. */
export function differences(
  source: { counts: TableCount[]; sequences: SequenceValue[] },
  target: { counts: TableCount[]; sequences: SequenceValue[] },
): string[] {
  const problems: string[] = [];
  const targetRows = new Map(target.counts.map((count) => [count.table, count.rows]));
  for (const { table, rows } of source.counts) {
    const copied = targetRows.get(table);
    if (copied !== rows) problems.push(`${table}: ${rows} rows here, ${copied ?? "no table"} there`);
  }
  const targetSequences = new Map(
    target.sequences.map((sequence) => [sequence.sequence, sequence.lastValue]),
  );
  for (const { sequence, lastValue } of source.sequences) {
    const copied = targetSequences.get(sequence);
    if (copied !== lastValue)
      problems.push(`sequence ${sequence}: ${lastValue} here, ${copied ?? "missing"} there`);
  }
  return problems;
}
