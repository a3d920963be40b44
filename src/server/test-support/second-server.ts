import pg from "pg";
import { buildApp } from "#server/app.ts";
import { type Database, fromPostgresPool } from "#server/db/client.ts";
import type { Engine } from "./databases.ts";
import type { TestApp } from "./test-app.ts";

export interface SecondServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Another app server on the database of `first`, for what several servers must agree on (the
 * caches of issue 12). On PostgreSQL it has a pool of its own, as another machine would have.
 */
export async function startSecondServer(first: TestApp, engine: Engine): Promise<SecondServer> {
  let db = first.database.db;
  let closePool = async () => {};
  if (engine === "postgres") {
    const { connectionString } = (first.database.db as unknown as { $client: pg.Pool }).$client.options;
    const handle = fromPostgresPool(new pg.Pool({ connectionString, max: 3 }));
    db = handle.db as Database;
    closePool = handle.close;
  }
  const app = await buildApp(first.config, db);
  await app.listen({ port: 0, host: "localhost" });
  const address = app.server.address();
  return {
    url: `http://localhost:${typeof address === "object" && address ? address.port : 0}`,
    close: async () => {
      await app.close();
      await closePool();
    },
  };
}
