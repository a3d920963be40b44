import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { users } from "./db/schema/index.ts";
import { createTestDatabase } from "./test-support/databases.ts";

describe("production mode", () => {
  let database: DatabaseHandle;
  const config = loadConfig(
    {
      NODE_ENV: "production",
      PUBLIC_URL: "https://checkcraft.example.com",
      SESSION_SECRET: "k3J9x!vQ2m@Lr8#Zp5&Wt1^Yb7*Nc4%Hd6",
      GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "secret",
      LOG_LEVEL: "silent",
    },
    process.cwd(),
  );
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.close();
  });

  it("serves no local issuer, adds no demo data or moderator, and sends HSTS", async () => {
    expect(config.localMode).toBe(false);
    const app = await buildApp(config, database.db);
    const discovery = await app.inject({ method: "GET", url: "/oidc/.well-known/openid-configuration" });
    expect(discovery.body).not.toContain('"issuer"');
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.headers["strict-transport-security"]).toContain("max-age=");
    expect(await database.db.select().from(users)).toHaveLength(0);
    await app.close();
  });

  it("documents the session cookie by the name it really has (__Host-session, D4)", async () => {
    const app = await buildApp(config, database.db);
    const document = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(document.components.securitySchemes.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "__Host-session",
    });
    await app.close();
  });
});
