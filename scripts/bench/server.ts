// The real app, in this process, on a free port of 127.0.0.1, with rate limits out of the way.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import { type AppConfig, type DatabaseConfig, DEFAULT_RATE_LIMITS, loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";

const UNLIMITED = { max: 1_000_000_000, windowSeconds: 60 };

/** Only what the app needs, so a developer's sign-in or production settings never leak in. */
function benchEnvironment(): NodeJS.ProcessEnv {
  const rateLimits = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, UNLIMITED]));
  return {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    RATE_LIMITS: JSON.stringify(rateLimits),
    // The bench only calls /api; an empty folder stands in for the built web app.
    WEB_DIR: mkdtempSync(path.join(tmpdir(), "bench-web-")),
  };
}

export interface BenchServer {
  app: FastifyInstance;
  config: AppConfig;
  origin: string;
}

/** `env` overrides the bench's environment (WEB_DIR: the built app, to render pages). */
export async function startServer(
  database: DatabaseConfig,
  db: Database,
  env: NodeJS.ProcessEnv = {},
): Promise<BenchServer> {
  const config = { ...loadConfig({ ...benchEnvironment(), ...env }), database };
  const app = await buildApp(config, db);
  await app.listen({ host: config.host, port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("The server has no TCP address.");
  return { app, config, origin: `http://127.0.0.1:${address.port}` };
}
