import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedChecklist } from "#server/test-support/approved-checklist.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

const TWO = { max: 2, windowSeconds: 3600 };
const LIMITS = JSON.stringify({
  createPerUser: TWO,
  editPerUser: TWO,
  interactPerUser: TWO,
  signInPerIp: { max: 10_000, windowSeconds: 60 },
});

/** D6 covers D68's writes: making counts as creating, changing as editing, entries and follows as interactions. */
describe.each(testEngines())("the collection writes under D6's limits on %s", (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  const third = async (request: (attempt: number) => Promise<Response>) => {
    for (const attempt of [0, 1]) expect((await request(attempt)).status).toBeLessThan(300);
    const refused = await request(2);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe("rate_limited");
  };

  it("refuses the third new collection, change, and entry within the window", async () => {
    const maker = await quickPerson(t, "Hasty Maker");
    await third((n) =>
      maker.request("/api/me/collections", { method: "POST", json: { name: `Shelf ${n}` } }),
    );
    const items = (await (await maker.request("/api/me/collections")).json()).items as { id: string }[];
    expect(items).toHaveLength(3);

    const editor = await quickPerson(t, "Hasty Editor");
    const shelf = (
      await (await editor.request("/api/me/collections", { method: "POST", json: { name: "A" } })).json()
    ).id as string;
    await third((n) =>
      editor.request(`/api/collections/${shelf}`, { method: "PATCH", json: { name: `B ${n}` } }),
    );

    const author = await quickPerson(t, "Limit Author");
    const guide = await approvedChecklist(t, author);
    const adder = await quickPerson(t, "Hasty Adder");
    const own = (
      await (await adder.request("/api/me/collections", { method: "POST", json: { name: "C" } })).json()
    ).id as string;
    await third((n) =>
      adder.request(`/api/collections/${own}/checklists/${guide.id}`, { method: n % 2 ? "DELETE" : "PUT" }),
    );
  });
});
