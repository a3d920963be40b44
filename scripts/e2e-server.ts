// Starts the built site for the browser tests in local mode with a brand-new database: a fresh
// PGlite folder, or with E2E_DATABASE=postgres a fresh database on TEST_DATABASE_URL's server.
import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { dropDatabase } from "#server/test-support/databases.ts";

async function freshPostgresDatabase(base: string): Promise<string> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_e2e`.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await dropDatabase(admin, name);
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

if (process.env.E2E_DATABASE === "postgres") {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("E2E_DATABASE=postgres needs TEST_DATABASE_URL (npm test sets it).");
  process.env.DATABASE_URL = await freshPostgresDatabase(base);
} else {
  rmSync(path.resolve(process.env.DATA_DIR ?? ".e2e-data"), { recursive: true, force: true });
}
await import("#server/main.ts");
