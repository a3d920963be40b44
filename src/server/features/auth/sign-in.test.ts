import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { authFlows, identities, sessions, users } from "#server/db/schema/index.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

describe.each(testEngines("races"))("sign-in through the local issuer on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("creates the user at first sign-in and lands on their profile", async () => {
    const browser = new BrowserClient(t.url);
    const { path } = await browser.signIn({ name: "Alex Crafter", email: "alex@example.com" });
    expect(path).toBe("/users/alexcrafter");
    const me = await browser.request("/api/me");
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body).toMatchObject({
      handle: "alexcrafter",
      displayName: "Alex Crafter",
      isModerator: false,
      role: null,
    });
  });

  it("signs the same email in to the same account, and another email to another", async () => {
    const first = new BrowserClient(t.url);
    await first.signIn({ name: "Sam", email: "sam@example.com" });
    const again = new BrowserClient(t.url);
    await again.signIn({ name: "Someone Else", email: "SAM@example.com" });
    const a = await (await first.request("/api/me")).json();
    const b = await (await again.request("/api/me")).json();
    expect(b.id).toBe(a.id);
    const other = new BrowserClient(t.url);
    await other.signIn({ name: "Sam", email: "sam2@example.com" });
    const c = await (await other.request("/api/me")).json();
    expect(c.id).not.toBe(a.id);
    expect(c.customId).toBe("sam1");
  });

  it("falls back to 'Unnamed' without a name", async () => {
    const browser = new BrowserClient(t.url);
    await browser.signIn({ email: "noname@example.com" });
    const me = await (await browser.request("/api/me")).json();
    expect(me.displayName).toBe("Unnamed");
    expect(me.handle).toMatch(/^unnamed\d*$/);
  });

  it("offers a ready moderator account", async () => {
    const browser = new BrowserClient(t.url);
    await browser.signIn({ intent: "moderator" });
    const me = await (await browser.request("/api/me")).json();
    expect(me).toMatchObject({ isModerator: true, role: "admin", displayName: "Moderator" });
  });

  it("returns to a same-site returnTo and ignores an open redirect", async () => {
    const browser = new BrowserClient(t.url);
    const back = await browser.signIn({ name: "Rita", email: "rita@example.com" }, "/create?x=1");
    expect(back.path).toBe("/create?x=1");
    for (const evil of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/.//evil.example/x",
      "/a/..//evil.example/x",
      "javascript:alert(1)",
    ]) {
      const other = new BrowserClient(t.url);
      const landed = await other.signIn({ name: "Rita", email: "rita@example.com" }, evil);
      expect(landed.path).toBe("/users/rita");
    }
  });

  it("sets an httpOnly, SameSite=Lax session cookie and stores only its hash", async () => {
    const browser = new BrowserClient(t.url);
    const action = await browser.openLocalSignIn();
    const callback = await browser.submitLocalSignIn(action, {
      name: "Cookie",
      email: "cookie@example.com",
      intent: "sign-in",
    });
    const response = await browser.request(callback);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("session="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const token = browser.cookies.get("session") ?? "";
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
  });

  it("refuses a callback whose state does not match this browser's", async () => {
    const browser = new BrowserClient(t.url);
    const action = await browser.openLocalSignIn();
    const callback = await browser.submitLocalSignIn(action, {
      name: "Eve",
      email: "eve@example.com",
      intent: "sign-in",
    });
    browser.cookies.set("auth_state", "forged-state");
    const response = await browser.request(callback);
    expect(response.headers.get("location")).toBe("/sign-in?error=sign_in_expired");
    expect(browser.cookies.has("session")).toBe(false);
  });

  it("refuses a replayed callback", async () => {
    const browser = new BrowserClient(t.url);
    const action = await browser.openLocalSignIn();
    const callback = await browser.submitLocalSignIn(action, {
      name: "Replay",
      email: "replay@example.com",
      intent: "sign-in",
    });
    const state = browser.cookies.get("auth_state") ?? "";
    await browser.request(callback);
    expect(browser.cookies.has("session")).toBe(true);
    const attacker = new BrowserClient(t.url);
    attacker.cookies.set("auth_state", state);
    const replay = await attacker.request(callback);
    expect(replay.headers.get("location")).toBe("/sign-in?error=sign_in_expired");
    expect(attacker.cookies.has("session")).toBe(false);
  });

  it("refuses a callback when the PKCE verifier does not match", async () => {
    const browser = new BrowserClient(t.url);
    const action = await browser.openLocalSignIn();
    const callback = await browser.submitLocalSignIn(action, {
      name: "Pkce",
      email: "pkce@example.com",
      intent: "sign-in",
    });
    await t.database.db.update(authFlows).set({ codeVerifier: "x".repeat(64) });
    const response = await browser.request(callback);
    expect(response.headers.get("location")).toBe("/sign-in?error=provider_failed");
    expect(browser.cookies.has("session")).toBe(false);
  });

  it("refuses a callback when the ID token's nonce does not match", async () => {
    const browser = new BrowserClient(t.url);
    const action = await browser.openLocalSignIn();
    const callback = await browser.submitLocalSignIn(action, {
      name: "Nonce",
      email: "nonce@example.com",
      intent: "sign-in",
    });
    await t.database.db.update(authFlows).set({ nonce: "not-the-nonce" });
    const response = await browser.request(callback);
    expect(response.headers.get("location")).toBe("/sign-in?error=provider_failed");
    expect(browser.cookies.has("session")).toBe(false);
    const created = await t.database.db.select().from(users).where(eq(users.email, "nonce@example.com"));
    expect(created).toHaveLength(0);
  });

  it("logs out on the server: the old cookie no longer works", async () => {
    const browser = new BrowserClient(t.url);
    await browser.signIn({ name: "Leaving", email: "leaving@example.com" });
    const token = browser.cookies.get("session") ?? "";
    const logout = await browser.request("/auth/logout", { method: "POST" });
    expect(logout.status).toBe(204);
    const replay = new BrowserClient(t.url);
    replay.cookies.set("session", token);
    expect((await replay.request("/api/me")).status).toBe(401);
  });

  it("gives a new session token at every sign-in", async () => {
    const browser = new BrowserClient(t.url);
    await browser.signIn({ name: "Twice", email: "twice@example.com" });
    const first = browser.cookies.get("session");
    await browser.signIn({ name: "Twice", email: "twice@example.com" });
    expect(browser.cookies.get("session")).not.toBe(first);
  });

  it("gives distinct handles to people of the same name signing in at the same moment", async () => {
    const people = Array.from({ length: 6 }, (_, i) => ({ name: "Steve", email: `steve${i}@example.com` }));
    const browsers = people.map(() => new BrowserClient(t.url));
    const callbacks = await Promise.all(
      browsers.map(async (browser, i) => {
        const action = await browser.openLocalSignIn();
        return browser.submitLocalSignIn(action, { ...people[i], intent: "sign-in" } as Record<
          string,
          string
        >);
      }),
    );
    await Promise.all(browsers.map((browser, i) => browser.follow(callbacks[i] ?? "")));
    const handles = await Promise.all(
      browsers.map(async (b) => (await (await b.request("/api/me")).json()).handle),
    );
    expect(new Set(handles).size).toBe(6);
    for (const handle of handles) expect(handle).toMatch(/^steve\d*$/);
  });

  it("keys accounts by (provider, subject)", async () => {
    const rows = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from ${identities} group by provider, subject having count(*) > 1`,
      ),
    );
    expect(rows).toHaveLength(0);
  });
});
