import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { GuideMaterials } from "#shared/contracts/materials.ts";

describe.each(testEngines())("'All materials' of a guide (D60) on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let other: BrowserClient;
  const get = (path: string) => fetch(new URL(path, t.url));

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    author = await quickPerson(t, "Materials Author");
    other = await quickPerson(t, "Materials Reader");
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (steps: NonNullable<Parameters<typeof checklistInput>[0]>["steps"]) =>
    (
      await author.request("/api/checklists", {
        method: "POST",
        json: checklistInput({ supportedSince: "1.21.4", steps }),
      })
    ).json();

  it("sums every step's materials by item, with each item's name and stack size, alphabetical", async () => {
    const created = await create([
      {
        title: "Walls",
        description: "",
        materials: [
          { item: "minecraft:andesite", count: 120 },
          { item: "minecraft:ender_pearl", count: 12 },
          { item: "Copper Rivets", count: 3 },
        ],
      },
      { title: "Nothing needed", description: "" },
      {
        title: "Roof",
        description: "",
        materials: [
          { item: "minecraft:andesite", count: 80 },
          { item: "minecraft:ender_pearl", count: 8 },
          { item: "minecraft:diamond_pickaxe", count: 3 },
        ],
      },
    ]);
    // The author reads it under review; others get 404 as from the checklist's own read (D11).
    const answer = await author.request(`/api/checklists/${created.customId}/materials`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(((await answer.json()) as GuideMaterials).items).toEqual([
      { item: "minecraft:andesite", name: "Andesite", stackSize: 64, count: 200 },
      { item: "Copper Rivets", name: "Copper Rivets", stackSize: 64, count: 3 },
      { item: "minecraft:diamond_pickaxe", name: "Diamond Pickaxe", stackSize: 1, count: 3 },
      { item: "minecraft:ender_pearl", name: "Ender Pearl", stackSize: 16, count: 20 },
    ]);
    // By document id too (D8).
    expect((await author.request(`/api/checklists/${created.id}/materials`)).status).toBe(200);
    for (const refused of [
      await get(`/api/checklists/${created.id}/materials`),
      await other.request(`/api/checklists/${created.id}/materials`),
    ]) {
      expect(refused.status).toBe(404);
      expect((await refused.json()).error.code).toBe("checklist_missing");
    }
  });

  it("answers an empty list for a guide without materials and 404 for none at all", async () => {
    const created = await create([{ title: "Just play", description: "" }]);
    expect(await (await author.request(`/api/checklists/${created.id}/materials`)).json()).toEqual({
      items: [],
    });
    expect((await get("/api/checklists/no-such-guide/materials")).status).toBe(404);
  });

  it("is in the OpenAPI document with its schema", async () => {
    const document = await (await get("/api/openapi.json")).json();
    const operation = document.paths["/api/checklists/{address}/materials"].get;
    expect(operation.operationId).toBe("listChecklistMaterials");
    expect(operation.tags).toEqual(["checklists"]);
    expect(operation.responses["404"]["x-error-codes"]).toContain("checklist_missing");
    expect(Object.keys(document.components.schemas.MaterialTotal.properties)).toEqual([
      "item",
      "name",
      "stackSize",
      "count",
    ]);
  });
});
