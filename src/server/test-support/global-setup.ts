import pg from "pg";
import { migratePostgres } from "../db/client.ts";
import { adminUrl, dropDatabase, postgresTemplateName } from "./databases.ts";

/** Vitest global setup: on PostgreSQL, migrate one template database that each test copies. */
export default async function setup() {
  const template = postgresTemplateName();
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    if (process.env.CI) throw new Error("CI must run the PostgreSQL tests: TEST_DATABASE_URL is not set.");
    return;
  }
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await dropDatabase(admin, template);
  await admin.query(`create database ${template}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: adminUrl(template), max: 2 });
  await migratePostgres(pool);
  await pool.end();
}
