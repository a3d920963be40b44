import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklists } from "#server/db/schema/index.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { openEvents } from "#server/test-support/event-stream.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { type SecondServer, startSecondServer } from "#server/test-support/second-server.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { RUN_STREAMS_PER_GUESTS_ADDRESS } from "#shared/runs.ts";

/**
 * D73: a run's event stream, and its replay from Last-Event-ID, carry exactly what the reader
 * may read through GET /api/runs/{runId}, and a change of rights ends every affected stream on
 * every app server within a second, with a last 'closed' event saying why.
 */
const SECRET = "Secret base at the old mineshaft";

describe.each(testEngines("notify"))("every run event for its reader (D73) on %s", (engine) => {
  let t: TestApp;
  let other: SecondServer;
  let author: BrowserClient;
  let checklistId = "";
  let steps: { id: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
    other = await startSecondServer(t, engine);
    author = await quickPerson(t, "Readers Author");
    const input = checklistInput({
      steps: Array.from({ length: 6 }, (_, i) => ({ title: `Step ${i + 1}`, description: "" })),
    });
    const created = await (await author.request("/api/checklists", { method: "POST", json: input })).json();
    checklistId = created.id;
    steps = created.steps;
    await setStatus("approved");
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const setStatus = (status: "approved" | "rejected") =>
    t.database.db
      .update(checklists)
      .set({ status, isApproved: status === "approved" })
      .where(eq(checklists.id, checklistId));
  const step = (i: number) => steps[i]?.id ?? "";

  /** A run with `players` joined by its link, shared by link when `shared`. */
  async function runWith(players: number, shared: boolean) {
    const owner = await quickPerson(t, "Run Owner");
    const run = await (
      await owner.request(`/api/checklists/${checklistId}/runs`, { method: "POST", json: { name: "Shared" } })
    ).json();
    const link = await (await owner.request(`/api/runs/${run.id}/invite`, { method: "POST" })).json();
    if (!link.invitePath) throw new Error(JSON.stringify(link));
    const token = link.invitePath.split("/").pop();
    const members: BrowserClient[] = [];
    for (let i = 0; i < players; i++) {
      const member = await quickPerson(t, `Member ${i + 1}`);
      const joined = await member.request(`/api/runs/${run.id}/join`, { method: "POST", json: { token } });
      expect(joined.status).toBe(200);
      members.push(member);
    }
    if (shared) await share(owner, run.id, "link");
    return { id: run.id as string, owner, members, token };
  }
  const share = async (owner: BrowserClient, runId: string, visibility: "link" | "private") =>
    expect(
      (await owner.request(`/api/runs/${runId}`, { method: "PATCH", json: { visibility } })).status,
    ).toBe(200);
  const tick = async (who: BrowserClient, runId: string, stepId: string) =>
    expect((await who.request(`/api/runs/${runId}/steps/${stepId}/done`, { method: "PUT" })).status).toBe(
      200,
    );
  const note = async (who: BrowserClient, runId: string, stepId: string, text = SECRET) =>
    expect(
      (
        await who.request(`/api/runs/${runId}/steps/${stepId}/note`, {
          method: "PUT",
          json: { text, coords: { x: -120, y: 12, z: 340, dimension: "overworld" } },
        })
      ).status,
    ).toBe(200);
  /** Every event a stream gives within `ms`, as 'type' strings, and their texts. */
  async function drain(page: Awaited<ReturnType<typeof openEvents>>, ms = 600) {
    const seen = [];
    for (let event = await page.next(ms); event; event = await page.next(ms)) seen.push(event);
    return { types: seen.map((event) => event.event), text: JSON.stringify(seen) };
  }

  it("gives a guest of a shared run its ticks and players, never a note, live and in a replay", async () => {
    const run = await runWith(1, false);
    // Written while the run was private: nobody outside it may ever get these.
    await note(run.owner, run.id, step(0), "Written while private");
    await tick(run.owner, run.id, step(0));
    await share(run.owner, run.id, "link");
    const guest = await openEvents(other.url, run.id, null);
    const member = await openEvents(t.url, run.id, run.members[0] ?? null);
    expect(guest.response.status).toBe(200);
    await note(run.owner, run.id, step(1));
    await tick(run.owner, run.id, step(1));
    const guestSaw = await drain(guest);
    expect(guestSaw.types).toEqual(["tick"]);
    expect(guestSaw.text).not.toContain(SECRET);
    expect((await drain(member)).types).toEqual(["note", "tick"]);
    // The run's own read gives the guest the same: no notes.
    expect((await (await fetch(`${t.url}/api/runs/${run.id}`)).json()).notes).toEqual([]);
    // A forged replay from the start gives nothing from before the run was shared, and no note.
    for (const from of ["0", " 0", "1"]) {
      const replay = await openEvents(other.url, run.id, null, from);
      const saw = await drain(replay, 400);
      expect(saw.types).toEqual(["tick"]);
      expect(saw.text).not.toContain("Written while private");
      expect(saw.text).not.toContain(SECRET);
      replay.close();
    }
    guest.close();
    member.close();
  });

  it("gives a member who joins later nothing from before they joined, even from Last-Event-ID 0", async () => {
    const run = await runWith(0, false);
    await note(run.owner, run.id, step(2), "Before you came");
    const late = await quickPerson(t, "Late Member");
    expect(
      (await late.request(`/api/runs/${run.id}/join`, { method: "POST", json: { token: run.token } })).status,
    ).toBe(200);
    await tick(run.owner, run.id, step(2));
    const replay = await openEvents(t.url, run.id, late, "0");
    const saw = await drain(replay, 400);
    // Their own joining is where their right begins.
    expect(saw.types).toEqual(["member", "tick"]);
    expect(saw.text).not.toContain("Before you came");
    replay.close();
  });

  it("ends a removed player's stream on a shared run: a last event says why, and nothing follows", async () => {
    const run = await runWith(2, true);
    const [removed, stays] = run.members as [BrowserClient, BrowserClient];
    const removedPage = await openEvents(other.url, run.id, removed);
    const staysPage = await openEvents(t.url, run.id, stays);
    const handle = (await (await removed.request("/api/me")).json()).handle;
    expect(
      (await run.owner.request(`/api/runs/${run.id}/members/${handle}`, { method: "DELETE" })).status,
    ).toBe(200);
    await note(run.owner, run.id, step(3));
    await tick(run.owner, run.id, step(3));
    const saw = await drain(removedPage);
    // Its right ends with the removal: the last event says why, and no other follows.
    expect(saw.types).toEqual(["closed"]);
    expect(saw.text).toContain('"reason":"removed"');
    expect(saw.text).not.toContain(SECRET);
    expect(await removedPage.endsWithin(1_000)).toBe(true);
    expect((await drain(staysPage)).types).toEqual(["member", "note", "tick"]);
    staysPage.close();
  });

  it("ends every guest's stream on every server within a second when the run is made private", async () => {
    const run = await runWith(1, true);
    const guests = [await openEvents(t.url, run.id, null), await openEvents(other.url, run.id, null)];
    const member = await openEvents(other.url, run.id, run.members[0] ?? null);
    const started = Date.now();
    await share(run.owner, run.id, "private");
    for (const guest of guests) {
      expect(await guest.next(1_000)).toMatchObject({ event: "closed", data: { reason: "private" } });
      expect(await guest.endsWithin(1_000)).toBe(true);
    }
    expect(Date.now() - started).toBeLessThan(2_000);
    await tick(run.owner, run.id, step(4));
    expect((await drain(member)).types).toEqual(["tick"]);
    expect((await openEvents(t.url, run.id, null)).response.status).toBe(404);
    member.close();
  });

  it("ends guests' and members' streams when the checklist is rejected; its author keeps theirs", async () => {
    const started = await author.request(`/api/checklists/${checklistId}/runs`, {
      method: "POST",
      json: { name: "Mine" },
    });
    const authorRun = await started.json();
    expect(started.status, JSON.stringify(authorRun)).toBe(201);
    const run = await runWith(1, true);
    const pages = [
      await openEvents(other.url, run.id, null),
      await openEvents(t.url, run.id, run.members[0] ?? null),
      await openEvents(other.url, run.id, run.owner),
    ];
    const authorPage = await openEvents(t.url, authorRun.id, author);
    try {
      await setStatus("rejected");
      for (const page of pages) {
        expect(await page.next(1_000)).toMatchObject({ event: "closed", data: { reason: "unavailable" } });
      }
      // The author may still read their run: their stream stays open through the rejection.
      expect(await authorPage.next(700)).toBeNull();
      await setStatus("approved");
      await tick(author, authorRun.id, step(5));
      expect((await drain(authorPage)).types).toEqual(["tick"]);
    } finally {
      await setStatus("approved");
      authorPage.close();
    }
  });

  it("ends the streams of an owner's runs when the owner's account is deleted", async () => {
    const run = await runWith(1, true);
    const pages = [
      await openEvents(other.url, run.id, null),
      await openEvents(t.url, run.id, run.members[0] ?? null),
    ];
    const ownerPage = await openEvents(other.url, run.id, run.owner);
    expect((await run.owner.request("/api/me", { method: "DELETE" })).status).toBe(204);
    for (const page of pages) {
      expect(await page.next(1_000)).toMatchObject({ event: "closed", data: { reason: "ended" } });
    }
    expect((await ownerPage.next(1_000))?.event).toBe("closed");
    expect(await ownerPage.endsWithin(1_000)).toBe(true);
  });

  it("keeps the replay of a stream within what its reader may read after the run was private in between", async () => {
    const run = await runWith(0, true);
    const first = await openEvents(t.url, run.id, null);
    await tick(run.owner, run.id, step(0));
    const seen = await first.next();
    first.close();
    await share(run.owner, run.id, "private");
    await tick(run.owner, run.id, step(1));
    await share(run.owner, run.id, "link");
    // The guest's place is from the first sharing; what happened while private is not theirs.
    const again = await openEvents(other.url, run.id, null, seen?.id);
    expect((await drain(again, 400)).types).toEqual([]);
    again.close();
    const { rows } = (await t.database.db.execute(
      sql`select shared_at is not null as shared from runs where id = ${run.id}`,
    )) as unknown as { rows: { shared: boolean }[] };
    expect(rows[0]?.shared).toBe(true);
  });

  it("caps guests' streams per address apart from accounts': a full address of guests holds back no account", async () => {
    const run = await runWith(1, true);
    const guests = [];
    for (let i = 0; i < RUN_STREAMS_PER_GUESTS_ADDRESS; i++)
      guests.push(await openEvents(t.url, run.id, null));
    expect(guests.every((page) => page.response.status === 200)).toBe(true);
    const refused = await openEvents(t.url, run.id, null);
    expect(refused.response.status).toBe(429);
    expect((await refused.response.json()).error.code).toBe("rate_limited");
    const member = await openEvents(t.url, run.id, run.members[0] ?? null);
    expect(member.response.status).toBe(200);
    member.close();
    for (const page of guests) page.close();
  });
});
