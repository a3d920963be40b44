import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authFlows, identities } from "#server/db/schema/index.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { SignInProvider } from "#shared/sign-in-providers.ts";

/** D55: Microsoft, Discord and Google through the local issuer's stand-ins, and connected accounts. */
describe.each(testEngines())("sign-in providers and connected accounts on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signedInWith = async (provider: SignInProvider, email: string, name = "Player") => {
    const browser = new BrowserClient(t.url);
    const landed = await browser.signIn({ name, email }, undefined, provider);
    expect(landed.path, `${provider} sign-in`).toMatch(/^\/users\//);
    return browser;
  };
  const me = async (browser: BrowserClient) => (await browser.request("/api/me")).json();
  const connectionsOf = async (browser: BrowserClient) => {
    const answer = await browser.request("/api/me/connections");
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { items: { provider: string }[] }).items.map((item) => item.provider);
  };

  it("signs in with each provider's stand-in, each identity to its own account", async () => {
    const ids = new Set<string>();
    for (const provider of ["microsoft", "discord", "google"] as const) {
      const browser = await signedInWith(provider, "same@example.com");
      expect(await connectionsOf(browser)).toEqual([provider]);
      ids.add((await me(browser)).id);
    }
    // Never linked by email: the same address at three providers is three accounts.
    expect(ids.size).toBe(3);
  });

  it("records who vouched for each identity: the local issuer standing in for Microsoft and Discord", async () => {
    await signedInWith("microsoft", "tenant@example.com");
    await signedInWith("discord", "clyde@example.com");
    const rows = await t.database.db.select().from(identities);
    const microsoft = rows.find((row) => row.provider === "microsoft");
    expect(microsoft?.issuer).toBe(`${t.url}/oidc`);
    const discord = rows.find((row) => row.provider === "discord");
    expect(discord?.issuer).toBe(`${t.url}/oidc`);
    expect(discord?.subject).toMatch(/^[0-9a-f]{32}$/);
  });

  it("links a second provider, signs in with it to the same account, and unlinks it", async () => {
    const browser = await signedInWith("microsoft", "linker@example.com", "Linker");
    const account = (await me(browser)).id;
    const linked = await browser.link("discord", { name: "Linker", email: "linker-discord@example.com" });
    expect(linked.path).toBe("/my/settings?connection=linked&provider=discord");
    expect(await connectionsOf(browser)).toEqual(["microsoft", "discord"]);

    const viaDiscord = await signedInWith("discord", "linker-discord@example.com");
    expect((await me(viaDiscord)).id).toBe(account);

    const unlinked = await browser.request("/api/me/connections/discord", { method: "DELETE" });
    expect(unlinked.status).toBe(200);
    expect((await unlinked.json()).items.map((item: { provider: string }) => item.provider)).toEqual([
      "microsoft",
    ]);
    // The Discord identity no longer opens this account: signing in with it makes a new one.
    const afterwards = await signedInWith("discord", "linker-discord@example.com");
    expect((await me(afterwards)).id).not.toBe(account);
  });

  it("refuses to link an identity that belongs to another account, changing nothing", async () => {
    const owner = await signedInWith("google", "owner@example.com", "Owner");
    const other = await signedInWith("microsoft", "other@example.com", "Other");
    const landed = await other.link("google", { name: "Owner", email: "owner@example.com" });
    expect(landed.path).toBe("/my/settings?connection=identity_taken&provider=google");
    expect(await connectionsOf(other)).toEqual(["microsoft"]);
    expect(await connectionsOf(owner)).toEqual(["google"]);
    const ownerId = (await me(owner)).id;
    const rows = await t.database.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, "google"), eq(identities.userId, ownerId)));
    expect(rows).toHaveLength(1);
  });

  it("refuses to connect a provider the account already has (one identity per provider)", async () => {
    const browser = await signedInWith("microsoft", "twice@example.com");
    const again = await browser.request("/auth/link?provider=microsoft", { method: "POST" });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("already_connected");
  });

  it("refuses to unlink the last provider, changing nothing", async () => {
    const browser = await signedInWith("discord", "last@example.com");
    const answer = await browser.request("/api/me/connections/discord", { method: "DELETE" });
    expect(answer.status).toBe(409);
    const body = await answer.json();
    expect(body.error.code).toBe("last_connection");
    expect(body.error.message).toBe(
      "This is the only way you sign in. Connect another account before you remove this one.",
    );
    expect(await connectionsOf(browser)).toEqual(["discord"]);
  });

  it("answers 404 for a provider that is not connected or not a provider, and 422 for a bad one", async () => {
    const browser = await signedInWith("google", "unknown@example.com");
    const notConnected = await browser.request("/api/me/connections/discord", { method: "DELETE" });
    expect(notConnected.status).toBe(404);
    expect((await notConnected.json()).error.code).toBe("connection_missing");
    const unknown = await browser.request("/api/me/connections/yahoo", { method: "DELETE" });
    expect(unknown.status).toBe(404);
    const link = await browser.request("/auth/link?provider=yahoo", { method: "POST" });
    expect(link.status).toBe(422);
    expect((await link.json()).error.field).toBe("provider");
    const login = await browser.request("/auth/login?provider=yahoo");
    expect(login.status).toBe(422);
    expect(await connectionsOf(browser)).toEqual(["google"]);
  });

  it("answers 401 to a guest", async () => {
    const guest = new BrowserClient(t.url);
    expect((await guest.request("/api/me/connections")).status).toBe(401);
    expect((await guest.request("/api/me/connections/google", { method: "DELETE" })).status).toBe(401);
    expect((await guest.request("/auth/link?provider=google", { method: "POST" })).status).toBe(401);
  });

  it("sends a sign-in without a provider to the sign-in page when several are offered", async () => {
    const answer = await new BrowserClient(t.url).request("/auth/login?returnTo=%2Fcreate");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/sign-in?from=%2Fcreate");
  });

  it("checks state, PKCE and the nonce when linking, as when signing in", async () => {
    const browser = await signedInWith("google", "checks@example.com");
    // Microsoft: a nonce that is not the ID token's.
    const started = await (await browser.request("/auth/link?provider=microsoft", { method: "POST" })).json();
    const action = await formOf(browser, started.location);
    const callback = await browser.submitLocalSignIn(action, fields("checks-ms@example.com"));
    await t.database.db.update(authFlows).set({ nonce: "not-the-nonce" });
    const refused = await browser.follow(callback);
    expect(refused.path).toBe("/my/settings?connection=provider_failed&provider=microsoft");

    // Discord: a PKCE verifier that is not the challenge's.
    const discord = await (await browser.request("/auth/link?provider=discord", { method: "POST" })).json();
    const discordAction = await formOf(browser, discord.location);
    const discordCallback = await browser.submitLocalSignIn(discordAction, fields("checks-d@example.com"));
    await t.database.db.update(authFlows).set({ codeVerifier: "x".repeat(64) });
    expect((await browser.follow(discordCallback)).path).toBe(
      "/my/settings?connection=provider_failed&provider=discord",
    );

    // Another browser, signed in as someone else, cannot finish this person's link.
    const link = await (await browser.request("/auth/link?provider=discord", { method: "POST" })).json();
    const linkAction = await formOf(browser, link.location);
    const linkCallback = await browser.submitLocalSignIn(linkAction, fields("checks-d2@example.com"));
    const intruder = await signedInWith("microsoft", "intruder@example.com");
    intruder.cookies.set("auth_state", browser.cookies.get("auth_state") ?? "");
    expect((await intruder.follow(linkCallback)).path).toBe(
      "/my/settings?connection=sign_in_expired&provider=discord",
    );
    expect(await connectionsOf(browser)).toEqual(["google"]);
    expect(await connectionsOf(intruder)).toEqual(["microsoft"]);
  });

  const fields = (email: string) => ({ name: "Checks", email, intent: "sign-in" });
  async function formOf(browser: BrowserClient, location: string): Promise<string> {
    const url = new URL(location);
    const { response } = await browser.follow(url.pathname + url.search);
    const action = /<form method="post" action="([^"]+)"/.exec(await response.text())?.[1];
    if (!action) throw new Error("no local sign-in form");
    return action;
  }
});

describe("a site with Discord alone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", {
      SEED_DEMO: "false",
      DISCORD_CLIENT_ID: "1234567890",
      DISCORD_CLIENT_SECRET: "discord-secret",
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("starts Discord's OAuth 2.0 flow with PKCE and state, without a provider named", async () => {
    const browser = new BrowserClient(t.url);
    const answer = await browser.request("/auth/login");
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe("https://discord.com/oauth2/authorize");
    expect(location.searchParams.get("scope")).toBe("identify");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get("state")).toBe(browser.cookies.get("auth_state"));
    expect(location.searchParams.get("redirect_uri")).toBe(`${t.url}/auth/callback`);
    expect(location.searchParams.has("nonce")).toBe(false);
  });

  it("offers only Discord: another provider is missing (404)", async () => {
    const answer = await new BrowserClient(t.url).request("/auth/login?provider=microsoft");
    expect(answer.status).toBe(404);
    expect((await answer.json()).error.code).toBe("provider_missing");
  });
});
