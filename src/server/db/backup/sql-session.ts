import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { DatabaseConfig } from "#server/config.ts";
import { createPglite } from "../client.ts";
import { lockDataDir } from "../data-dir-lock.ts";
import { makeTreeOwnerOnly } from "../owner-only.ts";

/**
 * One connection to either engine for the operator commands (D36): plain SQL in, rows out.
 * Whole dumps go through `exec`, which accepts many statements in one string on both engines.
 */
export interface SqlSession {
  engine: "pglite" | "postgres";
  query<T>(sql: string): Promise<T[]>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The PGlite itself, for its dump tool; null on PostgreSQL. */
  pglite: PGlite | null;
}

export async function openPostgresSession(url: string): Promise<SqlSession> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    engine: "postgres",
    pglite: null,
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    exec: async (sql) => {
      await client.query(sql);
    },
    close: () => client.end(),
  };
}

/** Takes the data folder's lock first, so a running server's folder is refused (D2, D36). */
export async function openPgliteSession(dataDir: string): Promise<SqlSession> {
  const release = lockDataDir(dataDir);
  try {
    const client = await createPglite(path.join(dataDir, "pgdata"));
    makeTreeOwnerOnly(dataDir);
    return {
      engine: "pglite",
      pglite: client,
      query: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      exec: async (sql) => {
        await client.exec(sql);
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function openSession(config: DatabaseConfig): Promise<SqlSession> {
  return config.kind === "postgres" ? openPostgresSession(config.url) : openPgliteSession(config.dataDir);
}
