import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { materialSteps } from "#server/test-support/material-steps.ts";
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
    const created = await create(materialSteps());
    // The author reads it under review; others get 404 as from the checklist's own read (D11).
    const answer = await author.request(`/api/checklists/${created.customId}/materials`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(((await answer.json()) as GuideMaterials).items).toEqual([
      { item: "minecraft:andesite", name: "Andesite", stackSize: 64, count: 200 },
      { item: "Create Cogwheel", name: "Create Cogwheel", stackSize: 64, count: 70 },
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

  it("looks up a Litematica list's English names in the guide's version, any case, for the signed-in (D60)", async () => {
    const lookup = (client: BrowserClient, version: string, json: unknown) =>
      client.request(`/api/game/${version}/items/lookup`, { method: "POST", json });
    const answer = await lookup(author, "1.21.4", {
      names: ["Oak Planks", "  stone   BRICKS ", "Create Cogwheel", "Music Disc", "Ender Pearl"],
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      items: [
        { name: "Oak Planks", item: { id: "minecraft:oak_planks", name: "Oak Planks", stackSize: 64 } },
        {
          name: "  stone   BRICKS ",
          item: { id: "minecraft:stone_bricks", name: "Stone Bricks", stackSize: 64 },
        },
        { name: "Create Cogwheel", item: null },
        // Many discs share the name: none is chosen.
        { name: "Music Disc", item: null },
        { name: "Ender Pearl", item: { id: "minecraft:ender_pearl", name: "Ender Pearl", stackSize: 16 } },
      ],
    });
    // An item newer than the version is not found in it.
    const older = await (await lookup(author, "1.16.5", { names: ["Copper Bulb", "Oak Planks"] })).json();
    expect(older.items.map((entry: { item: unknown }) => entry.item === null)).toEqual([true, false]);
    expect((await lookup(author, "9.99", { names: ["Oak Planks"] })).status).toBe(404);
    const guest = await fetch(new URL("/api/game/1.21.4/items/lookup", t.url), {
      method: "POST",
      headers: { "content-type": "application/json", origin: t.url },
      body: JSON.stringify({ names: ["Oak Planks"] }),
    });
    expect(guest.status).toBe(401);
    for (const [json, field] of [
      [{ names: [] }, "names"],
      [{ names: ["x".repeat(81)] }, "names.0"],
      [{ names: Array.from({ length: 501 }, () => "Stone") }, "names"],
      [{ names: ["Stone"], extra: 1 }, undefined],
    ] as const) {
      const refused = await lookup(author, "1.21.4", json);
      expect(refused.status).toBe(422);
      const { error } = await refused.json();
      expect(error.code).toBe("validation_failed");
      if (field) expect(error.field).toBe(field);
    }
  });

  it("is in the OpenAPI document with its schema", async () => {
    const document = await (await get("/api/openapi.json")).json();
    const operation = document.paths["/api/checklists/{address}/materials"].get;
    expect(operation.operationId).toBe("listChecklistMaterials");
    expect(operation.tags).toEqual(["checklists"]);
    expect(operation.responses["404"]["x-error-codes"]).toContain("checklist_missing");
    const lookup = document.paths["/api/game/{version}/items/lookup"].post;
    expect(lookup.operationId).toBe("lookUpGameItems");
    expect(lookup.tags).toEqual(["game"]);
    expect(lookup.responses["422"]["x-error-codes"]).toContain("validation_failed");
    expect(Object.keys(document.components.schemas.MaterialTotal.properties)).toEqual([
      "item",
      "name",
      "stackSize",
      "count",
    ]);
  });
});
