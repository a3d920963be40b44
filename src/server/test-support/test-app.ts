import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { type AppConfig, loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { prepareLocalMode } from "../features/demo/local-mode.ts";
import { createTestDatabase, type Engine } from "./databases.ts";

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  /** The app's own origin, e.g. http://localhost:41234 */
  url: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * The production app (same buildApp, same local mode), listening on a free port with a
 * clean database of the given engine. `env` adds or overrides environment variables;
 * `adjust` overrides the loaded configuration where a test needs what no operator may set
 * (local mode behind a proxy, to give each request its own client address).
 */
export async function startTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
  adjust: Partial<AppConfig> = {},
): Promise<TestApp> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const loaded = loadConfig({
    NODE_ENV: "test",
    PORT: String(port),
    PUBLIC_URL: url,
    // A stand-in for the built app, so API tests need no build (and never see a stale one).
    WEB_DIR: fileURLToPath(new URL("./web", import.meta.url)),
    ...env,
  });
  const config: AppConfig = { ...loaded, ...adjust };
  const database = await createTestDatabase(engine);
  if (config.localMode) await prepareLocalMode(database.db, config);
  const app = await buildApp(config, database.db, logStream);
  await app.listen({ port, host: "localhost" });
  return {
    app,
    config,
    database,
    url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
