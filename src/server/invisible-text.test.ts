import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklists } from "./db/schema/index.ts";
import type { BrowserClient } from "./test-support/browser-client.ts";
import { checklistInput } from "./test-support/checklist-input.ts";
import { testEngines } from "./test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "./test-support/people.ts";
import { storedState } from "./test-support/stored-state.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

/** Text that shows nothing, all of it outside the Basic Multilingual Plane (fourth review). */
const INVISIBLE = [
  ["tag characters", "\u{E0041}\u{E0042}\u{E0043}"],
  ["variation selectors supplement", "\u{E0100}\u{E0101}"],
  ["musical format controls", "\u{1D173}\u{1D174}"],
  ["shorthand format controls", "\u{1BCA0}\u{1BCA1}"],
];

describe.each(testEngines())("invisible text over all of Unicode is refused on %s", (engine) => {
  let t: TestApp;
  let player: BrowserClient;
  let checklistId = "";
  let stepId = "";
  let runId = "";

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
    player = await quickPerson(t, "Invisible Ivy");
    const created = await (
      await player.request("/api/checklists", { method: "POST", json: checklistInput() })
    ).json();
    checklistId = created.id;
    stepId = created.steps[0].id;
    await t.database.db
      .update(checklists)
      .set({ status: "approved", isApproved: true })
      .where(eq(checklists.id, checklistId));
    const run = await (
      await player.request(`/api/checklists/${checklistId}/runs`, { method: "POST", json: { name: "Seen" } })
    ).json();
    runId = run.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each(INVISIBLE)("%s are no title, run name, nickname or note, and no tag", async (_kind, text) => {
    const before = await storedState(t.database.db, { ignore: ["rate_limits"] });
    const refusals = [
      [
        "title",
        await player.request("/api/checklists", { method: "POST", json: checklistInput({ title: text }) }),
      ],
      ["name", await player.request(`/api/runs/${runId}`, { method: "PATCH", json: { name: text } })],
      ["nickname", await player.request("/api/me", { method: "PATCH", json: { nickname: text } })],
      [
        "text",
        await player.request(`/api/runs/${runId}/steps/${stepId}/note`, { method: "PUT", json: { text } }),
      ],
    ] as const;
    for (const [field, answer] of refusals) {
      expect(answer.status, field).toBe(422);
      expect((await answer.json()).error.field, field).toBe(field);
    }
    expect(await storedState(t.database.db, { ignore: ["rate_limits"] })).toEqual(before);
    // A tag that shows nothing is dropped, as an empty one is.
    const tagged = await player.request("/api/checklists", {
      method: "POST",
      json: checklistInput({ tags: [text, "seen"] }),
    });
    expect(tagged.status).toBe(201);
    expect((await tagged.json()).tags).toEqual(["seen"]);
  });

  it("keeps the joiners and selectors of visible text (emoji sequences, flags)", async () => {
    const name = "👩\u200d💻 ❤\ufe0f 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}";
    const answer = await player.request(`/api/runs/${runId}`, { method: "PATCH", json: { name } });
    expect(answer.status).toBe(200);
    expect((await answer.json()).name).toBe(name);
  });
});
