import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { users } from "./db/schema/index.ts";
import { findOrCreateAccount } from "./features/auth/accounts.ts";
import { createSession } from "./features/auth/sessions.ts";
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

  /** A Set-Cookie header as name and lower-cased attributes ("secure", "path=/", …), less the expiry. */
  function cookieOf(header: string | string[] | undefined, name: string) {
    const line = [header ?? []].flat().find((value) => value.startsWith(`${name}=`));
    if (!line) throw new Error(`no Set-Cookie for ${name}`);
    return line
      .split(";")
      .slice(1)
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !part.startsWith("expires=") && !part.startsWith("max-age="))
      .sort();
  }

  it("clears every cookie with the attributes it was set with, so browsers accept the clearing", async () => {
    const app = await buildApp(config, database.db);
    const account = await findOrCreateAccount(database.db, {
      issuer: "https://accounts.google.com",
      subject: "cookie-clearing",
      name: "Cookie Clearing",
      email: "cookies@example.com",
      picture: null,
    });
    // As /auth/callback and /auth/login set them (D4).
    const set = {
      session: ["httponly", "path=/", "samesite=lax", "secure"],
      state: ["httponly", "path=/auth", "samesite=lax", "secure"],
    };
    const write = { origin: config.publicUrl, cookie: "" };
    const session = async () =>
      `__Host-session=${(await createSession(database.db, config.sessionSecret, account.id)).token}`;

    const cleared = {
      logout: await app.inject({
        method: "POST",
        url: "/auth/logout",
        headers: { ...write, cookie: await session() },
      }),
      deletion: await app.inject({
        method: "DELETE",
        url: "/api/me",
        headers: { ...write, cookie: await session() },
      }),
      expired: await app.inject({ url: "/api/me", headers: { cookie: "__Host-session=no-such-session" } }),
      callback: await app.inject({ url: "/auth/callback?state=x", headers: { cookie: "auth_state=y" } }),
    };
    expect(cleared.logout.statusCode).toBe(204);
    expect(cleared.deletion.statusCode).toBe(204);
    for (const name of ["logout", "deletion", "expired"] as const) {
      // __Host-: Secure, Path=/ and no Domain, or Chromium refuses the clearing cookie.
      expect(cookieOf(cleared[name].headers["set-cookie"], "__Host-session"), name).toEqual(set.session);
    }
    expect(cookieOf(cleared.callback.headers["set-cookie"], "auth_state")).toEqual(set.state);
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
