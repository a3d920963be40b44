import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { checklists } from "#server/db/schema/index.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { StepLinkInput } from "#shared/contracts/step-links.ts";
import {
  advancementsFileSchema,
  statisticsFileSchema,
  type WorldImport,
  worldImportSentence,
} from "#shared/contracts/world-imports.ts";
import { LINKED_STEPS, linkedStepInputs } from "../../../../tests/fixtures/world/linked-steps.ts";
import { doneInWorld } from "./world-import.ts";

const fixture = (name: string) => JSON.parse(readFileSync(path.join("tests/fixtures/world", name), "utf8"));
const ADVANCEMENTS = fixture("advancements.json");
const STATISTICS = fixture("stats.json");

const advancement = (id: string): StepLinkInput => ({ kind: "advancement", advancement: `minecraft:${id}` });
const statistic = (kind: string, target: string, atLeast: number): StepLinkInput => ({
  kind: "statistic",
  statistic: `minecraft:${kind}`,
  target: `minecraft:${target}`,
  atLeast,
});
const STEPS = LINKED_STEPS;

describe("reading a world's files (D62)", () => {
  const files = {
    advancements: advancementsFileSchema.parse(ADVANCEMENTS),
    statistics: statisticsFileSchema.parse(STATISTICS),
  };

  it("reads the game's own files: criteria with their times, done, DataVersion", () => {
    expect(files.advancements.DataVersion).toBe(4189);
    expect(files.statistics.stats["minecraft:mined"]?.["minecraft:diamond_ore"]).toBe(12);
  });

  it("says an advancement is done only when the file says done, a criterion when it is met", () => {
    const done = STEPS.map((link) => (link ? doneInWorld(link, files.advancements, files.statistics) : null));
    expect(done).toEqual([...Array(14).fill(true), ...Array(5).fill(false), null]);
    // Adventuring Time itself is not done though some of its criteria are.
    expect(doneInWorld(advancement("adventure/adventuring_time"), files.advancements)).toBe(false);
    // Without the statistics file, no statistic is done.
    expect(doneInWorld(statistic("mined", "diamond_ore", 1), files.advancements)).toBe(false);
    // The file's DataVersion is no advancement, nor is anything of Object's.
    expect(doneInWorld(advancement("DataVersion"), files.advancements)).toBe(false);
    expect(doneInWorld({ kind: "advancement", advancement: "constructor" }, files.advancements)).toBe(false);
  });

  it("refuses what is not the game's format", () => {
    const bad: unknown[] = [
      [],
      "text",
      { "minecraft:story/mine_stone": { criteria: {}, done: true } },
      { "minecraft:story/mine_stone": { criteria: {}, done: "yes" }, DataVersion: 1 },
      { "minecraft:story/mine_stone": { criteria: { a: { deeper: "2024" } }, done: true }, DataVersion: 1 },
      { "minecraft:story/mine_stone": { criteria: {}, done: true, extra: 1 }, DataVersion: 1 },
    ];
    for (const value of bad) expect(advancementsFileSchema.safeParse(value).success).toBe(false);
    expect(statisticsFileSchema.safeParse({ "stat.mineBlock.minecraft.stone": 3 }).success).toBe(false);
    expect(
      statisticsFileSchema.safeParse({ stats: { "minecraft:mined": { a: { b: 1 } } }, DataVersion: 1 })
        .success,
    ).toBe(false);
  });

  it("words the preview as the run page says it", () => {
    const answer: WorldImport = {
      dataVersion: 4189,
      linkedSteps: 19,
      doneInWorld: 14,
      alreadyTicked: 3,
      toTick: Array(11).fill("x"),
    };
    expect(worldImportSentence(answer)).toBe(
      "Game data version 4189 · 14 linked steps are done in your world · 3 already ticked · 11 will be ticked",
    );
  });
});

describe.each(testEngines("races"))("POST /api/runs/{runId}/imports (D62) on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let player: BrowserClient;
  let friend: BrowserClient;
  let stranger: BrowserClient;
  let stepIds: string[] = [];
  let checklistId = "";

  const post = (who: BrowserClient, runId: string, body: unknown, preview = false) =>
    who.request(`/api/runs/${runId}/imports${preview ? "?preview=true" : ""}`, {
      method: "POST",
      json: body,
    });
  const ticks = async (runId: string) =>
    rowsOf<{ step_id: string; handle: string }>(
      await t.database.db.execute(sql`select t.step_id::text, u.handle from run_ticks t
        join users u on u.id = t.ticked_by where t.run_id = ${runId}::uuid`),
    );
  const tickEvents = async (runId: string) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from run_events where run_id = ${runId}::uuid and type = 'tick'`,
      ),
    )[0]?.n;
  const tick = (who: BrowserClient, runId: string, step: number, done = true) =>
    who.request(`/api/runs/${runId}/steps/${stepIds[step]}/done`, { method: done ? "PUT" : "DELETE" });
  /** A run of the player's, with the friend in it, and the first 3 steps and step 15 (not done in the world) ticked by hand. */
  const sharedRun = async () => {
    const run = await (
      await player.request(`/api/checklists/${checklistId}/runs`, { method: "POST", json: { name: "World" } })
    ).json();
    const { invitePath } = await (
      await player.request(`/api/runs/${run.id}/invite`, { method: "POST" })
    ).json();
    const token = invitePath.split("/").pop();
    expect(
      (await friend.request(`/api/runs/${run.id}/join`, { method: "POST", json: { token } })).status,
    ).toBe(200);
    for (const step of [0, 1, 2]) expect((await tick(player, run.id, step)).status).toBe(200);
    expect((await tick(friend, run.id, 15)).status).toBe(200);
    return run.id as string;
  };

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
    [author, player, friend, stranger] = await Promise.all([
      quickPerson(t, "World Author"),
      quickPerson(t, "World Player"),
      quickPerson(t, "World Friend"),
      quickPerson(t, "World Stranger"),
    ]);
    const created = await author.request("/api/checklists", {
      method: "POST",
      json: checklistInput({
        supportedSince: "1.21.4",
        steps: linkedStepInputs(),
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const checklist = await created.json();
    checklistId = checklist.id;
    stepIds = checklist.steps.map((step: { id: string }) => step.id);
    await t.database.db
      .update(checklists)
      .set({ status: "approved", isApproved: true })
      .where(eq(checklists.id, checklistId));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("previews what would be ticked and changes nothing", async () => {
    const runId = await sharedRun();
    const before = await ticks(runId);
    const events = await tickEvents(runId);
    const answer = await post(player, runId, { advancements: ADVANCEMENTS, statistics: STATISTICS }, true);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      dataVersion: 4189,
      linkedSteps: 19,
      doneInWorld: 14,
      alreadyTicked: 3,
      toTick: stepIds.slice(3, 14),
    });
    expect(await ticks(runId)).toEqual(before);
    expect(await tickEvents(runId)).toBe(events);
  });

  it("ticks the 11 for the sender only, tells the run, and never unticks", async () => {
    const runId = await sharedRun();
    const events = await tickEvents(runId);
    const answer = await post(player, runId, { advancements: ADVANCEMENTS, statistics: STATISTICS });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toMatchObject({ doneInWorld: 14, alreadyTicked: 3, toTick: stepIds.slice(3, 14) });
    expect(body.ticked).toEqual(stepIds.slice(3, 14));
    const after = await ticks(runId);
    expect(new Set(after.map((row) => row.step_id))).toEqual(new Set([...stepIds.slice(0, 14), stepIds[15]]));
    // The new ticks are the sender's; the friend's tick of a step not done in the world stays theirs.
    for (const id of stepIds.slice(3, 14)) {
      expect(after.find((row) => row.step_id === id)?.handle).toMatch(
        /world-player|world_player|worldplayer/i,
      );
    }
    expect(after.find((row) => row.step_id === stepIds[15])?.handle).toMatch(/friend/i);
    // Each tick is an event on the run's stream (D45).
    expect(await tickEvents(runId)).toBe((events ?? 0) + 11);
    const run = await (await friend.request(`/api/runs/${runId}`)).json();
    expect(run.completedStepIds).toHaveLength(15);
    // Again: nothing left to tick, nothing changes.
    const again = await (
      await post(player, runId, { advancements: ADVANCEMENTS, statistics: STATISTICS })
    ).json();
    expect(again).toMatchObject({ alreadyTicked: 14, toTick: [], ticked: [] });
    expect(await tickEvents(runId)).toBe((events ?? 0) + 11);
  });

  it("answers 404 to one who does not play the run, and ticks nothing", async () => {
    const runId = await sharedRun();
    const before = await ticks(runId);
    for (const preview of [true, false]) {
      const answer = await post(stranger, runId, { advancements: ADVANCEMENTS }, preview);
      expect(answer.status).toBe(404);
      expect((await answer.json()).error.code).toBe("run_missing");
    }
    expect((await post(stranger, "not-a-run", { advancements: ADVANCEMENTS })).status).toBe(404);
    expect(await ticks(runId)).toEqual(before);
  });

  it("refuses a file not in the game's format, naming it, and ticks nothing", async () => {
    const runId = await sharedRun();
    const before = await ticks(runId);
    const cases: [unknown, string][] = [
      [{}, "advancements"],
      [{ advancements: [] }, "advancements"],
      [{ advancements: "text" }, "advancements"],
      [{ advancements: { "minecraft:story/mine_stone": { done: true } } }, "advancements"],
      [
        {
          advancements: {
            ...ADVANCEMENTS,
            "minecraft:story/mine_stone": { criteria: { a: { b: "c" } }, done: true },
          },
        },
        "advancements",
      ],
      [{ advancements: ADVANCEMENTS, statistics: { "stat.mineBlock.minecraft.stone": 3 } }, "statistics"],
      [
        {
          advancements: ADVANCEMENTS,
          statistics: { stats: { "minecraft:mined": { a: "12" } }, DataVersion: 1 },
        },
        "statistics",
      ],
      [{ advancements: ADVANCEMENTS, statistics: [] }, "statistics"],
      [{ advancements: ADVANCEMENTS, forUser: "someone" }, "forUser"],
    ];
    for (const [body, field] of cases) {
      const answer = await post(player, runId, body);
      const text = await answer.text();
      expect(answer.status, text).toBe(422);
      const { error } = JSON.parse(text);
      expect(error.code).toBe("validation_failed");
      expect(error.field.split(".")[0], text).toBe(field);
    }
    // Nested far deeper than the format: refused, never a 500.
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const nested = await player.request(`/api/runs/${runId}/imports`, {
      method: "POST",
      body: `{"advancements":${deep}}`,
      headers: { "content-type": "application/json" },
    });
    expect([400, 422]).toContain(nested.status);
    expect(await ticks(runId)).toEqual(before);
  });

  it("refuses a file over 5 MB naming it, and a body over both files' limit", async () => {
    const runId = await sharedRun();
    const before = await ticks(runId);
    const big = { ...ADVANCEMENTS };
    for (let i = 0; big && i < 60_000; i++) {
      big[`minecraft:recipes/misc/filler_${i}`] = {
        criteria: { has_the_recipe: "2024-05-01 18:22:03 +0200" },
        done: true,
      };
    }
    const answer = await post(player, runId, { advancements: big });
    const text = await answer.text();
    expect(answer.status, text.slice(0, 200)).toBe(422);
    expect(JSON.parse(text).error).toMatchObject({
      field: "advancements",
      message: "The advancements file is larger than 5 MB.",
    });
    const huge = await post(player, runId, {
      advancements: { ...big, ...Object.fromEntries(Object.entries(big).map(([k, v]) => [`${k}x`, v])) },
    });
    expect(huge.status).toBe(413);
    expect(await ticks(runId)).toEqual(before);
  });

  it("ticks each step once when two imports race", async () => {
    const runId = await sharedRun();
    const events = await tickEvents(runId);
    const body = { advancements: ADVANCEMENTS, statistics: STATISTICS };
    const answers = await Promise.all([post(player, runId, body), post(player, runId, body)]);
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await ticks(runId)).toHaveLength(15);
    expect(await tickEvents(runId)).toBe((events ?? 0) + 11);
  });
});

describe("D6: imports from a world are counted", () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it("answers 429 past the import limit and ticks nothing then", async () => {
    t = await startTestApp("pglite", {
      SEED_DEMO: "false",
      RATE_LIMITS: JSON.stringify({
        ...JSON.parse(RUN_TEST_RATE_LIMITS),
        importPerUser: { max: 2, windowSeconds: 600 },
      }),
    });
    const [author, player] = await Promise.all([
      quickPerson(t, "Limit Author"),
      quickPerson(t, "Limit Player"),
    ]);
    const created = await (
      await author.request("/api/checklists", {
        method: "POST",
        json: checklistInput({ supportedSince: "1.21.4", steps: linkedStepInputs() }),
      })
    ).json();
    await t.database.db
      .update(checklists)
      .set({ status: "approved", isApproved: true })
      .where(eq(checklists.id, created.id));
    const run = await (
      await player.request(`/api/checklists/${created.id}/runs`, { method: "POST", json: { name: "Limits" } })
    ).json();
    const send = (preview: boolean) =>
      player.request(`/api/runs/${run.id}/imports${preview ? "?preview=true" : ""}`, {
        method: "POST",
        json: { advancements: ADVANCEMENTS, statistics: STATISTICS },
      });
    expect((await send(true)).status).toBe(200);
    expect((await send(true)).status).toBe(200);
    const over = await send(false);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    const read = await (await player.request(`/api/runs/${run.id}`)).json();
    expect(read.completedStepIds).toEqual([]);
  });
});
