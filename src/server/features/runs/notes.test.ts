import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { approvedChecklist } from "#server/test-support/approved-checklist.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import {
  DIMENSION_INVALID,
  NOTE_EMPTY,
  NOTE_TOO_LONG,
  X_INVALID,
  Y_INVALID,
  Z_INVALID,
} from "#shared/run-notes.ts";

/** Notes count as edits (D6): this many per person in the window, then 429. */
const EDITS = 12;
const LIMITS = JSON.stringify({
  ...JSON.parse(RELAXED_RATE_LIMITS),
  editPerUser: { max: EDITS, windowSeconds: 600 },
  runPerUser: { max: 100_000, windowSeconds: 60 },
  runPerIp: { max: 100_000, windowSeconds: 60 },
});

describe.each(testEngines())("notes and coordinates on a run's steps (D46) on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  const guest = () => new BrowserClient(t.url);
  const call = (who: BrowserClient, method: string, path: string, json?: unknown) =>
    who.request(path, { method, json });
  const notePath = (runId: string, stepId: string) => `/api/runs/${runId}/steps/${stepId}/note`;

  const createApproved = (steps = 2) => approvedChecklist(t, author, steps);

  /** A run of a new approved checklist, owned by `owner`, joined by `players` through its link. */
  async function runWith(owner: BrowserClient, ...players: BrowserClient[]) {
    const checklist = await createApproved();
    const run = await (
      await call(owner, "POST", `/api/checklists/${checklist.id}/runs`, { name: "SMP" })
    ).json();
    if (players.length > 0) {
      const { invitePath } = await (await call(owner, "POST", `/api/runs/${run.id}/invite`)).json();
      const token = invitePath.split("/").pop();
      for (const player of players) {
        expect((await call(player, "POST", `/api/runs/${run.id}/join`, { token })).status).toBe(200);
      }
    }
    return { runId: run.id as string, checklist };
  }

  const storedNotes = async (runId: string) =>
    rowsOf(await t.database.db.execute(sql`select * from run_step_notes where run_id = ${runId}`));

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: LIMITS });
    author = await quickPerson(t, "Notes Author");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("saves a note with coordinates, replaces it, shows it to the run's players and removes it", async () => {
    const owner = await quickPerson(t, "Note Owner");
    const friend = await quickPerson(t, "Note Friend");
    const { runId, checklist } = await runWith(owner, friend);
    const step = checklist.steps[0]?.id ?? "";
    const coords = { x: -1200, y: 64, z: 30_000_000, dimension: "overworld" };
    const saved = await call(owner, "PUT", notePath(runId, step), { text: "Village with a smith", coords });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      stepId: step,
      text: "Village with a smith",
      coords,
      by: expect.objectContaining({ displayName: "Note Owner" }),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    // The other player sees it, and replaces it: what the new body leaves out goes.
    const seen = await (await friend.request(`/api/runs/${runId}`)).json();
    expect(seen.notes).toEqual([
      expect.objectContaining({ stepId: step, text: "Village with a smith", coords }),
    ]);
    const replaced = await call(friend, "PUT", notePath(runId, step), {
      coords: { x: 12, y: -64, z: -5, dimension: "nether" },
    });
    expect(await replaced.json()).toMatchObject({
      text: null,
      coords: { x: 12, y: -64, z: -5, dimension: "nether" },
      by: expect.objectContaining({ displayName: "Note Friend" }),
    });
    const textOnly = await call(owner, "PUT", notePath(runId, checklist.steps[1]?.id ?? ""), {
      text: "🎮 End",
    });
    expect(await textOnly.json()).toMatchObject({ text: "🎮 End", coords: null });
    const after = await (await owner.request(`/api/runs/${runId}`)).json();
    expect(after.notes.map((note: { stepId: string }) => note.stepId)).toEqual([
      step,
      checklist.steps[1]?.id,
    ]);
    // Removing it, then removing none again.
    expect((await call(friend, "DELETE", notePath(runId, step))).status).toBe(204);
    expect((await call(friend, "DELETE", notePath(runId, step))).status).toBe(204);
    const left = await (await owner.request(`/api/runs/${runId}`)).json();
    expect(left.notes).toEqual([expect.objectContaining({ stepId: checklist.steps[1]?.id })]);
    // Notes of another run of the same checklist are its own.
    const other = await (
      await call(owner, "POST", `/api/checklists/${checklist.id}/runs`, { name: "Solo" })
    ).json();
    expect(other.notes).toEqual([]);
  });

  it("refuses bad input with 422 naming the field, and changes nothing", async () => {
    const owner = await quickPerson(t, "Bad Input");
    const { runId, checklist } = await runWith(owner);
    const path = notePath(runId, checklist.steps[0]?.id ?? "");
    expect((await call(owner, "PUT", path, { text: "Kept" })).status).toBe(200);
    const before = await storedNotes(runId);
    const good = { x: 0, y: 64, z: 0, dimension: "end" };
    const cases: [unknown, string, string][] = [
      [{ text: "x".repeat(201) }, "text", NOTE_TOO_LONG],
      [{ text: "" }, "text", NOTE_EMPTY],
      [{ text: " \u200b " }, "text", NOTE_EMPTY],
      [{}, "text", NOTE_EMPTY],
      [{ coords: { ...good, x: 1.5 } }, "coords.x", X_INVALID],
      [{ coords: { ...good, x: 30_000_001 } }, "coords.x", X_INVALID],
      [{ coords: { ...good, x: "12" } }, "coords.x", X_INVALID],
      [{ coords: { ...good, y: -65 } }, "coords.y", Y_INVALID],
      [{ coords: { ...good, y: 321 } }, "coords.y", Y_INVALID],
      [{ coords: { ...good, z: -30_000_001 } }, "coords.z", Z_INVALID],
      [{ coords: { ...good, z: 1e308 } }, "coords.z", Z_INVALID],
      [{ coords: { ...good, dimension: "moon" } }, "coords.dimension", DIMENSION_INVALID],
      [{ coords: { ...good, dimension: "Nether" } }, "coords.dimension", DIMENSION_INVALID],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(owner, "PUT", path, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await response.json()).error, JSON.stringify(body)).toEqual({
        code: "validation_failed",
        message,
        field,
      });
    }
    expect(await storedNotes(runId)).toEqual(before);
    // The edges are in.
    for (const coords of [
      { x: -30_000_000, y: -64, z: 30_000_000, dimension: "nether" },
      { x: 30_000_000, y: 320, z: -30_000_000, dimension: "overworld" },
    ]) {
      expect((await call(owner, "PUT", path, { text: "x".repeat(200), coords })).status).toBe(200);
    }
    expect(await storedNotes(runId)).toEqual([
      expect.objectContaining({ x: 30_000_000, y: 320, dimension: "overworld" }),
    ]);
  });

  it("answers 404 run_missing outside the run, 404 step_missing for a step not in it", async () => {
    const owner = await quickPerson(t, "Private Notes");
    const stranger = await quickPerson(t, "Note Stranger");
    const { runId, checklist } = await runWith(owner);
    const other = await createApproved(1);
    const step = checklist.steps[0]?.id ?? "";
    const body = { text: "Mine" };
    for (const [who, path, code] of [
      [stranger, notePath(runId, step), "run_missing"],
      [owner, notePath("not-a-uuid", step), "run_missing"],
      [owner, notePath("00000000-0000-4000-8000-000000000000", step), "run_missing"],
      [owner, notePath(runId, other.steps[0]?.id ?? ""), "step_missing"],
      [owner, notePath(runId, "not-a-step"), "step_missing"],
    ] as const) {
      for (const method of ["PUT", "DELETE"]) {
        const response = await call(who, method, path, method === "PUT" ? body : undefined);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect((await response.json()).error.code).toBe(code);
      }
    }
    expect((await call(guest(), "PUT", notePath(runId, step), body)).status).toBe(401);
    expect(await storedNotes(runId)).toEqual([]);
  });

  it("keeps notes from readers of a run shared by link, and from a removed player", async () => {
    const owner = await quickPerson(t, "Shared Owner");
    const friend = await quickPerson(t, "Shared Friend");
    const reader = await quickPerson(t, "Link Reader");
    const { runId, checklist } = await runWith(owner, friend);
    const step = checklist.steps[0]?.id ?? "";
    await call(owner, "PUT", notePath(runId, step), {
      text: "Secret stronghold",
      coords: { x: 1, y: 2, z: 3, dimension: "overworld" },
    });
    expect((await call(owner, "PATCH", `/api/runs/${runId}`, { visibility: "link" })).status).toBe(200);
    for (const who of [reader, guest()]) {
      const response = await who.request(`/api/runs/${runId}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(JSON.parse(text).notes).toEqual([]);
      expect(text).not.toContain("Secret stronghold");
      // Reading a shared run makes no one a member: writing is refused as before.
      if (who === reader)
        expect((await call(reader, "PUT", notePath(runId, step), { text: "Hi" })).status).toBe(404);
    }
    const friendHandle = (await (await friend.request("/api/me")).json()).handle;
    expect((await call(owner, "DELETE", `/api/runs/${runId}/members/${friendHandle}`)).status).toBe(200);
    // Removed: as a reader of the shared run they see no notes, and may write none.
    expect((await (await friend.request(`/api/runs/${runId}`)).json()).notes).toEqual([]);
    for (const method of ["PUT", "DELETE"]) {
      const refused = await call(
        friend,
        method,
        notePath(runId, step),
        method === "PUT" ? { text: "Back" } : undefined,
      );
      expect(refused.status).toBe(404);
      expect((await refused.json()).error.code).toBe("run_missing");
    }
    expect((await (await owner.request(`/api/runs/${runId}`)).json()).notes).toEqual([
      expect.objectContaining({ text: "Secret stronghold" }),
    ]);
  });

  it("goes with the run, and with the step an approved edit removes", async () => {
    const owner = await quickPerson(t, "Cascade Owner");
    const { runId, checklist } = await runWith(owner);
    for (const step of checklist.steps) await call(owner, "PUT", notePath(runId, step.id), { text: "Here" });
    expect(await storedNotes(runId)).toHaveLength(2);
    await t.database.db.execute(sql`delete from checklist_steps where id = ${checklist.steps[1]?.id}`);
    expect(await storedNotes(runId)).toHaveLength(1);
    expect((await call(owner, "DELETE", `/api/runs/${runId}`)).status).toBe(204);
    expect(await storedNotes(runId)).toEqual([]);
  });

  it(`counts notes as edits (D6): ${EDITS} in the window, then 429 with Retry-After`, async () => {
    const owner = await quickPerson(t, "Busy Noter");
    const { runId, checklist } = await runWith(owner);
    const path = notePath(runId, checklist.steps[0]?.id ?? "");
    for (let i = 0; i < EDITS; i++) {
      const response = await call(
        owner,
        i % 2 ? "DELETE" : "PUT",
        path,
        i % 2 ? undefined : { text: `Note ${i}` },
      );
      expect(response.status).toBeLessThan(300);
    }
    const refused = await call(owner, "PUT", path, { text: "One too many" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await storedNotes(runId)).toEqual([]);
  });
});
