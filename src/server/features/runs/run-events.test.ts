import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { checklists } from "#server/db/schema/index.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { openEvents } from "#server/test-support/event-stream.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { type SecondServer, startSecondServer } from "#server/test-support/second-server.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { RUN_STREAMS_PER_PERSON } from "#shared/runs.ts";
import { pruneRunEvents, publishRunEvent } from "./events.ts";

const LIMITS = RUN_TEST_RATE_LIMITS;

describe.each(testEngines("notify"))("live runs: events of a run's open pages (D45) on %s", (engine) => {
  let t: TestApp;
  let other: SecondServer;
  let author: BrowserClient;
  let owner: BrowserClient;
  let player: BrowserClient;
  let checklistId = "";
  let steps: { id: string }[] = [];
  let runId = "";
  let token = "";

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: LIMITS });
    other = await startSecondServer(t, engine);
    author = await quickPerson(t, "Live Author");
    owner = await quickPerson(t, "Live Owner");
    player = await quickPerson(t, "Live Player");
    const input = checklistInput({
      steps: Array.from({ length: 4 }, (_, i) => ({ title: `Step ${i + 1}`, description: "" })),
    });
    const created = await (await author.request("/api/checklists", { method: "POST", json: input })).json();
    checklistId = created.id;
    steps = created.steps;
    await t.database.db
      .update(checklists)
      .set({ status: "approved", isApproved: true })
      .where(eq(checklists.id, checklistId));
    const run = await (
      await owner.request(`/api/checklists/${checklistId}/runs`, {
        method: "POST",
        json: { name: "Together" },
      })
    ).json();
    runId = run.id;
    const link = await (await owner.request(`/api/runs/${runId}/invite`, { method: "POST" })).json();
    if (!link.invitePath) throw new Error(JSON.stringify(link));
    token = link.invitePath.split("/").pop();
    const joined = await player.request(`/api/runs/${runId}/join`, { method: "POST", json: { token } });
    expect(joined.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const tick = (who: BrowserClient, stepId: string, done = true) =>
    who.request(`/api/runs/${runId}/steps/${stepId}/done`, { method: done ? "PUT" : "DELETE" });

  it("sends a member's tick to a page held by another app server within a second, and who made it", async () => {
    const page = await openEvents(other.url, runId, owner);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(page.response.headers.get("content-encoding")).toBeNull();
    const started = Date.now();
    expect((await tick(player, steps[0]?.id ?? "")).status).toBe(200);
    const event = await page.next(1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(event).toMatchObject({
      event: "tick",
      id: expect.stringMatching(/^\d+$/),
      data: { stepId: steps[0]?.id, at: expect.any(String), by: { displayName: "Live Player" } },
    });
    // The same step ticked again changes nothing, so tells nothing; its untick does.
    expect((await tick(owner, steps[0]?.id ?? "")).status).toBe(200);
    expect((await tick(owner, steps[0]?.id ?? "", false)).status).toBe(200);
    expect(await page.next()).toMatchObject({
      event: "untick",
      data: { stepId: steps[0]?.id, by: { displayName: "Live Owner" } },
    });
    page.close();
  });

  it("tells of ticks made through the checklist's own routes (the player's first run)", async () => {
    const page = await openEvents(t.url, runId, player);
    const done = await owner.request(`/api/checklists/${checklistId}/steps/${steps[1]?.id}/done`, {
      method: "PUT",
    });
    expect(done.status).toBe(200);
    expect(await page.next()).toMatchObject({ event: "tick", data: { stepId: steps[1]?.id } });
    page.close();
  });

  it("catches a reconnecting page up from its Last-Event-ID, in order", async () => {
    const first = await openEvents(t.url, runId, owner);
    await tick(player, steps[2]?.id ?? "");
    const seen = await first.next();
    first.close();
    expect(seen?.event).toBe("tick");
    await tick(player, steps[2]?.id ?? "", false);
    await tick(player, steps[3]?.id ?? "");
    const again = await openEvents(other.url, runId, owner, seen?.id);
    const missed = [await again.next(), await again.next()];
    expect(missed.map((event) => [event?.event, event?.data.stepId])).toEqual([
      ["untick", steps[2]?.id],
      ["tick", steps[3]?.id],
    ]);
    expect(Number(missed[0]?.id)).toBeGreaterThan(Number(seen?.id));
    expect(Number(missed[1]?.id)).toBeGreaterThan(Number(missed[0]?.id));
    again.close();
    // Without one, a page starts from now: nothing old is sent again.
    const fresh = await openEvents(t.url, runId, owner);
    expect(await fresh.next(300)).toBeNull();
    fresh.close();
  });

  it("tells a page where it starts, so one dropped before its first event misses nothing", async () => {
    const fresh = await openEvents(t.url, runId, owner);
    expect(await fresh.next(300)).toBeNull();
    const position = fresh.lastEventId();
    expect(position).toMatch(/^\d+$/);
    // Each page is told to wait 1–5 s before reconnecting: a stopped server's pages spread out.
    expect(fresh.retry()).toBeGreaterThanOrEqual(1000);
    expect(fresh.retry()).toBeLessThanOrEqual(5000);
    fresh.close();
    await tick(player, steps[3]?.id ?? "", false);
    const again = await openEvents(other.url, runId, owner, position);
    expect(await again.next()).toMatchObject({ event: "untick", data: { stepId: steps[3]?.id } });
    again.close();
  });

  it("refuses a person's stream past RUN_STREAMS_PER_PERSON on one server with 429, and takes one again once a page closes", async () => {
    const pages = [];
    for (let i = 0; i < RUN_STREAMS_PER_PERSON; i++) pages.push(await openEvents(t.url, runId, owner));
    expect(pages.every((page) => page.response.status === 200)).toBe(true);
    const refused = await fetch(`${t.url}/api/runs/${runId}/events`, {
      headers: { accept: "text/event-stream", cookie: owner.cookieHeader() },
    });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("rate_limited");
    // Another person, and the same person on the other server, are not held back.
    const elsewhere = await openEvents(other.url, runId, owner);
    expect(elsewhere.response.status).toBe(200);
    elsewhere.close();
    pages.pop()?.close();
    let again = 0;
    for (let tries = 0; tries < 40 && again !== 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const page = await openEvents(t.url, runId, owner);
      again = page.response.status;
      page.close();
    }
    expect(again).toBe(200);
    for (const page of pages) page.close();
  });

  it("answers 404 to a guest and to a signed-in outsider, as GET /api/runs/{runId} does", async () => {
    const outsider = await quickPerson(t, "Live Outsider");
    for (const who of [null, outsider]) {
      const page = await openEvents(t.url, runId, who);
      expect(page.response.status).toBe(404);
      expect((await page.response.json()).error.code).toBe("run_missing");
      const read = await fetch(`${t.url}/api/runs/${runId}`, {
        headers: who ? { cookie: who.cookieHeader() } : {},
      });
      expect(read.status).toBe(404);
    }
    const unknown = await openEvents(t.url, "00000000-0000-4000-8000-000000000000", owner);
    expect(unknown.response.status).toBe(404);
  });

  it("tells of members joining and removed, and closes the stream of a player removed", async () => {
    const joiner = await quickPerson(t, "Live Joiner");
    const ownerPage = await openEvents(other.url, runId, owner);
    await joiner.request(`/api/runs/${runId}/join`, { method: "POST", json: { token } });
    const handle = (await (await joiner.request("/api/me")).json()).handle;
    expect(await ownerPage.next()).toMatchObject({
      event: "member",
      data: { handle, customId: handle, change: "joined" },
    });
    const joinerPage = await openEvents(t.url, runId, joiner);
    expect(joinerPage.response.status).toBe(200);
    const removed = await owner.request(`/api/runs/${runId}/members/${handle}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await ownerPage.next()).toMatchObject({
      event: "member",
      data: { handle, customId: handle, change: "removed" },
    });
    // The removed player may no longer read the run: their stream ends, and a new one is refused.
    expect(await joinerPage.endsWithin(2_000)).toBe(true);
    expect((await openEvents(t.url, runId, joiner)).response.status).toBe(404);
    ownerPage.close();
  });

  it("sends a note saved or removed by a member to the other pages (D46)", async () => {
    const page = await openEvents(other.url, runId, owner);
    const stepId = steps[3]?.id ?? "";
    const note = `/api/runs/${runId}/steps/${stepId}/note`;
    const saved = await player.request(note, {
      method: "PUT",
      json: { text: "Diamonds here", coords: { x: 120, y: -58, z: -340, dimension: "overworld" } },
    });
    expect(saved.status).toBe(200);
    expect(await page.next(1_000)).toMatchObject({
      event: "note",
      data: { stepId, note: { text: "Diamonds here", by: { displayName: "Live Player" } } },
    });
    expect((await player.request(note, { method: "DELETE" })).status).toBe(204);
    expect(await page.next(1_000)).toMatchObject({ event: "note", data: { stepId, note: null } });
    page.close();
  });

  it("sends an event too long for a notification by reading it (a note's, through publishRunEvent)", async () => {
    const page = await openEvents(other.url, runId, player);
    const text = "x".repeat(9_000);
    const note = { stepId: "a-step", text, coords: null, by: null, at: new Date().toISOString() };
    await t.database.db.transaction((tx) =>
      publishRunEvent(tx, runId, { type: "note", data: { stepId: note.stepId, note } }),
    );
    expect(await page.next()).toMatchObject({ event: "note", data: { note: { text } } });
    page.close();
  });

  it("sends each event once and in order when their notifications come out of order (a tick's is told after its commit)", async () => {
    const page = await openEvents(t.url, runId, owner);
    const { db } = t.database;
    const { sql } = await import("drizzle-orm");
    // Ticks' events, committed and not told yet (drizzle/0043: their writer tells them).
    const write = async (stepId: string) => {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into run_events (run_id, type, data)
          values (${runId}, 'tick', jsonb_build_object('stepId', ${stepId}::text)) returning id::text`),
      );
      return row?.id ?? "";
    };
    const notification = async (id: string) => {
      const [row] = rowsOf<{ text: string }>(
        await db.execute(sql`select run_event_notification(e) as text from run_events e where id = ${id}`),
      );
      return row?.text;
    };
    const first = await write(steps[0]?.id ?? "");
    const second = await write(steps[1]?.id ?? "");
    t.app.runEvents.invalidate(await notification(second));
    expect(await page.next()).toMatchObject({ id: first, data: { stepId: steps[0]?.id } });
    expect(await page.next()).toMatchObject({ id: second, data: { stepId: steps[1]?.id } });
    t.app.runEvents.invalidate(await notification(first));
    expect(await page.next(300)).toBeNull();
    page.close();
  });

  it("ends the streams of a run its owner ends", async () => {
    const run = await (
      await owner.request(`/api/checklists/${checklistId}/runs`, { method: "POST", json: { name: "Short" } })
    ).json();
    const page = await openEvents(other.url, run.id, owner);
    expect((await owner.request(`/api/runs/${run.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await page.next()).toMatchObject({ event: "closed", data: { reason: "ended" } });
    expect(await page.endsWithin(2_000)).toBe(true);
  });

  it("keeps a day of events: older ones are pruned", async () => {
    const { db } = t.database;
    const { sql } = await import("drizzle-orm");
    await db.execute(
      sql`update run_events set created_at = now() - interval '25 hours' where run_id = ${runId}`,
    );
    await tick(player, steps[0]?.id ?? "");
    await pruneRunEvents(db);
    const { rows } = (await db.execute(
      sql`select type from run_events where run_id = ${runId}`,
    )) as unknown as {
      rows: { type: string }[];
    };
    expect(rows).toEqual([{ type: "tick" }]);
  });
});
