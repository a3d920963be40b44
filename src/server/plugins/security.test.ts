import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserClient } from "../test-support/browser-client.ts";
import { testEngines } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

describe.each(testEngines())("security baseline on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      RATE_LIMITS: JSON.stringify({
        signInPerIp: { max: 3, windowSeconds: 60 },
        pageViewPerIp: { max: 2, windowSeconds: 60 },
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a state-changing request from another origin and changes nothing", async () => {
    const browser = new BrowserClient(t.url);
    await browser.signIn({ name: "Csrf Victim", email: "victim@example.com" });
    expect((await browser.request("/api/me")).status).toBe(200);
    const response = await browser.request("/auth/logout", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: "csrf_rejected", message: expect.any(String) } });
    expect((await browser.request("/api/me")).status).toBe(200);
  });

  it("refuses cross-site fetch metadata and form-encoded bodies", async () => {
    const browser = new BrowserClient(t.url);
    const crossSite = await browser.request("/api/analytics/pageview", {
      method: "POST",
      json: { path: "/x" },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const form = await browser.request("/api/analytics/pageview", {
      method: "POST",
      body: "path=/x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(403);
    const text = await browser.request("/api/analytics/pageview", {
      method: "POST",
      body: '{"path":"/x"}',
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(403);
  });

  it("sends the security headers on pages, API answers and errors", async () => {
    for (const path of [
      "/api/health",
      "/api/me",
      "/api/nope",
      "/",
      "/oidc/.well-known/openid-configuration",
    ]) {
      const response = await fetch(`${t.url}${path}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'none'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("img-src 'self' https:");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBeTruthy();
    }
  });

  it("answers errors as { error: { code, message } } and never a 500 for bad input", async () => {
    const browser = new BrowserClient(t.url);
    const unknown = await browser.request("/api/nope");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    const invalid = await browser.request("/api/analytics/pageview", {
      method: "POST",
      json: { path: "no-slash" },
    });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.code).toBe("validation_failed");
    const malformed = await browser.request("/api/analytics/pageview", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("bad_request");
    const guest = await browser.request("/api/me");
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: { code: "unauthenticated", message: expect.any(String) } });
  });

  it("rate-limits sign-in starts per IP with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${t.url}/auth/login`, { redirect: "manual" });
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get("retry-after");
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("counts page views per day and path, and not under Do-Not-Track", async () => {
    const browser = new BrowserClient(t.url);
    const dnt = await browser.request("/api/analytics/pageview", {
      method: "POST",
      json: { path: "/dnt" },
      headers: { dnt: "1" },
    });
    expect(dnt.status).toBe(204);
    const counted = await browser.request("/api/analytics/pageview", {
      method: "POST",
      json: { path: "/help", query: "?a=1" },
    });
    expect(counted.status).toBe(204);
    const { pageViews } = await import("../db/schema/index.ts");
    const rows = await t.database.db.select().from(pageViews);
    expect(rows.find((r) => r.path === "/help")?.count).toBe(1);
    expect(rows.find((r) => r.path === "/dnt")).toBeUndefined();
  });

  it("publishes the OpenAPI document and a docs page", async () => {
    const doc = await (await fetch(`${t.url}/api/openapi.json`)).json();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/me", "/api/health", "/auth/login"]));
    expect(Object.keys(doc.paths).filter((path) => path.startsWith("/oidc"))).toEqual([]);
    const operations = Object.values(
      doc.paths as Record<string, Record<string, { security?: unknown; responses: object }>>,
    ).flatMap((item) => Object.values(item));
    expect(operations.filter((operation) => operation.security === undefined)).toEqual([]);
    expect(doc.paths["/api/me"].patch.security).toEqual([{ session: [] }]);
    expect(Object.keys(doc.paths["/auth/logout"].post.responses)).toEqual(
      expect.arrayContaining(["204", "403"]),
    );
    expect(doc.paths["/auth/login"].get.responses).toHaveProperty("302");
    const docs = await fetch(`${t.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("/api/openapi.json");
  });

  it("serves the app shell for unknown page paths with a 404 (D29), JSON 404 under /api", async () => {
    const page = await fetch(`${t.url}/some/page`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('property="og:title"');
    expect(html).toContain('id="site-config"');
    const api = await fetch(`${t.url}/api/some/thing`);
    expect(api.headers.get("content-type")).toContain("application/json");
  });
});
