import { PassThrough } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "#shared/page-routes.ts";
import { SECRET_ROUTES, withoutSecrets } from "#shared/secret-routes.ts";
import { rowsOf } from "./db/client.ts";
import { approvedChecklist } from "./test-support/approved-checklist.ts";
import { BrowserClient } from "./test-support/browser-client.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "./test-support/people.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

/** A route parameter that names a secret: every one must be in SECRET_ROUTES. */
const SECRET_NAMED = /:(token|secret|code|key)\b/i;

/** D75 (issue 35): a secret in an address stays in its request. */
describe("secrets in addresses never reach page views, the analytics, the logs or error reports", () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    t = await startTestApp("pglite", { LOG_LEVEL: "info", RATE_LIMITS: RUN_TEST_RATE_LIMITS }, stream);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists every route of the site with a secret in its path, and only those", async () => {
    const openapi = (await (await fetch(new URL("/api/openapi.json", t.url))).json()) as {
      paths: Record<string, unknown>;
    };
    const apiRoutes = Object.keys(openapi.paths).map((path) => path.replace(/\{([^}]+)\}/g, ":$1"));
    const routes = [...PAGE_ROUTES, ...apiRoutes];
    expect(routes).toContain("/runs/:runId/join/:token");
    const withSecrets = routes.filter((route) => SECRET_NAMED.test(route));
    expect([...new Set(withSecrets)].sort()).toEqual([...SECRET_ROUTES].sort());
  });

  it("walks each such route with a real invite token: only `{token}` is kept", async () => {
    const owner = await quickPerson(t, "Secret Keeper");
    const stranger = await quickPerson(t, "Curious Stranger");
    const moderator = await quickPerson(t, "Analytics Reader", "admin");
    const { id } = await approvedChecklist(t, owner);
    const run = await (
      await owner.request(`/api/checklists/${id}/runs`, { method: "POST", json: { name: "Hidden" } })
    ).json();
    const invite = await owner.request(`/api/runs/${run.id}/invite`, { method: "POST" });
    const { invitePath } = (await invite.json()) as { invitePath: string };
    const token = invitePath.split("/").at(-1) ?? "";
    expect(token.length).toBeGreaterThan(15);

    const addresses = SECRET_ROUTES.map((route) => route.replace(":runId", run.id).replace(":token", token));
    const kept = SECRET_ROUTES.map((route) => route.replace(":runId", run.id).replace(":token", "{token}"));
    for (const address of addresses) {
      // Opened by a guest and by a signed-in person, as a page load and as the app's request.
      await new BrowserClient(t.url).request(address, { headers: { accept: "text/html" } });
      await stranger.request(address);
      // The beacon as a browser sends it, and as anyone could: the server hides the token itself.
      const variants = [
        address,
        `${address}/`,
        `${address}?from=x`,
        address.toUpperCase().replace(token.toUpperCase(), token),
        address.replace("/runs/", "/%72uns/"),
      ];
      for (const path of variants) {
        const view = await new BrowserClient(t.url).request("/api/analytics/pageview", {
          method: "POST",
          json: { path, query: "" },
        });
        expect(view.status, path).toBe(204);
      }
      // An error report whose message names the address.
      t.app.log.error({ err: new Error(`failed while answering ${address}`) }, "unhandled error");
    }

    const stored = rowsOf<{ path: string }>(await t.database.db.execute(sql`select path from page_views`));
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.path).not.toContain(token);
    for (const path of kept) expect(stored.map((row) => row.path)).toContain(path);

    const analytics = await moderator.request("/api/moderation/analytics");
    expect(analytics.status).toBe(200);
    const answer = await analytics.text();
    expect(answer).not.toContain(token);
    for (const path of kept) expect(answer).toContain(path);

    const logged = lines.join("\n");
    expect(logged).toContain(`/runs/${run.id}/join/{token}`);
    expect(logged).toContain(`failed while answering /api/runs/${run.id}/invitations/{token}`);
    expect(logged).not.toContain(token);
  });

  it("shows views counted before D75 without their secret", async () => {
    const moderator = await quickPerson(t, "Old Views Reader", "admin");
    await t.database.db.execute(
      sql`insert into page_views (day, path, count) values (current_date, '/runs/r-old/join/old-secret-token', 3)`,
    );
    const answer = await (await moderator.request("/api/moderation/analytics")).text();
    expect(answer).not.toContain("old-secret-token");
    expect(answer).toContain("/runs/r-old/join/{token}");
  });

  it("hides the secret however the path is written, and leaves other paths alone", () => {
    expect(withoutSecrets("/runs/r1/join/abc")).toBe("/runs/r1/join/{token}");
    expect(withoutSecrets("/Runs/r1/JOIN/abc/more?x=1#h")).toBe("/Runs/r1/JOIN/{token}/more");
    expect(withoutSecrets("/runs/r1/j%6Fin/abc")).toBe("/runs/r1/j%6Fin/{token}");
    expect(withoutSecrets("/api/runs/r1/invitations/abc")).toBe("/api/runs/r1/invitations/{token}");
    expect(withoutSecrets("/runs/r1")).toBe("/runs/r1");
    expect(withoutSecrets("/checklist/join")).toBe("/checklist/join");
  });
});
