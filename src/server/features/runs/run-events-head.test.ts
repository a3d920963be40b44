import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklists } from "#server/db/schema/index.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { RUN_STREAMS_PER_PERSON } from "#shared/runs.ts";

/** A HEAD request that must be answered within `ms` (a held stream would never be). */
async function head(url: string, who: BrowserClient | null, ms = 5_000) {
  return fetch(url, {
    method: "HEAD",
    headers: { accept: "text/event-stream", ...(who ? { cookie: who.cookieHeader() } : {}) },
    signal: AbortSignal.timeout(ms),
  });
}

describe.each(testEngines())("HEAD on a run's events (fourth review) on %s", (engine) => {
  let t: TestApp;
  let owner: BrowserClient;
  let stranger: BrowserClient;
  let runId = "";

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
    owner = await quickPerson(t, "Head Owner");
    stranger = await quickPerson(t, "Head Stranger");
    const created = await (
      await owner.request("/api/checklists", { method: "POST", json: checklistInput() })
    ).json();
    await t.database.db
      .update(checklists)
      .set({ status: "approved", isApproved: true })
      .where(eq(checklists.id, created.id));
    const run = await (
      await owner.request(`/api/checklists/${created.id}/runs`, { method: "POST", json: { name: "Heads" } })
    ).json();
    runId = run.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers GET's headers at once: 200 text/event-stream to a reader, 404 to anyone else", async () => {
    const url = `${t.url}/api/runs/${runId}/events`;
    const answer = await head(url, owner);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect((await head(url, stranger)).status).toBe(404);
    expect((await head(url, null)).status).toBe(404);
    expect((await head(`${t.url}/api/runs/00000000-0000-4000-8000-000000000000/events`, owner)).status).toBe(
      404,
    );
  });

  it("holds none of the person's stream slots", async () => {
    const url = `${t.url}/api/runs/${runId}/events`;
    for (let i = 0; i < RUN_STREAMS_PER_PERSON + 5; i += 1) {
      expect((await head(url, owner)).status).toBe(200);
    }
    const stream = await fetch(url, {
      headers: { accept: "text/event-stream", cookie: owner.cookieHeader() },
      signal: AbortSignal.timeout(5_000),
    });
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
  });
});
