import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "#server/test-support/databases.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

describe.each(testEngines())("health: liveness and readiness on %s", (engine) => {
  let t: TestApp;
  const get = (path: string) => fetch(new URL(path, t.url));

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is live and ready with every migration applied", async () => {
    expect(await (await get("/api/health/live")).json()).toEqual({ status: "ok" });
    for (const path of ["/api/health/ready", "/api/health"]) {
      const ready = await get(path);
      expect(ready.status, path).toBe(200);
      expect(await ready.json()).toEqual({ status: "ok", database: "ok", migrations: "applied" });
    }
  });

  it("is live but not ready while a migration of this build is missing", async () => {
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    expect((await get("/api/health/live")).status).toBe(200);
    const ready = await get("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "degraded", database: "ok", migrations: "pending" });
    expect((await get("/api/health")).status).toBe(503);
  });
});
