import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { Checklist } from "#shared/contracts/checklists.ts";
import { type GameItems, type GameVersions, ITEM_SEARCH_LIMIT } from "#shared/contracts/game.ts";
import { SPEC_VERSIONS } from "#shared/game-versions.ts";
import { searchItems } from "./game-data.ts";

/** The data package itself, read the plainest way, to compare the API with (D59). */
const packageData = createRequire(import.meta.url)("minecraft-data") as {
  versions: { pc: { minecraftVersion: string; releaseType?: string; dataVersion?: number }[] };
};

describe.each(testEngines())("the game's facts (D59, D60) on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  const get = (path: string) => fetch(new URL(path, t.url));

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    author = await quickPerson(t, "Game Author");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("offers the package's newest Java release first, with no code naming it", async () => {
    const newest = packageData.versions.pc
      .filter((v) => v.releaseType === "release")
      .sort((a, b) => (b.dataVersion ?? 0) - (a.dataVersion ?? 0))[0]?.minecraftVersion;
    const { items } = (await (await get("/api/game/versions")).json()) as GameVersions;
    expect(newest).toBeTruthy();
    expect(items[0]?.version).toBe(newest);
    expect(items.some((v) => /snapshot|rc|pre|w/.test(v.version))).toBe(false);
    expect(items.find((v) => v.version === "1.21.4")?.line).toBe("1.21.x");
    expect(items.find((v) => v.version.startsWith("26."))?.line).toBe("26.x");
    // SPEC §3's versions, stored before D59, are all still offered.
    for (const version of SPEC_VERSIONS) expect(items.map((v) => v.version)).toContain(version);
  });

  it("names the versions in the OpenAPI document from the data", async () => {
    const document = JSON.stringify(await (await get("/api/openapi.json")).json());
    const { items } = (await (await get("/api/game/versions")).json()) as GameVersions;
    expect(document).toContain(JSON.stringify(items.map((v) => v.version)));
  });

  it("finds items by English name with their id and stack size, at most 20", async () => {
    const answer = await get("/api/game/1.21.4/items?q=ender%20pe");
    expect(answer.status).toBe(200);
    const { items } = (await answer.json()) as GameItems;
    expect(items[0]).toEqual({ id: "minecraft:ender_pearl", name: "Ender Pearl", stackSize: 16 });
    const many = (await (await get("/api/game/1.21.4/items?q=a")).json()) as GameItems;
    expect(many.items).toHaveLength(20);
    const pickaxe = (await (await get("/api/game/1.21.4/items?q=diamond%20pickaxe")).json()) as GameItems;
    expect(pickaxe.items[0]).toMatchObject({ id: "minecraft:diamond_pickaxe", stackSize: 1 });
  });

  // Its speed is `npm run bench`'s figure ('item suggestions', p99 ≤ 30 ms), not a timed test:
  // here, that a version's index is built once and then reused.
  it("builds a version's item index once and searches the same one after", () => {
    const first = searchItems("1.20.1", "oak", ITEM_SEARCH_LIMIT)?.[0];
    const again = searchItems("1.20.1", "oak log", ITEM_SEARCH_LIMIT)?.[0];
    expect(first?.id).toBe("minecraft:oak_boat");
    expect(again).toBe(searchItems("1.20.1", "oak log", ITEM_SEARCH_LIMIT)?.[0]);
  });

  it("answers 404 for a version the data does not know", async () => {
    expect((await get("/api/game/9.99/items?q=oak")).status).toBe(404);
    expect((await get("/api/game/26.4-snapshot-6/items?q=oak")).status).toBe(404);
  });

  it("stores a game item as its id and reads it back with its name and stack size", async () => {
    const created = await author.request("/api/checklists", {
      method: "POST",
      json: checklistInput({
        supportedSince: "1.21.4",
        steps: [
          {
            title: "Collect them",
            description: "",
            materials: [
              { item: "minecraft:ender_pearl", count: 20 },
              { item: "Create Cogwheel", count: 3 },
              { item: "minecraft:experience_bottle", count: 64 },
            ],
          },
        ],
      }),
    });
    expect(created.status).toBe(201);
    const read = (await created.json()) as Checklist;
    expect(read.steps[0]?.materials).toEqual([
      { item: "minecraft:ender_pearl", count: 20, name: "Ender Pearl", stackSize: 16 },
      { item: "Create Cogwheel", count: 3, name: "Create Cogwheel", stackSize: 64 },
      { item: "minecraft:experience_bottle", count: 64, name: "Bottle o' Enchanting", stackSize: 64 },
    ]);
    // Search finds it by the item's English name (not its id's words), as it finds free text (D51).
    const moderator = await quickPerson(t, "Game Moderator", "admin");
    expect(
      (await moderator.request(`/api/moderation/checklists/${read.id}/approve`, { method: "POST" })).status,
    ).toBe(200);
    const found = (await (await get("/api/checklists?q=enchanting")).json()) as {
      items: { id: string }[];
    };
    expect(found.items.map((item) => item.id)).toContain(read.id);
  });

  it("refuses an item id the guide's version does not have, naming the field", async () => {
    const answer = await author.request("/api/checklists", {
      method: "POST",
      json: checklistInput({
        supportedSince: "1.16.5",
        steps: undefined,
        sections: [
          { title: "Start", steps: [{ title: "Wood", description: "" }] },
          {
            title: "Later",
            steps: [
              { title: "a", description: "" },
              { title: "b", description: "" },
              {
                title: "Mine",
                description: "",
                materials: [
                  { item: "minecraft:oak_log", count: 5 },
                  { item: "minecraft:cherry_log", count: 5 },
                ],
              },
            ],
          },
        ],
      }),
    });
    expect(answer.status).toBe(422);
    const { error } = (await answer.json()) as { error: { code: string; field: string } };
    expect(error.code).toBe("validation_failed");
    expect(error.field).toBe("sections.1.steps.2.materials.1.item");
  });

  it("refuses a count over 100,000 and a version the data does not know, naming the field", async () => {
    const tooMany = await author.request("/api/checklists", {
      method: "POST",
      json: checklistInput({
        steps: [{ title: "Dig", description: "", materials: [{ item: "minecraft:dirt", count: 100_001 }] }],
      }),
    });
    expect(tooMany.status).toBe(422);
    expect(((await tooMany.json()) as { error: { field: string } }).error.field).toBe(
      "steps.0.materials.0.count",
    );
    for (const supportedSince of ["9.99", "1.6.4", "26.4-snapshot-6"]) {
      const unknown = await author.request("/api/checklists", {
        method: "POST",
        json: checklistInput({ supportedSince }),
      });
      expect(unknown.status, supportedSince).toBe(422);
      expect(((await unknown.json()) as { error: { field: string } }).error.field).toBe("supportedSince");
    }
  });
});
