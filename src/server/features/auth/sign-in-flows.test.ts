import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { AUTH_FLOWS_PER_BROWSER } from "./flows.ts";

/** Issue 35 (fourth review): sign-in through every stand-in, in several tabs at once. */
describe.each(testEngines())("sign-in keeps its flows apart on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMITS: RELAXED_RATE_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("signs in to the same moderator account through every provider's stand-in (issue 35)", async () => {
    const ids = new Set<string>();
    for (const provider of ["google", "microsoft", "discord"] as const) {
      const browser = new BrowserClient(t.url);
      await browser.signIn({ intent: "moderator" }, undefined, provider);
      const me = await (await browser.request("/api/me")).json();
      expect(me, provider).toMatchObject({ isModerator: true, role: "admin", displayName: "Moderator" });
      ids.add(me.id);
      const queue = await browser.request("/api/moderation/queue");
      expect(queue.status, provider).toBe(200);
    }
    expect(ids.size).toBe(1);
  });

  it("finishes two sign-ins started in two tabs of one browser, each where it began (issue 35)", async () => {
    const browser = new BrowserClient(t.url);
    const first = await browser.openLocalSignIn("/checklists");
    const second = await browser.openLocalSignIn("/community", "discord");
    const fields = { name: "Two Tabs", email: "two.tabs@example.com", intent: "sign-in" };
    const firstBack = await browser.follow(await browser.submitLocalSignIn(first, fields));
    expect(firstBack.path).toBe("/checklists");
    const secondBack = await browser.follow(await browser.submitLocalSignIn(second, fields));
    expect(secondBack.path).toBe("/community");
    expect(browser.cookies.has("auth_state")).toBe(false);
  });

  it("binds only a browser's newest pending sign-ins to it", async () => {
    const browser = new BrowserClient(t.url);
    const oldest = await browser.openLocalSignIn("/checklists");
    for (let i = 0; i < AUTH_FLOWS_PER_BROWSER; i++) await browser.openLocalSignIn("/community");
    const fields = { name: "Many Tabs", email: "many.tabs@example.com", intent: "sign-in" };
    const callback = await browser.submitLocalSignIn(oldest, fields);
    const response = await browser.request(callback);
    expect(response.headers.get("location")).toBe("/sign-in?error=sign_in_expired");
    expect(browser.cookies.has("session")).toBe(false);
  });
});

describe("/auth/login past its rate limit (issue 35)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", {
      RATE_LIMITS: JSON.stringify({ signInPerIp: { max: 1, windowSeconds: 60 } }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends a page load to the sign-in page with 'busy', and answers other requests with a JSON 429", async () => {
    const page = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
    const browser = new BrowserClient(t.url);
    const first = await browser.request("/auth/login?provider=google&returnTo=%2Fchecklists", {
      headers: page,
    });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toMatch(/^http:\/\/localhost:\d+\/oidc\/auth\?/);
    const busy = await browser.request("/auth/login?provider=google&returnTo=%2Fchecklists", {
      headers: page,
    });
    expect(busy.status).toBe(302);
    expect(busy.headers.get("location")).toBe("/sign-in?error=rate_limited&from=%2Fchecklists");
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(busy.headers.get("set-cookie") ?? "").not.toContain("auth_state");
    const api = await browser.request("/auth/login?provider=google", {
      headers: { accept: "application/json" },
    });
    expect(api.status).toBe(429);
    expect((await api.json()).error.code).toBe("rate_limited");
  });
});
