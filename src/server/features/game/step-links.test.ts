import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { Checklist } from "#shared/contracts/checklists.ts";
import type { GameAdvancement, GameStatistic } from "#shared/contracts/game.ts";
import type { Review } from "#shared/contracts/moderation.ts";
import type { StepLinkInput } from "#shared/contracts/step-links.ts";

describe.each(testEngines())("steps the game can check (D61) on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  const get = async <T>(path: string) => (await (await fetch(new URL(path, t.url))).json()) as T;
  const create = (links: (StepLinkInput | null)[], supportedSince = "1.21.4") =>
    author.request("/api/checklists", {
      method: "POST",
      json: checklistInput({
        supportedSince,
        steps: links.map((link, i) => ({ title: `Step ${i + 1}`, description: "", link })),
      }),
    });

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    author = await quickPerson(t, "Link Author");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("finds advancements and their criteria by English name, with the ids the world's files use", async () => {
    const stone = await get<{ items: GameAdvancement[] }>("/api/game/1.21.4/advancements?q=stone%20age");
    expect(stone.items[0]).toMatchObject({
      kind: "advancement",
      advancement: "minecraft:story/mine_stone",
      name: "Stone Age",
    });
    const cherry = await get<{ items: GameAdvancement[] }>("/api/game/1.21.4/advancements?q=cherry");
    expect(cherry.items).toContainEqual(
      expect.objectContaining({
        kind: "criterion",
        advancement: "minecraft:adventure/adventuring_time",
        criterion: "minecraft:cherry_grove",
        name: "Adventuring Time: Cherry Grove",
      }),
    );
    // Cherry Grove came with 1.20: 1.19.4 has no such criterion.
    const older = await get<{ items: GameAdvancement[] }>("/api/game/1.19.4/advancements?q=cherry");
    expect(older.items.some((item) => item.criterion === "minecraft:cherry_grove")).toBe(false);
  });

  it("finds statistics by English name, kind and target", async () => {
    const found = await get<{ items: GameStatistic[] }>(
      "/api/game/1.21.4/statistics?q=mined:%20diamond%20ore",
    );
    expect(found.items[0]).toEqual({
      statistic: "minecraft:mined",
      target: "minecraft:diamond_ore",
      name: "Mined: Diamond Ore",
    });
    const jumps = await get<{ items: GameStatistic[] }>("/api/game/1.21.4/statistics?q=jumps");
    expect(jumps.items[0]).toMatchObject({ statistic: "minecraft:custom", target: "minecraft:jump" });
    expect((await fetch(new URL("/api/game/9.9/statistics", t.url))).status).toBe(404);
  });

  it("stores each kind of link and reads it back named, and search finds the guide by it", async () => {
    const created = await create([
      { kind: "advancement", advancement: "minecraft:story/mine_stone" },
      {
        kind: "criterion",
        advancement: "minecraft:adventure/adventuring_time",
        criterion: "minecraft:cherry_grove",
      },
      { kind: "statistic", statistic: "minecraft:mined", target: "minecraft:diamond_ore", atLeast: 64 },
      null,
    ]);
    expect(created.status).toBe(201);
    const read = (await created.json()) as Checklist;
    expect(read.steps.map((step) => step.link?.name ?? null)).toEqual([
      "Stone Age",
      "Adventuring Time: Cherry Grove",
      "Mined: Diamond Ore ≥ 64",
      null,
    ]);
    const moderator = await quickPerson(t, "Link Moderator", "admin");
    await moderator.request(`/api/moderation/checklists/${read.id}/approve`, { method: "POST" });
    const found = await get<{ items: { id: string }[] }>("/api/checklists?q=cherry%20grove");
    expect(found.items.map((item) => item.id)).toContain(read.id);
  });

  it("keeps a link through an edit that sends it back, and an edit can remove it", async () => {
    const read = (await (
      await create([{ kind: "advancement", advancement: "minecraft:story/mine_stone" }])
    ).json()) as Checklist;
    const step = read.steps[0];
    const edit = (link: StepLinkInput | null) =>
      author.request(`/api/checklists/${read.id}`, {
        method: "PATCH",
        json: checklistInput({ steps: [{ id: step?.id, title: "Step 1", description: "", link }] }),
      });
    const kept = (await (
      await edit({ kind: "advancement", advancement: "minecraft:story/mine_stone" })
    ).json()) as Checklist;
    expect(kept.steps[0]?.link).toMatchObject({
      advancement: "minecraft:story/mine_stone",
      name: "Stone Age",
    });
    const removed = (await (await edit(null)).json()) as Checklist;
    expect(removed.steps[0]?.link).toBeNull();
  });

  it("shows a moderator a pending edit's change of link by name, and an unchanged link as no change", async () => {
    const read = (await (
      await create([
        { kind: "advancement", advancement: "minecraft:story/mine_stone" },
        { kind: "advancement", advancement: "minecraft:story/mine_stone" },
      ])
    ).json()) as Checklist;
    const moderator = await quickPerson(t, "Link Reviewer", "admin");
    await moderator.request(`/api/moderation/checklists/${read.id}/approve`, { method: "POST" });
    const [first, second] = read.steps;
    const edited = await author.request(`/api/checklists/${read.id}`, {
      method: "PATCH",
      json: checklistInput({
        supportedSince: "1.21.4",
        steps: [
          { id: first?.id, title: "Step 1", description: "", link: null },
          {
            id: second?.id,
            title: "Step 2",
            description: "",
            link: { kind: "advancement", advancement: "minecraft:story/mine_stone" },
          },
        ],
      }),
    });
    expect(edited.status).toBe(200);
    const review = (await (
      await moderator.request(`/api/moderation/checklists/${read.id}`)
    ).json()) as Review;
    expect(review.changes?.stepsChanged).toEqual([
      {
        id: first?.id,
        before: { title: "Step 1", description: "", materials: [], linkName: "Stone Age" },
        after: { title: "Step 1", description: "", materials: [], linkName: null },
      },
    ]);
  });

  it("refuses what the guide's version does not have, naming the field, and stores nothing", async () => {
    const mine = async () =>
      ((await (await author.request("/api/me/checklists")).json()) as { items: unknown[] }).items.length;
    const before = await mine();
    const cases: [StepLinkInput, string][] = [
      [{ kind: "advancement", advancement: "minecraft:story/no_such_thing" }, "steps.1.link.advancement"],
      [
        { kind: "criterion", advancement: "minecraft:story/mine_stone", criterion: "minecraft:plains" },
        "steps.1.link.criterion",
      ],
      [
        { kind: "statistic", statistic: "minecraft:mined", target: "minecraft:elytra", atLeast: 1 },
        "steps.1.link.target",
      ],
    ];
    for (const [link, field] of cases) {
      const answer = await create([null, link]);
      expect(answer.status, field).toBe(422);
      expect(((await answer.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    const overThreshold = await create([
      { kind: "statistic", statistic: "minecraft:custom", target: "minecraft:jump", atLeast: 1_000_000_001 },
    ]);
    expect(overThreshold.status).toBe(422);
    expect(((await overThreshold.json()) as { error: { field: string } }).error.field).toBe(
      "steps.0.link.atLeast",
    );
    // Cherry Grove is not in 1.19.4.
    const tooOld = await create(
      [
        {
          kind: "criterion",
          advancement: "minecraft:adventure/adventuring_time",
          criterion: "minecraft:cherry_grove",
        },
      ],
      "1.19.4",
    );
    expect(tooOld.status).toBe(422);
    expect(await mine()).toBe(before);
  });
});
