import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "./db/client.ts";
import type { BrowserClient } from "./test-support/browser-client.ts";
import { checklistInput } from "./test-support/checklist-input.ts";
import { testEngines } from "./test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "./test-support/people.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

/**
 * Two requests that meet on the same rows at the same moment (issue 14). Each race runs a few
 * times; on PostgreSQL the requests really overlap, on PGlite they queue, and the rules must
 * hold either way.
 */
const ROUNDS = 4;
const LIMITS = JSON.stringify({
  ...JSON.parse(RELAXED_RATE_LIMITS),
  interactPerUser: { max: 100_000, windowSeconds: 60 },
  interactPerIp: { max: 100_000, windowSeconds: 60 },
});

describe.each(testEngines("races"))("races on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let moderator: BrowserClient;
  const call = (who: BrowserClient, method: string, path: string, json?: unknown) =>
    who.request(path, { method, json });
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.database.db.execute(statement));

  async function submit(title = "Original title") {
    const response = await call(author, "POST", "/api/checklists", checklistInput({ title }));
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; steps: { id: string }[] };
  }
  async function approved(title = "Original title") {
    const created = await submit(title);
    expect((await call(moderator, "POST", `/api/moderation/checklists/${created.id}/approve`)).status).toBe(
      200,
    );
    return created;
  }
  const logged = (id: string) =>
    query<{ action: string }>(sql`select action from moderation_log where checklist_id = ${id} order by id`);

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: LIMITS });
    author = await quickPerson(t, "Racing Author");
    moderator = await signedIn(t.url, "Racing Moderator", "moderator");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("approves a checklist once when two moderators approve it together", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await submit();
      const statuses = await Promise.all(
        [0, 1].map(
          async () => (await call(moderator, "POST", `/api/moderation/checklists/${id}/approve`)).status,
        ),
      );
      expect(statuses.sort()).toEqual([200, 409]);
      expect(await logged(id)).toEqual([{ action: "approve" }]);
    }
  });

  it("decides a pending edit once when it is approved and rejected together", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await approved();
      const edit = await call(
        author,
        "PATCH",
        `/api/checklists/${id}`,
        checklistInput({ title: "Edited title" }),
      );
      expect(edit.status).toBe(200);
      const [approval, rejection] = await Promise.all([
        call(moderator, "POST", `/api/moderation/checklists/${id}/approve`),
        call(moderator, "POST", `/api/moderation/checklists/${id}/reject`, { reason: "Not this one" }),
      ]);
      expect([approval.status, rejection.status].sort()).toEqual([200, 409]);
      const [live] = await query<{ title: string; revision: string | null }>(
        sql`select c.title, r.status as revision from checklists c
            left join checklist_revisions r on r.checklist_id = c.id where c.id = ${id}`,
      );
      // Approved: the edit is live and the revision gone. Rejected: the old title stays live.
      expect(live).toEqual(
        approval.status === 200
          ? { title: "Edited title", revision: null }
          : { title: "Original title", revision: "rejected" },
      );
      expect(await logged(id)).toHaveLength(2);
    }
  });

  it("never loses an author's edit that meets its approval, nor publishes it unreviewed", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await submit();
      const [edit, approval] = await Promise.all([
        call(author, "PATCH", `/api/checklists/${id}`, checklistInput({ title: "Edited title" })),
        call(moderator, "POST", `/api/moderation/checklists/${id}/approve`),
      ]);
      expect(edit.status).toBe(200);
      expect(approval.status).toBe(200);
      const [state] = await query<{ status: string; title: string; revision: string | null }>(
        sql`select c.status, c.title, r.title as revision from checklists c
            left join checklist_revisions r on r.checklist_id = c.id where c.id = ${id}`,
      );
      // Either the approval came first (the edit waits as a revision) or the edit did (the
      // moderator approved the edited checklist): the edited title is never dropped.
      expect([
        { status: "approved", title: "Original title", revision: "Edited title" },
        { status: "approved", title: "Edited title", revision: null },
      ]).toContainEqual(state);
    }
  });

  it("leaves no tick behind when a tick meets the player leaving", async () => {
    const player = await quickPerson(t, "Racing Player");
    for (let round = 0; round < ROUNDS; round++) {
      const { id, steps } = await approved();
      expect((await call(player, "PUT", `/api/checklists/${id}/membership`)).status).toBe(200);
      const [tick, leave] = await Promise.all([
        call(player, "PUT", `/api/checklists/${id}/steps/${steps[0]?.id}/done`),
        call(player, "DELETE", `/api/checklists/${id}/membership`),
      ]);
      expect(leave.status).toBe(200);
      // The tick either landed before the leave (and went with it) or found no membership.
      expect([200, 403]).toContain(tick.status);
      const [row] = await query<{ ticks: number; joined: number }>(
        sql`select (select count(*)::int from run_ticks t join runs r on r.id = t.run_id where r.checklist_id = ${id}) as ticks,
                   (select count(*)::int from run_members where checklist_id = ${id}) as joined`,
      );
      expect(row).toEqual({ ticks: 0, joined: 0 });
    }
  });

  it("keeps likes equal to like rows when a like meets its person deleting the account", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await approved();
      const fan = await quickPerson(t, `Leaving Fan ${round}`);
      const steady = await quickPerson(t, `Steady Fan ${round}`);
      expect((await call(steady, "PUT", `/api/checklists/${id}/like`)).status).toBe(200);
      const [like, deletion] = await Promise.all([
        call(fan, "PUT", `/api/checklists/${id}/like`),
        call(fan, "DELETE", "/api/me"),
      ]);
      expect(deletion.status).toBe(204);
      expect([200, 401]).toContain(like.status);
      const [row] = await query<{ likes: number; rows: number }>(
        sql`select likes, (select count(*)::int from likes where checklist_id = ${id}) as rows
            from checklists where id = ${id}`,
      );
      expect(row).toEqual({ likes: 1, rows: 1 });
    }
  });
});
