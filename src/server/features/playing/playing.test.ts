import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { checklists } from "#server/db/schema/index.ts";
import { approvedChecklist, type Created } from "#server/test-support/approved-checklist.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { assignStepIds, replaceSteps } from "../checklists/steps.ts";

const LIMITS = JSON.stringify({
  ...JSON.parse(RELAXED_RATE_LIMITS),
  interactPerUser: { max: 100_000, windowSeconds: 60 },
  interactPerIp: { max: 100_000, windowSeconds: 60 },
});

describe.each(testEngines("races"))("playing: join, tick, like, save and personal lists on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let player: BrowserClient;
  const guest = () => new BrowserClient(t.url);

  const createApproved = (steps = 3) => approvedChecklist(t, author, steps);
  const put = (who: BrowserClient, path: string) => who.request(path, { method: "PUT" });
  const del = (who: BrowserClient, path: string) => who.request(path, { method: "DELETE" });

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: LIMITS });
    author = await quickPerson(t, "Author");
    player = await quickPerson(t, "Player");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses guests with 401 on every action", async () => {
    const { id, steps } = await createApproved();
    for (const path of ["like", "save", "membership", `steps/${steps[0]?.id}/done`]) {
      expect((await put(guest(), `/api/checklists/${id}/${path}`)).status, path).toBe(401);
      expect((await del(guest(), `/api/checklists/${id}/${path}`)).status, path).toBe(401);
    }
  });

  it("joins, ticks by step id, reports progress and completion, and leave clears it", async () => {
    const { id, steps } = await createApproved(2);
    const [a, b] = steps as [Created["steps"][0], Created["steps"][0]];
    const joined = await (await put(player, `/api/checklists/${id}/membership`)).json();
    expect(joined).toEqual({
      joined: true,
      completedStepIds: [],
      done: 0,
      total: 2,
      percent: 0,
      completed: false,
    });
    const half = await (await put(player, `/api/checklists/${id}/steps/${a.id}/done`)).json();
    expect(half).toMatchObject({ completedStepIds: [a.id], done: 1, percent: 50, completed: false });
    // Ticking twice is harmless.
    expect((await (await put(player, `/api/checklists/${id}/steps/${a.id}/done`)).json()).done).toBe(1);
    const full = await (await put(player, `/api/checklists/${id}/steps/${b.id}/done`)).json();
    expect(full).toMatchObject({ done: 2, percent: 100, completed: true });
    const view = await (await player.request(`/api/checklists/${id}`)).json();
    expect(view).toMatchObject({ joined: true, completedStepIds: expect.arrayContaining([a.id, b.id]) });
    const completedList = await (await player.request("/api/me/completed")).json();
    expect(completedList.items.map((item: { id: string }) => item.id)).toContain(id);
    const untick = await (await del(player, `/api/checklists/${id}/steps/${b.id}/done`)).json();
    expect(untick).toMatchObject({ done: 1, completed: false });
    const inProgress = await (await player.request("/api/me/in-progress")).json();
    expect(inProgress.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      done: 1,
      total: 2,
      percent: 50,
    });
    const left = await (await del(player, `/api/checklists/${id}/membership`)).json();
    expect(left).toMatchObject({ joined: false, completedStepIds: [], done: 0 });
    await put(player, `/api/checklists/${id}/membership`);
    const back = await (await player.request(`/api/checklists/${id}`)).json();
    expect(back.completedStepIds).toEqual([]);
  });

  it("refuses ticking without joining, unknown steps and steps of another checklist", async () => {
    const first = await createApproved();
    const other = await createApproved();
    const stepOf = (c: Created) => c.steps[0]?.id ?? "";
    const notJoined = await put(player, `/api/checklists/${first.id}/steps/${stepOf(first)}/done`);
    expect(notJoined.status).toBe(403);
    expect((await notJoined.json()).error.message).toBe("Join this checklist before ticking its steps.");
    await put(player, `/api/checklists/${first.id}/membership`);
    for (const stepId of [stepOf(other), "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await put(player, `/api/checklists/${first.id}/steps/${stepId}/done`);
      expect(response.status, stepId).toBe(404);
    }
  });

  it("refuses joining, ticking, liking and saving a checklist that is not approved", async () => {
    const created = (await (
      await author.request("/api/checklists", { method: "POST", json: checklistInput() })
    ).json()) as Created;
    for (const path of ["membership", "like", "save"]) {
      expect((await put(player, `/api/checklists/${created.id}/${path}`)).status, `stranger ${path}`).toBe(
        404,
      );
      expect((await put(author, `/api/checklists/${created.id}/${path}`)).status, `author ${path}`).toBe(409);
    }
    expect((await put(player, "/api/checklists/no-such-thing/membership")).status).toBe(404);
  });

  it("keeps each player's ticks on the same steps when the steps change (D10)", async () => {
    const { id, steps } = await createApproved(3);
    const [one, two, three] = steps as [Created["steps"][0], Created["steps"][0], Created["steps"][0]];
    await put(player, `/api/checklists/${id}/membership`);
    await put(player, `/api/checklists/${id}/steps/${two.id}/done`);
    await put(player, `/api/checklists/${id}/steps/${three.id}/done`);
    // What approving a revision does: reorder, insert before, delete one (issue 5 goes through the same code).
    const next = assignStepIds(
      [
        { title: "A new first step", description: "" },
        { id: three.id, title: three.title, description: "" },
        { id: one.id, title: one.title, description: "" },
      ],
      new Set(steps.map((s) => s.id)),
    );
    await t.database.db.transaction(async (tx) => {
      await replaceSteps(tx, id, next, "1.20.1");
      await tx.update(checklists).set({ stepCount: next.length }).where(eq(checklists.id, id));
    });
    const view = await (await player.request(`/api/checklists/${id}`)).json();
    expect(view.completedStepIds).toEqual([three.id]);
    expect(view.steps.map((s: { id: string }) => s.id)).toEqual([next[0]?.id, three.id, one.id]);
  });

  it("likes and saves idempotently; the count equals the like rows (D15)", async () => {
    const { id } = await createApproved();
    expect(await (await put(player, `/api/checklists/${id}/like`)).json()).toEqual({ liked: true, likes: 1 });
    expect(await (await put(player, `/api/checklists/${id}/like`)).json()).toEqual({ liked: true, likes: 1 });
    expect(await (await del(player, `/api/checklists/${id}/like`)).json()).toEqual({
      liked: false,
      likes: 0,
    });
    expect(await (await del(player, `/api/checklists/${id}/like`)).json()).toEqual({
      liked: false,
      likes: 0,
    });
    // A double-click storm from one user.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? del : put)(player, `/api/checklists/${id}/like`)),
    );
    const [row] = rowsOf<{ likes: number; n: number }>(
      await t.database.db.execute(
        sql`select c.likes, (select count(*)::int from likes l where l.checklist_id = c.id) as n from checklists c where c.id = ${id}`,
      ),
    );
    expect(row?.likes).toBe(row?.n);

    expect(await (await put(player, `/api/checklists/${id}/save`)).json()).toEqual({ saved: true });
    expect(await (await put(player, `/api/checklists/${id}/save`)).json()).toEqual({ saved: true });
    const saved = await (await player.request("/api/me/saved")).json();
    expect(saved.items.map((item: { id: string }) => item.id)).toContain(id);
    expect(saved.items[0]).toHaveProperty("authorName");
    expect(await (await del(player, `/api/checklists/${id}/save`)).json()).toEqual({ saved: false });
    const view = await (await player.request(`/api/checklists/${id}`)).json();
    expect(view).toMatchObject({ saved: false });
  });

  it("counts exactly 100 likes from 100 users liking at the same moment", async () => {
    const { id } = await createApproved();
    const people = await Promise.all(Array.from({ length: 100 }, (_, i) => quickPerson(t, `Fan ${i}`)));
    const results = await Promise.all(people.map((who) => put(who, `/api/checklists/${id}/like`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const view = await (await guest().request(`/api/checklists/${id}`)).json();
    expect(view.likes).toBe(100);
  });

  it("lists in progress with the latest played first: a tick or an untick brings a checklist up (D38)", async () => {
    const fresh = await quickPerson(t, "Continuer");
    const [a, b, c] = [await createApproved(3), await createApproved(3), await createApproved(3)];
    for (const { id } of [a, b, c])
      expect((await put(fresh, `/api/checklists/${id}/membership`)).status).toBe(200);
    const order = async () =>
      ((await (await fresh.request("/api/me/in-progress?perPage=5")).json()).items as { id: string }[]).map(
        (item) => item.id,
      );
    expect(await order()).toEqual([c?.id, b?.id, a?.id]);
    await put(fresh, `/api/checklists/${a?.id}/steps/${a?.steps[0]?.id}/done`);
    expect(await order()).toEqual([a?.id, c?.id, b?.id]);
    await put(fresh, `/api/checklists/${b?.id}/steps/${b?.steps[0]?.id}/done`);
    await del(fresh, `/api/checklists/${a?.id}/steps/${a?.steps[0]?.id}/done`);
    expect(await order()).toEqual([a?.id, b?.id, c?.id]);
    // A refused tick (an unknown step) moves nothing.
    await put(fresh, `/api/checklists/${c?.id}/steps/00000000-0000-4000-8000-000000000000/done`);
    expect(await order()).toEqual([a?.id, b?.id, c?.id]);
  });

  it("lists in progress, completed and saved by page, and refuses guests", async () => {
    const fresh = await quickPerson(t, "Lister");
    expect(await (await fresh.request("/api/me/in-progress")).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      perPage: 10,
    });
    const created = await Promise.all([createApproved(1), createApproved(1), createApproved(1)]);
    for (const c of created) await put(fresh, `/api/checklists/${c.id}/membership`);
    const page1 = await (await fresh.request("/api/me/in-progress?perPage=5")).json();
    expect(page1.total).toBe(3);
    for (const path of ["/api/me/in-progress", "/api/me/completed", "/api/me/saved"]) {
      expect((await guest().request(path)).status).toBe(401);
    }
  });
});
