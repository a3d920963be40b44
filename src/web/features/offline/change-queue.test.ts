import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18nFor } from "#server/i18n/catalogs.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { Translate } from "#web/lib/i18n.tsx";
import {
  overlayChanges,
  type QueuedChange,
  type QueueStorage,
  retryDelay,
  type SendOutcome,
  sendWaiting,
  withChange,
} from "./change-queue.ts";
import { noticeText } from "./dropped-notice.ts";
import { changeRequest, type FetchLike, sendChange } from "./send-change.ts";

/** A dropped change's notice as an English reader reads it in the connection bar. */
const inEnglish = (notice: string) => noticeText(notice, i18nFor("en").t as Translate);

/** The queue's list as IndexedDB keeps it, in memory. */
function memoryStorage(initial: QueuedChange[] = []): QueueStorage & { list: QueuedChange[] } {
  const storage = {
    list: initial,
    read: async () => storage.list,
    update: async (change: (list: QueuedChange[]) => QueuedChange[]) => {
      storage.list = change(storage.list);
    },
  };
  return storage;
}

let counter = 0;
function change(fields: Partial<QueuedChange> & Pick<QueuedChange, "stepId" | "done">): QueuedChange {
  counter += 1;
  return {
    id: `change-${counter}`,
    userId: "u1",
    checklistId: "c1",
    checklistTitle: "Iron age",
    stepTitle: `Step ${fields.stepId}`,
    ...fields,
  };
}

describe("the queue of waiting ticks (D31)", () => {
  it("keeps the taps in order, and only the latest wish per step", () => {
    let list: QueuedChange[] = [];
    list = withChange(list, change({ stepId: "a", done: true }));
    list = withChange(list, change({ stepId: "b", done: true }));
    list = withChange(list, change({ stepId: "a", done: false }));
    expect(list.map((c) => [c.stepId, c.done])).toEqual([
      ["b", true],
      ["a", false],
    ]);
    // Another person's tap of the same step is their own wish.
    list = withChange(list, change({ stepId: "b", done: false, userId: "u2" }));
    expect(list).toHaveLength(3);
  });

  it("shows the server's ticks with the waiting taps over them", () => {
    const waiting = [
      change({ stepId: "A", done: true }),
      change({ stepId: "b", done: false }),
      change({ stepId: "c", done: true, checklistId: "other" }),
    ];
    expect(overlayChanges(["b", "d"], waiting, "c1").sort()).toEqual(["a", "d"]);
  });

  it("waits longer after each failure, up to a minute, with jitter, and honours Retry-After", () => {
    const low = () => 0;
    const high = () => 1;
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt, 0, high))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(20, 0, high)).toBe(60_000);
    expect(retryDelay(0, 0, low)).toBe(500);
    expect(retryDelay(2, 0, () => 0.5)).toBe(3000);
    expect(retryDelay(0, 30_000, high)).toBe(30_000);
  });

  it("stops at the first change that must wait, keeping it and everything after it", async () => {
    const storage = memoryStorage([change({ stepId: "a", done: true }), change({ stepId: "b", done: true })]);
    const tried: string[] = [];
    const result = await sendWaiting({
      storage,
      userId: "u1",
      send: async (c): Promise<SendOutcome> => {
        tried.push(c.stepId);
        return { kind: "retry", afterMs: 5000 };
      },
    });
    expect(result).toEqual({ kind: "retry", afterMs: 5000 });
    expect(tried).toEqual(["a"]);
    expect(storage.list.map((c) => c.stepId)).toEqual(["a", "b"]);
  });

  it("sends nothing while nobody is signed in, and keeps it", async () => {
    const storage = memoryStorage([change({ stepId: "a", done: true })]);
    const result = await sendWaiting({
      storage,
      userId: null,
      send: () => {
        throw new Error("must not send");
      },
    });
    expect(result).toEqual({ kind: "signed-out" });
    expect(storage.list).toHaveLength(1);
  });
});

describe("sending the queue to the real API", () => {
  let t: TestApp;
  let player: BrowserClient;
  let author: BrowserClient;
  let playerId: string;
  let checklist: { id: string; title: string; steps: { id: string; title: string }[] };

  const through =
    (browser: BrowserClient): FetchLike =>
    (path, init) =>
      browser.request(path, init);
  const tick = (stepIndex: number, done: boolean, userId = playerId): QueuedChange => {
    const step = checklist.steps[stepIndex];
    if (!step) throw new Error("no such step");
    return change({
      userId,
      checklistId: checklist.id,
      checklistTitle: checklist.title,
      stepId: step.id,
      stepTitle: step.title,
      done,
    });
  };
  const serverTicks = async () =>
    (
      (await (await player.request(`/api/checklists/${checklist.id}`)).json()) as {
        completedStepIds: string[];
      }
    ).completedStepIds;

  beforeAll(async () => {
    t = await startTestApp("pglite", { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    author = await quickPerson(t, "Author");
    const moderator = await signedIn(t.url, "Moderator", "moderator");
    player = await quickPerson(t, "Player");
    const input = checklistInput({
      steps: ["Find a cave", "Mine iron ore", "Smelt iron"].map((title) => ({ title, description: "" })),
    });
    checklist = await (await author.request("/api/checklists", { method: "POST", json: input })).json();
    const approved = await moderator.request(`/api/moderation/checklists/${checklist.id}/approve`, {
      method: "POST",
    });
    expect(approved.status).toBe(200);
    expect(
      (await player.request(`/api/checklists/${checklist.id}/membership`, { method: "PUT" })).status,
    ).toBe(200);
    playerId = ((await (await player.request("/api/session")).json()) as { user: { id: string } }).user.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends in the order of the taps, each once, and the server ends where the last tap left it", async () => {
    const storage = memoryStorage();
    storage.list = [tick(0, true), tick(1, true)];
    const sent: string[] = [];
    const send = (c: QueuedChange) => sendChange(c, through(player));
    const first = await sendWaiting({
      storage,
      userId: playerId,
      send,
      onSent: (c) => sent.push(c.stepTitle),
    });
    expect(first).toEqual({ kind: "done" });
    expect(sent).toEqual(["Find a cave", "Mine iron ore"]);
    storage.list = [tick(0, false)];
    await sendWaiting({ storage, userId: playerId, send });
    expect(storage.list).toEqual([]);
    expect(await serverTicks()).toEqual([checklist.steps[1]?.id]);
  });

  it("sends a change queued without a run (an old device's) through the alias, one with it through the run's route, both answered alike", async () => {
    const runs = await (await player.request(`/api/checklists/${checklist.id}/runs`)).json();
    const firstRunId = runs.items[0].id as string;
    const old = tick(1, true);
    expect(changeRequest(old).path).toBe(
      `/api/checklists/${checklist.id}/steps/${checklist.steps[1]?.id}/done`,
    );
    const viaAlias = await sendChange(old, through(player));
    expect(viaAlias).toMatchObject({ kind: "sent", runId: firstRunId });
    const ofRun = { ...tick(1, false), runId: firstRunId };
    expect(changeRequest(ofRun).path).toBe(`/api/runs/${firstRunId}/steps/${checklist.steps[1]?.id}/done`);
    const viaRun = await sendChange(ofRun, through(player));
    expect(viaRun).toEqual({
      kind: "sent",
      runId: firstRunId,
      completedStepIds: (await serverTicks()).filter((id) => id !== checklist.steps[1]?.id),
    });
    expect(await serverTicks()).not.toContain(checklist.steps[1]?.id);
    await sendChange(tick(1, true), through(player));
  });

  it("a change sent twice counts once (its first answer lost on the way)", async () => {
    const storage = memoryStorage([tick(2, true)]);
    let answers = 0;
    const loseFirstAnswer = async (c: QueuedChange): Promise<SendOutcome> => {
      const outcome = await sendChange(c, through(player));
      answers += 1;
      return answers === 1 ? { kind: "retry" } : outcome;
    };
    expect(await sendWaiting({ storage, userId: playerId, send: loseFirstAnswer })).toEqual({
      kind: "retry",
    });
    expect(await sendWaiting({ storage, userId: playerId, send: loseFirstAnswer })).toEqual({ kind: "done" });
    expect(answers).toBe(2);
    const progress = await (await player.request(`/api/checklists/${checklist.id}`)).json();
    expect(progress.completedStepIds.filter((id: string) => id === checklist.steps[2]?.id)).toHaveLength(1);
    expect(progress.completedStepIds).toHaveLength(2);
  });

  it("never sends a change of another account: it is deleted unsent", async () => {
    const before = await serverTicks();
    const storage = memoryStorage([tick(0, true, "someone-else")]);
    const send = (c: QueuedChange) => sendChange(c, through(player));
    expect(await sendWaiting({ storage, userId: playerId, send })).toEqual({ kind: "done" });
    expect(storage.list).toEqual([]);
    expect(await serverTicks()).toEqual(before);
  });

  it("drops a tick of a step that is gone, naming it, and sends the rest", async () => {
    const gone = change({
      userId: playerId,
      checklistId: checklist.id,
      checklistTitle: checklist.title,
      stepId: "00000000-0000-4000-8000-000000000000",
      stepTitle: "Build a beacon",
      done: true,
    });
    const storage = memoryStorage([gone, tick(0, true)]);
    const dropped: string[] = [];
    await sendWaiting({
      storage,
      userId: playerId,
      send: (c) => sendChange(c, through(player)),
      onDropped: (_c, message) => dropped.push(inEnglish(message)),
    });
    expect(dropped).toEqual([
      `“Build a beacon” was removed from “${checklist.title}”, so your change to it was dropped.`,
    ]);
    expect(storage.list).toEqual([]);
    expect(await serverTicks()).toContain(checklist.steps[0]?.id);
  });

  it("drops a tick of a checklist that cannot be played, told by its code (checklist_not_approved)", async () => {
    const input = checklistInput({ steps: [{ title: "Plant wheat", description: "" }] });
    const pending = await (await author.request("/api/checklists", { method: "POST", json: input })).json();
    const authorId = ((await (await author.request("/api/session")).json()) as { user: { id: string } }).user
      .id;
    const storage = memoryStorage([
      change({
        userId: authorId,
        checklistId: pending.id,
        checklistTitle: pending.title,
        stepId: pending.steps[0].id,
        stepTitle: "Plant wheat",
        done: true,
      }),
    ]);
    const dropped: string[] = [];
    await sendWaiting({
      storage,
      userId: authorId,
      send: (c) => sendChange(c, through(author)),
      onDropped: (_c, message) => dropped.push(inEnglish(message)),
    });
    expect(dropped).toEqual([
      `“${pending.title}” can no longer be played, so your change to “Plant wheat” was dropped.`,
    ]);
    expect(storage.list).toEqual([]);
  });

  it("keeps the changes when the session has ended", async () => {
    const storage = memoryStorage([tick(0, false)]);
    const signedOut = new BrowserClient(t.url);
    const result = await sendWaiting({
      storage,
      userId: playerId,
      send: (c) => sendChange(c, through(signedOut)),
    });
    expect(result).toEqual({ kind: "signed-out" });
    expect(storage.list).toHaveLength(1);
  });
});
