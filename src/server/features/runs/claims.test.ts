import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { openEvents, type StreamEvent } from "#server/test-support/event-stream.ts";
import { materialSteps } from "#server/test-support/material-steps.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { storedState } from "#server/test-support/stored-state.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { RunMaterials } from "#shared/contracts/materials.ts";

/**
 * D70: a run's materials (what its unticked steps still need, by item) and its members' claims:
 * at most what is left, ended by the tick that removes the need or by leaving, live to members
 * and never shown, with who claimed, to a guest of a run shared by link (D73).
 */
describe.each(testEngines())("a run's materials and claims (D70) on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let checklistId = "";
  let steps: { id: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
    author = await quickPerson(t, "Claims Author");
    const input = checklistInput({
      supportedSince: "1.21.4",
      steps: materialSteps(),
    });
    const created = await (await author.request("/api/checklists", { method: "POST", json: input })).json();
    checklistId = created.id;
    steps = created.steps;
    const moderator = await quickPerson(t, "Claims Moderator", "admin");
    const approved = await moderator.request(`/api/moderation/checklists/${checklistId}/approve`, {
      method: "POST",
    });
    expect(approved.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A run of the checklist, with `players` joined by its link besides its owner. */
  async function runWith(players: number) {
    const owner = await quickPerson(t, "Claims Owner");
    const run = await (
      await owner.request(`/api/checklists/${checklistId}/runs`, { method: "POST", json: { name: "Build" } })
    ).json();
    const link = await (await owner.request(`/api/runs/${run.id}/invite`, { method: "POST" })).json();
    const token = link.invitePath.split("/").pop();
    const members: BrowserClient[] = [];
    for (let i = 0; i < players; i++) {
      const member = await quickPerson(t, `Claims Member ${i + 1}`);
      expect(
        (await member.request(`/api/runs/${run.id}/join`, { method: "POST", json: { token } })).status,
      ).toBe(200);
      members.push(member);
    }
    return { id: run.id as string, owner, members };
  }
  const handleOf = async (who: BrowserClient) =>
    (await (await who.request("/api/me")).json()).handle as string;
  const claim = (who: BrowserClient, runId: string, item: string, count: unknown) =>
    who.request(`/api/runs/${runId}/claims/${encodeURIComponent(item)}`, { method: "PUT", json: { count } });
  const materials = async (who: BrowserClient | null, runId: string) => {
    const answer = who
      ? await who.request(`/api/runs/${runId}/materials`)
      : await fetch(new URL(`/api/runs/${runId}/materials`, t.url));
    expect(answer.status).toBe(200);
    return ((await answer.json()) as RunMaterials).items;
  };
  const need = async (who: BrowserClient, runId: string) =>
    Object.fromEntries(
      (await materials(who, runId)).map((m) => [
        m.item,
        [m.count, m.claims?.map((c) => [c.by.handle, c.count])],
      ]),
    );
  const tick = async (who: BrowserClient, runId: string, step: number, done = true) =>
    expect(
      (
        await who.request(`/api/runs/${runId}/steps/${steps[step]?.id}/done`, {
          method: done ? "PUT" : "DELETE",
        })
      ).status,
    ).toBe(200);

  it("lists what the unticked steps still need, summed by item, with names and stacks", async () => {
    const run = await runWith(0);
    expect(await materials(run.owner, run.id)).toEqual([
      { item: "minecraft:andesite", name: "Andesite", stackSize: 64, count: 200, claimed: 0, claims: [] },
      { item: "Create Cogwheel", name: "Create Cogwheel", stackSize: 64, count: 70, claimed: 0, claims: [] },
      {
        item: "minecraft:diamond_pickaxe",
        name: "Diamond Pickaxe",
        stackSize: 1,
        count: 3,
        claimed: 0,
        claims: [],
      },
      {
        item: "minecraft:ender_pearl",
        name: "Ender Pearl",
        stackSize: 16,
        count: 20,
        claimed: 0,
        claims: [],
      },
    ]);
    await tick(run.owner, run.id, 0);
    expect((await materials(run.owner, run.id)).map((m) => [m.name, m.count])).toEqual([
      ["Andesite", 80],
      ["Create Cogwheel", 70],
      ["Diamond Pickaxe", 3],
    ]);
  });

  it("takes a member's claim up to what is left after the others', keeps its place when changed, and drops it", async () => {
    const run = await runWith(2);
    const [first, second] = run.members as [BrowserClient, BrowserClient];
    const [owner, one, two] = await Promise.all([handleOf(run.owner), handleOf(first), handleOf(second)]);
    expect((await claim(run.owner, run.id, "minecraft:andesite", 120)).status).toBe(200);
    const answer = await claim(first, run.id, "minecraft:andesite", 50);
    expect(answer.status).toBe(200);
    const claimed = ((await answer.json()) as RunMaterials).items[0];
    expect(claimed).toMatchObject({ item: "minecraft:andesite", count: 200, claimed: 170 });
    expect(claimed?.claims?.map((c) => [c.by.handle, c.count])).toEqual([
      [owner, 120],
      [one, 50],
    ]);
    // 30 are left: more is a 422 naming count, and nothing changes.
    const before = await storedState(t.database.db, { ignore: ["rate_limits"], countOnly: ["sessions"] });
    for (const [count, message] of [
      [31, "At most 30 of Andesite is left to claim."],
      [0, "Count must be a whole number of at least 1."],
      [2.5, "Count must be a whole number of at least 1."],
      ["9", "Count must be a whole number of at least 1."],
    ] as const) {
      const refused = await claim(second, run.id, "minecraft:andesite", count);
      expect(refused.status).toBe(422);
      expect((await refused.json()).error).toMatchObject({
        code: "validation_failed",
        field: "count",
        message,
      });
    }
    const nothing = await claim(second, run.id, "minecraft:diamond", 1);
    expect(nothing.status).toBe(422);
    expect((await nothing.json()).error).toMatchObject({
      field: "count",
      message: "Nothing of Diamond is left to claim.",
    });
    expect(await storedState(t.database.db, { ignore: ["rate_limits"], countOnly: ["sessions"] })).toEqual(
      before,
    );
    // The owner lowers theirs: it keeps its place, and the room left grows.
    expect((await claim(run.owner, run.id, "minecraft:andesite", 100)).status).toBe(200);
    expect((await claim(second, run.id, "minecraft:andesite", 50)).status).toBe(200);
    expect((await need(run.owner, run.id))["minecraft:andesite"]).toEqual([
      200,
      [
        [owner, 100],
        [one, 50],
        [two, 50],
      ],
    ]);
    // Free text is claimed by its name.
    expect((await claim(first, run.id, "Create Cogwheel", 70)).status).toBe(200);
    const drop = await first.request(`/api/runs/${run.id}/claims/${encodeURIComponent("Create Cogwheel")}`, {
      method: "DELETE",
    });
    expect(drop.status).toBe(204);
    expect((await need(run.owner, run.id))["Create Cogwheel"]).toEqual([70, []]);
    // Dropping none changes nothing.
    expect(
      (
        await first.request(`/api/runs/${run.id}/claims/${encodeURIComponent("Create Cogwheel")}`, {
          method: "DELETE",
        })
      ).status,
    ).toBe(204);
  });

  it("cuts the latest claims when a tick lowers the need, ends them at none, and an untick brings none back", async () => {
    const run = await runWith(1);
    const [member] = run.members as [BrowserClient];
    const [owner, one] = await Promise.all([handleOf(run.owner), handleOf(member)]);
    expect((await claim(run.owner, run.id, "minecraft:andesite", 60)).status).toBe(200);
    expect((await claim(member, run.id, "minecraft:andesite", 100)).status).toBe(200);
    expect((await claim(member, run.id, "minecraft:ender_pearl", 20)).status).toBe(200);
    // Walls ticked: 80 andesite left, the earlier claim first; the pearls' claim ends.
    await tick(member, run.id, 0);
    expect(await need(run.owner, run.id)).toEqual({
      "minecraft:andesite": [
        80,
        [
          [owner, 60],
          [one, 20],
        ],
      ],
      "Create Cogwheel": [70, []],
      "minecraft:diamond_pickaxe": [3, []],
    });
    await tick(run.owner, run.id, 1);
    expect(await need(run.owner, run.id)).toEqual({});
    await tick(run.owner, run.id, 0, false);
    await tick(run.owner, run.id, 1, false);
    expect((await need(run.owner, run.id))["minecraft:andesite"]).toEqual([200, []]);
  });

  it("ends a member's claims when they leave or are removed", async () => {
    const run = await runWith(2);
    const [leaver, removed] = run.members as [BrowserClient, BrowserClient];
    expect((await claim(leaver, run.id, "minecraft:andesite", 10)).status).toBe(200);
    expect((await claim(removed, run.id, "minecraft:andesite", 20)).status).toBe(200);
    expect((await leaver.request(`/api/runs/${run.id}`, { method: "DELETE" })).status).toBe(204);
    const handle = await handleOf(removed);
    expect(
      (await run.owner.request(`/api/runs/${run.id}/members/${handle}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect((await need(run.owner, run.id))["minecraft:andesite"]).toEqual([200, []]);
    // Gone from the run, they may not claim again (404, as every run route).
    expect((await claim(leaver, run.id, "minecraft:andesite", 1)).status).toBe(404);
  });

  it("shows a guest of a run shared by link the totals, never who claimed; 404 for a private run", async () => {
    const run = await runWith(1);
    const [member] = run.members as [BrowserClient];
    expect((await claim(member, run.id, "minecraft:andesite", 30)).status).toBe(200);
    const stranger = await quickPerson(t, "Claims Stranger");
    for (const who of [null, stranger]) {
      const answer = who
        ? await who.request(`/api/runs/${run.id}/materials`)
        : await fetch(new URL(`/api/runs/${run.id}/materials`, t.url));
      expect(answer.status).toBe(404);
      expect((await answer.json()).error.code).toBe("run_missing");
    }
    expect(
      (await run.owner.request(`/api/runs/${run.id}`, { method: "PATCH", json: { visibility: "link" } }))
        .status,
    ).toBe(200);
    for (const who of [null, stranger]) {
      const items = await materials(who, run.id);
      expect(items[0]).toEqual({
        item: "minecraft:andesite",
        name: "Andesite",
        stackSize: 64,
        count: 200,
        claimed: 30,
        claims: null,
      });
      expect(JSON.stringify(items)).not.toContain(await handleOf(member));
    }
    // A guest may not claim: 404 as every member's action (401 signed out).
    expect((await claim(stranger, run.id, "minecraft:andesite", 1)).status).toBe(404);
  });

  it("tells members' open pages of a claim, with who made it, and a guest's never", async () => {
    const run = await runWith(1);
    const [member] = run.members as [BrowserClient];
    expect(
      (await run.owner.request(`/api/runs/${run.id}`, { method: "PATCH", json: { visibility: "link" } }))
        .status,
    ).toBe(200);
    const ownerPage = await openEvents(t.url, run.id, run.owner);
    const guestPage = await openEvents(t.url, run.id, null);
    try {
      expect((await claim(member, run.id, "minecraft:ender_pearl", 16)).status).toBe(200);
      await tick(member, run.id, 2);
      const seen = async (page: typeof ownerPage) => {
        const events: StreamEvent[] = [];
        for (let event = await page.next(1_500); event; event = await page.next(600)) events.push(event);
        return events;
      };
      const owners = await seen(ownerPage);
      expect(owners.map((event) => event.event)).toEqual(["claim", "tick"]);
      expect(owners[0]?.data).toMatchObject({
        item: "minecraft:ender_pearl",
        count: 16,
        by: { handle: await handleOf(member) },
      });
      expect((await seen(guestPage)).map((event) => event.event)).toEqual(["tick"]);
    } finally {
      ownerPage.close();
      guestPage.close();
    }
  });

  it("is in the OpenAPI document with its operation ids and error codes", async () => {
    const document = await (await fetch(new URL("/api/openapi.json", t.url))).json();
    const read = document.paths["/api/runs/{runId}/materials"].get;
    const put = document.paths["/api/runs/{runId}/claims/{item}"].put;
    const drop = document.paths["/api/runs/{runId}/claims/{item}"].delete;
    expect([read.operationId, put.operationId, drop.operationId]).toEqual([
      "listRunMaterials",
      "claimRunMaterial",
      "dropRunMaterialClaim",
    ]);
    expect([read.tags, put.tags, drop.tags]).toEqual([["runs"], ["runs"], ["runs"]]);
    expect(put.responses["422"]["x-error-codes"]).toContain("validation_failed");
    expect(put.responses["404"]["x-error-codes"]).toContain("run_missing");
    expect(put.responses["429"]["x-error-codes"]).toContain("rate_limited");
    expect(document.components.schemas.RunMaterial.properties.claims).toBeTruthy();
  });
});
