import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { AUTH_FLOWS_PER_IP } from "./flows.ts";

/** Issue 23: `/auth/login` writes a row each time; the table must stay bounded per address. */
describe.each(testEngines("limits"))(
  "pending sign-ins are bounded per address and pruned on %s",
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      // One proxy in front, so each test picks its client address with X-Forwarded-For (local
      // mode refuses TRUST_PROXY, issue 35: the test sets it past the configuration's checks).
      t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS }, undefined, {
        trustProxy: 1,
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    const start = (ip: string, browser = new BrowserClient(t.url)) =>
      browser.request("/auth/login?provider=google", { headers: { "x-forwarded-for": ip } });
    const flowsOf = async (ip: string) =>
      Number(
        rowsOf<{ n: number }>(
          await t.database.db.execute(sql`select count(*)::int as n from auth_flows where ip = ${ip}`),
        )[0]?.n,
      );

    it("keeps only an address's newest flows, and the newest still signs in", async () => {
      for (let i = 0; i < AUTH_FLOWS_PER_IP + 15; i++) expect((await start("203.0.113.7")).status).toBe(302);
      await start("203.0.113.8");
      expect(await flowsOf("203.0.113.7")).toBe(AUTH_FLOWS_PER_IP);
      expect(await flowsOf("203.0.113.8")).toBe(1);

      const browser = new BrowserClient(t.url);
      const { path } = await browser.signIn({ name: "Late Starter", email: "late@example.com" });
      expect(path).toBe("/users/latestarter");
    });

    it("removes expired flows when a new one is written, a bounded number at a time", async () => {
      await t.database.db.execute(sql`
      insert into auth_flows (state_hash, provider, code_verifier, nonce, ip, expires_at)
      select 'old-' || n, 'google', 'v', 'n', '198.51.100.' || (n % 250), now() - interval '1 minute'
      from generate_series(1, 150) as n`);
      const expired = async () =>
        Number(
          rowsOf<{ n: number }>(
            await t.database.db.execute(
              sql`select count(*)::int as n from auth_flows where expires_at < now()`,
            ),
          )[0]?.n,
        );
      expect(await expired()).toBe(150);
      await start("192.0.2.1");
      expect(await expired()).toBe(50);
      await start("192.0.2.1");
      expect(await expired()).toBe(0);
    });
  },
);
