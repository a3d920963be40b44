import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "./db/client.ts";
import { PAGE_VIEW_PATHS_PER_DAY, prunePageViews } from "./features/analytics/service.ts";
import { escapeHtml } from "./html.ts";
import type { BrowserClient } from "./test-support/browser-client.ts";
import { checklistInput } from "./test-support/checklist-input.ts";
import { testEngines } from "./test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "./test-support/people.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

const EVIL = { origin: "https://evil.example" };

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-security-policy")).toContain("object-src 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  const { field, ...error } = (await response.json()).error;
  expect(error).toEqual({ code, message: expect.any(String) });
  expect(field === undefined || typeof field === "string").toBe(true);
}

async function count(t: TestApp, table: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
  );
  return Number(rows[0]?.n);
}

/** Each finding of the security review (issue 13), as a class: every test failed before its fix. */
describe.each(testEngines("limits"))("security review findings on %s", (engine) => {
  let t: TestApp;
  let moderator: BrowserClient;
  beforeAll(async () => {
    t = await startTestApp(engine, { RATE_LIMITS: RELAXED_RATE_LIMITS });
    moderator = await signedIn(t.url, "Mod", "moderator");
  });
  afterAll(async () => {
    await t?.close();
  });

  async function publish(author: BrowserClient, approve: boolean) {
    const created = await author.request("/api/checklists", { method: "POST", json: checklistInput() });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    if (approve) {
      const approved = await moderator.request(`/api/moderation/checklists/${id}/approve`, {
        method: "POST",
      });
      expect(approved.status).toBe(200);
    }
    return id;
  }

  it("checks the origin of every state-changing request, however its path is spelled", async () => {
    const member = await quickPerson(t, "Percent Victim");
    const logout = await member.request("/%61uth/logout", { method: "POST", headers: EVIL });
    await expectError(logout, 403, "csrf_rejected");
    expect((await member.request("/api/me")).status).toBe(200);

    const rename = await member.request("/%61pi/me", {
      method: "PATCH",
      json: { nickname: "Pwned" },
      headers: EVIL,
    });
    await expectError(rename, 403, "csrf_rejected");
    expect(((await (await member.request("/api/me")).json()) as { displayName: string }).displayName).toBe(
      "Percent Victim",
    );

    const pending = await publish(member, false);
    const approve = await moderator.request(`/%61pi/moderation/checklists/${pending}/approve`, {
      method: "POST",
      headers: EVIL,
    });
    await expectError(approve, 403, "csrf_rejected");
    const after = (await (await member.request(`/api/checklists/${pending}`)).json()) as { status: string };
    expect(after.status).toBe("under_review");
  });

  it("puts user text into server-rendered pages verbatim, $ patterns included", async () => {
    const nickname = `$'<i>x</i>"'$\``;
    const author = await quickPerson(t, "Dollar Author");
    const renamed = await author.request("/api/me", { method: "PATCH", json: { nickname } });
    expect(renamed.status).toBe(200);
    const id = await publish(author, true);
    const page = await fetch(`${t.url}/checklist/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`by ${escapeHtml(nickname)}"`);
    expect(html.match(/<meta property="og:description"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain("<!--app-head-->");
    expect(html).toContain('<div id="root">');
  });

  it("refuses NUL bytes and broken Unicode with a clear error, never a 500, and stores nothing", async () => {
    const member = await quickPerson(t, "Nul Sender");
    for (const path of ["/api/checklists/%00", "/api/users/%00", "/api/checklists/x%00y/like"]) {
      const response = await member.request(path, { method: path.endsWith("like") ? "PUT" : "GET" });
      await expectError(response, 404, "not_found");
    }
    const checklistsBefore = await count(t, "checklists");
    for (const json of [
      checklistInput({ title: "Nul\u0000title" }),
      checklistInput({ steps: [{ title: "ok", description: "bad\u0000" }] }),
      checklistInput({ tags: ["t\u0000g"] }),
    ]) {
      const response = await member.request("/api/checklists", { method: "POST", json });
      await expectError(response, 422, "validation_failed");
    }
    const surrogate = await member.request("/api/checklists", {
      method: "POST",
      body: JSON.stringify(checklistInput()).replace('"Beat the Ender Dragon"', '"Lone \\ud800 half"'),
      headers: { "content-type": "application/json" },
    });
    await expectError(surrogate, 422, "validation_failed");
    expect(await count(t, "checklists")).toBe(checklistsBefore);

    const rename = await member.request("/api/me", { method: "PATCH", json: { nickname: "a\u0000b" } });
    await expectError(rename, 422, "validation_failed");
    const view = await member.request("/api/analytics/pageview", {
      method: "POST",
      json: { path: "/\u0000" },
    });
    await expectError(view, 422, "validation_failed");
    const search = await fetch(`${t.url}/api/checklists?q=%00`);
    await expectError(search, 422, "validation_failed");
    const emoji = await member.request("/api/me", { method: "PATCH", json: { nickname: "Creeper 💥" } });
    expect(emoji.status).toBe(200);
  });

  it("answers router-level errors with the error shape and the security headers", async () => {
    // A malformed escape reaches the checklist's route, which finds none; an id over the
    // path's limit names nothing at all.
    for (const [path, code] of [
      ["/api/checklists/%E0%A4", "checklist_missing"],
      ["/api/checklists/%", "checklist_missing"],
      [`/api/checklists/${"a".repeat(2049)}`, "not_found"],
    ] as const) {
      await expectError(await fetch(`${t.url}${path}`), 404, code);
    }
    await expectError(await fetch(`${t.url}/api/checklists/${"a".repeat(201)}`), 404, "not_found");
  });

  it("counts a bounded number of paths per day and prunes old days", async () => {
    const { db } = t.database;
    await db.execute(sql`delete from page_views`);
    await db.execute(sql`
      insert into page_views (day, path, count)
      select current_date, '/filler/' || n, 1 from generate_series(1, ${PAGE_VIEW_PATHS_PER_DAY}) n`);
    const member = await quickPerson(t, "Page Viewer");
    const fresh = await member.request("/api/analytics/pageview", {
      method: "POST",
      json: { path: "/brand-new" },
    });
    expect(fresh.status).toBe(204);
    const known = await member.request("/api/analytics/pageview", {
      method: "POST",
      json: { path: "/filler/1" },
    });
    expect(known.status).toBe(204);
    const rows = rowsOf<{ path: string; count: number }>(
      await db.execute(sql`select path, count from page_views where path in ('/brand-new', '/filler/1')`),
    );
    expect(rows).toEqual([{ path: "/filler/1", count: 2 }]);

    await db.execute(
      sql`insert into page_views (day, path, count) values (current_date - 1000, '/ancient', 5)`,
    );
    await prunePageViews(db);
    expect(await count(t, "page_views where path = '/ancient'")).toBe(0);
    expect(await count(t, "page_views")).toBe(PAGE_VIEW_PATHS_PER_DAY);
  });

  it("caps a provider's display name at the nickname limit", async () => {
    const browser = await signedIn(t.url, "A Very Long Provider Name That Goes On And On");
    const me = (await (await browser.request("/api/me")).json()) as { displayName: string };
    expect(me.displayName).toBe("A Very Long Provider Nam");
  });
});

describe.each(testEngines("limits"))("one rate-limit decision per request on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      RATE_LIMITS: JSON.stringify({ editPerUser: { max: 1, windowSeconds: 600 } }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a refused PATCH /api/me changes nothing, and nickname and avatar count as one edit", async () => {
    const member = await quickPerson(t, "Limited Larry");
    const both = await member.request("/api/me", {
      method: "PATCH",
      json: { nickname: "Larry Two", avatarUrl: "https://img.example/larry.png" },
    });
    expect(both.status).toBe(200);
    expect(await both.json()).toMatchObject({
      displayName: "Larry Two",
      avatarUrl: "https://img.example/larry.png",
    });
    const refused = await member.request("/api/me", {
      method: "PATCH",
      json: { nickname: "Larry Three", avatarUrl: "https://img.example/three.png" },
    });
    await expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await (await member.request("/api/me")).json()).toMatchObject({
      displayName: "Larry Two",
      avatarUrl: "https://img.example/larry.png",
    });
  });
});

describe("per-IP limits behind a proxy (TRUST_PROXY as a hop count)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A provider configured: local mode is never served behind a proxy (issue 35).
    t = await startTestApp("pglite", {
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      TRUST_PROXY: "1",
      RATE_LIMITS: JSON.stringify({ pageViewPerIp: { max: 2, windowSeconds: 60 } }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("takes the address the proxy saw, not one the client wrote into X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${t.url}/api/analytics/pageview`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.9.9.${i}, 203.0.113.7` },
        body: JSON.stringify({ path: "/spoof" }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([204, 204, 429, 429]);
  });
});
