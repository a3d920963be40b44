import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { checklistInputSchema } from "#shared/contracts/checklists.ts";
import { DEMO_CHECKLISTS, DEMO_SHARED_RUN } from "./demo-checklists.ts";
import { seedDemoContent } from "./demo-content.ts";

describe("the demo content", () => {
  it.each(DEMO_CHECKLISTS.map((demo) => [demo.id, demo] as const))(
    "%s follows every checklist rule",
    (_id, demo) => {
      const { title, description, tags, difficulty, categories, supportedSince, steps, language } = demo;
      const input = {
        customId: demo.id,
        title,
        description,
        tags,
        difficulty,
        categories,
        supportedSince,
        steps,
        language,
      };
      const parsed = checklistInputSchema.safeParse(input);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    },
  );
});

describe.each(testEngines())("demo content in local mode on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("fills an empty database with approved checklists, one under review and one rejected", async () => {
    const guest = new BrowserClient(t.url);
    const page = await (await guest.request("/api/checklists?perPage=50")).json();
    expect(page.total).toBe(22);
    const statuses = rowsOf<{ status: string; n: number }>(
      await t.database.db.execute(sql`select status, count(*)::int as n from checklists group by status`),
    );
    expect(Object.fromEntries(statuses.map((row) => [row.status, row.n]))).toEqual({
      approved: 22,
      under_review: 1,
      rejected: 1,
    });
    const categories = new Set(page.items.flatMap((item: { categories: number[] }) => item.categories));
    expect([...categories].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it("keeps every like count equal to its like rows (D15)", async () => {
    const mismatched = rowsOf(
      await t.database.db.execute(sql`
        select c.id from checklists c left join likes l on l.checklist_id = c.id
        group by c.id, c.likes having c.likes <> count(l.user_id)`),
    );
    expect(mismatched).toEqual([]);
  });

  it("has a run three players play together, shared by link: a guest reads its progress (D44, D47)", async () => {
    const run = await (await new BrowserClient(t.url).request(`/api/runs/${DEMO_SHARED_RUN.id}`)).json();
    expect(run).toMatchObject({
      name: "SMP season 1",
      visibility: "link",
      checklistId: DEMO_SHARED_RUN.checklistId,
    });
    expect(run.members).toHaveLength(3);
    expect(run.completedStepIds).toHaveLength(DEMO_SHARED_RUN.ticked);
  });

  it("does nothing once checklists exist", async () => {
    expect(await seedDemoContent(t.database.db, t.config)).toBe(false);
  });
});
