import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKLIST_FIELD_MESSAGES } from "#shared/rules/checklist-fields.ts";
import { RUN_FULL, RUN_MEMBERS_MAX, TOO_MANY_RUNS, UNFINISHED_RUNS_MAX } from "#shared/runs.ts";
import { CONNECTION_MESSAGES } from "#shared/sign-in-providers.ts";
import { type Database, rowsOf, type Tx } from "./db/client.ts";
import { publishRunEvent } from "./features/runs/events.ts";
import { approvedChecklist } from "./test-support/approved-checklist.ts";
import type { BrowserClient } from "./test-support/browser-client.ts";
import { checklistInput } from "./test-support/checklist-input.ts";
import { testEngines } from "./test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "./test-support/people.ts";
import { startTestApp, type TestApp } from "./test-support/test-app.ts";

/**
 * Count-then-write limits under requests that arrive together (issue 35, docs/decisions/040):
 * each is fired at once through the real app. On PostgreSQL they really overlap, and only the
 * lock taken before the count keeps the limit; on PGlite they queue, and the limit must hold
 * too. Setup is direct SQL (cheap); the requests under test go through HTTP.
 */
const ROUNDS = 2;

/** A transaction of the test's own, held open after `work` until `commit` is called. */
async function heldTransaction(db: Database, work: (tx: Tx) => Promise<void>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let begun = () => {};
  const started = new Promise<void>((resolve) => {
    begun = resolve;
  });
  const done = db.transaction(async (tx) => {
    await work(tx);
    begun();
    await released;
  });
  await Promise.race([started, done]);
  return async () => {
    release();
    await done;
  };
}

describe.each(testEngines("races"))("limits under concurrent requests on %s", (engine) => {
  let t: TestApp;
  let owner: BrowserClient;
  const call = (who: BrowserClient, method: string, path: string, json?: unknown) =>
    who.request(path, { method, json });
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.database.db.execute(statement));
  const people = (prefix: string, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => quickPerson(t, `${prefix} ${i}`)));

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
    owner = await quickPerson(t, "Full Run Owner");
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A run of a fresh approved checklist, with `members` players in all (the owner among them), and its invite token. */
  async function runWith(members: number) {
    const { id } = await approvedChecklist(t, owner, 1);
    const run = await (await call(owner, "POST", `/api/checklists/${id}/runs`, { name: "Crowded" })).json();
    const link = await (await call(owner, "POST", `/api/runs/${run.id}/invite`)).json();
    const tag = Math.random().toString(36).slice(2, 8);
    await query(sql`with filler as (
        insert into users (handle, display_name)
        select ${`filler-${tag}-`} || g, 'Filler' from generate_series(1, ${members - 1}) g returning id)
      insert into run_members (run_id, checklist_id, user_id, role)
      select ${run.id}::uuid, ${id}, id, 'member' from filler`);
    return { runId: run.id as string, checklistId: id, token: String(link.invitePath).split("/").pop() };
  }
  const membersOf = async (runId: string) =>
    (await query<{ n: number }>(sql`select count(*)::int as n from run_members where run_id = ${runId}`))[0]
      ?.n;

  it(`ends at exactly ${RUN_MEMBERS_MAX} players when 8 join a run of 46 at once (D44)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { runId, token } = await runWith(46);
      const joiners = await people(`Joiner ${round}`, 8);
      const answers = await Promise.all(
        joiners.map((joiner) => call(joiner, "POST", `/api/runs/${runId}/join`, { token })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 409, 409, 409, 409]);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect((await refused.json()).error).toEqual({ code: "run_full", message: RUN_FULL });
      }
      expect(await membersOf(runId)).toBe(RUN_MEMBERS_MAX);
    }
  });

  it(`keeps a player at ${UNFINISHED_RUNS_MAX} unfinished runs when 'New run' and joins arrive together (D43)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const player = await quickPerson(t, `Busy Player ${round}`);
      const { id } = await approvedChecklist(t, owner, 1);
      // Others' runs of the same checklist, each with an invite link.
      const hosts = await people(`Host ${round}`, 3);
      const invites = await Promise.all(
        hosts.map(async (host) => {
          const run = await (await call(host, "POST", `/api/checklists/${id}/runs`, { name: "Open" })).json();
          const link = await (await call(host, "POST", `/api/runs/${run.id}/invite`)).json();
          return { runId: run.id as string, token: String(link.invitePath).split("/").pop() };
        }),
      );
      for (let i = 0; i < UNFINISHED_RUNS_MAX - 2; i++) {
        expect((await call(player, "POST", `/api/checklists/${id}/runs`, { name: `Mine ${i}` })).status).toBe(
          201,
        );
      }
      const answers = await Promise.all([
        ...[0, 1, 2].map((i) => call(player, "POST", `/api/checklists/${id}/runs`, { name: `Extra ${i}` })),
        ...invites.map(({ runId, token }) => call(player, "POST", `/api/runs/${runId}/join`, { token })),
      ]);
      const made = answers.filter((answer) => answer.status === 200 || answer.status === 201);
      expect(made).toHaveLength(2);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect((await refused.json()).error).toEqual({ code: "too_many_runs", message: TOO_MANY_RUNS });
      }
      const me = await (await player.request("/api/me")).json();
      const [played] = await query<{ n: number }>(
        sql`select count(*)::int as n from run_members where checklist_id = ${id} and user_id = ${me.id}`,
      );
      expect(played?.n).toBe(UNFINISHED_RUNS_MAX);
    }
  });

  it("leaves exactly one way to sign in when both of an account's two providers are unlinked at once (D55)", async () => {
    for (let round = 0; round < ROUNDS * 2; round++) {
      // quickPerson signs in with Google; a Microsoft identity is added directly.
      const person = await quickPerson(t, `Two Providers ${round}`);
      const me = await (await person.request("/api/me")).json();
      await query(sql`insert into identities (provider, subject, issuer, user_id)
        values ('microsoft', ${`ms-${me.id}`}, 'https://people.test', ${me.id})`);
      const answers = await Promise.all(
        ["google", "microsoft"].map((provider) => call(person, "DELETE", `/api/me/connections/${provider}`)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409) ?? answers[0];
      expect((await refused?.json())?.error).toEqual({
        code: "last_connection",
        message: CONNECTION_MESSAGES.lastConnection,
      });
      const [left] = await query<{ n: number }>(
        sql`select count(*)::int as n from identities where user_id = ${me.id}`,
      );
      expect(left?.n).toBe(1);
    }
  });

  it("ends a leaving member's claims while others claim and tick at the same moment, without a deadlock (D70)", async () => {
    const input = checklistInput({
      supportedSince: "1.21.4",
      steps: [
        { title: "Walls", description: "", materials: [{ item: "minecraft:andesite", count: 100 }] },
        { title: "Roof", description: "", materials: [{ item: "minecraft:andesite", count: 100 }] },
      ],
    });
    const created = await (await call(owner, "POST", "/api/checklists", input)).json();
    await query(sql`update checklists set status = 'approved', is_approved = true where id = ${created.id}`);
    for (let round = 0; round < ROUNDS * 3; round++) {
      const run = await (
        await call(owner, "POST", `/api/checklists/${created.id}/runs`, { name: "Busy" })
      ).json();
      const link = await (await call(owner, "POST", `/api/runs/${run.id}/invite`)).json();
      const token = String(link.invitePath).split("/").pop();
      const [leaver, stayer] = await people(`Leaver ${round}`, 2);
      for (const who of [leaver, stayer] as BrowserClient[]) {
        expect((await call(who, "POST", `/api/runs/${run.id}/join`, { token })).status).toBe(200);
      }
      const claimPath = `/api/runs/${run.id}/claims/minecraft%3Aandesite`;
      expect((await call(leaver as BrowserClient, "PUT", claimPath, { count: 150 })).status).toBe(200);
      const answers = await Promise.all([
        call(leaver as BrowserClient, "DELETE", `/api/runs/${run.id}`),
        call(owner, "PUT", `/api/runs/${run.id}/steps/${created.steps[0].id}/done`),
        call(stayer as BrowserClient, "PUT", claimPath, { count: 30 }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([204, 200, expect.any(Number)]);
      expect([200, 422]).toContain(answers[2]?.status);
      const [left] = await query<{ n: number }>(
        sql`select count(*)::int as n from run_claims c join users u on u.id = c.user_id
          where c.run_id = ${run.id} and u.display_name like 'Leaver%' and c.count > 0
          and not exists (select 1 from run_members m where m.run_id = c.run_id and m.user_id = c.user_id)`,
      );
      expect(left?.n).toBe(0);
    }
  });

  it("claims no more of a material than its run still needs when 6 members claim at once (D70)", async () => {
    const input = checklistInput({
      supportedSince: "1.21.4",
      steps: [
        { title: "Walls", description: "", materials: [{ item: "minecraft:andesite", count: 100 }] },
        { title: "Roof", description: "", materials: [{ item: "minecraft:andesite", count: 20 }] },
      ],
    });
    const created = await (await call(owner, "POST", "/api/checklists", input)).json();
    await query(sql`update checklists set status = 'approved', is_approved = true where id = ${created.id}`);
    for (let round = 0; round < ROUNDS; round++) {
      const run = await (
        await call(owner, "POST", `/api/checklists/${created.id}/runs`, { name: "Farm" })
      ).json();
      const link = await (await call(owner, "POST", `/api/runs/${run.id}/invite`)).json();
      const token = String(link.invitePath).split("/").pop();
      const claimers = await people(`Claimer ${round}`, 6);
      for (const claimer of claimers) {
        expect((await call(claimer, "POST", `/api/runs/${run.id}/join`, { token })).status).toBe(200);
      }
      // 120 are needed: of six claims of 40 at once, exactly three fit; a tick at the same moment
      // lowers the need to 20, and the claims left stand within it.
      const answers = await Promise.all(
        claimers.map((claimer) =>
          call(claimer, "PUT", `/api/runs/${run.id}/claims/minecraft%3Aandesite`, { count: 40 }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 200, 422, 422, 422]);
      for (const refused of answers.filter((answer) => answer.status === 422)) {
        expect((await refused.json()).error).toMatchObject({ code: "validation_failed", field: "count" });
      }
      const claimed = async () =>
        (
          await query<{ n: number }>(
            sql`select coalesce(sum(count), 0)::int as n from run_claims where run_id = ${run.id}`,
          )
        )[0]?.n;
      expect(await claimed()).toBe(120);
      const [ticked, ...more] = await Promise.all([
        call(owner, "PUT", `/api/runs/${run.id}/steps/${created.steps[0].id}/done`),
        ...claimers.map((claimer) =>
          call(claimer, "PUT", `/api/runs/${run.id}/claims/minecraft%3Aandesite`, { count: 10 }),
        ),
      ]);
      expect(ticked?.status).toBe(200);
      expect(more.every((answer) => answer.status === 200 || answer.status === 422)).toBe(true);
      expect(await claimed()).toBeLessThanOrEqual(20);
    }
  });
});

/**
 * Locks that a request takes part-way through, proven against a transaction of the test's own
 * held open: PostgreSQL only (PGlite runs one transaction at a time, so nothing could wait).
 */
describe.skipIf(!testEngines("races").includes("postgres"))(
  "locks that wait for another transaction on postgres",
  () => {
    let t: TestApp;
    let owner: BrowserClient;
    const query = async <T>(statement: ReturnType<typeof sql>) =>
      rowsOf<T>(await t.database.db.execute(statement));

    beforeAll(async () => {
      t = await startTestApp("postgres", { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
      owner = await quickPerson(t, "Lock Owner");
    });
    afterAll(async () => {
      await t?.close();
    });

    /** Whether a statement of this database waits on a lock before `answered` turns true. */
    async function someoneWaits(answered: () => boolean): Promise<boolean> {
      while (!answered()) {
        const [row] = await query<{ waiting: boolean }>(
          sql`select exists (select 1 from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock') as waiting`,
        );
        if (row?.waiting) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    }

    it("writes a tick's event only after an earlier event of the run has committed (D45)", async () => {
      const { id, steps } = await approvedChecklist(t, owner, 1);
      const run = await (
        await owner.request(`/api/checklists/${id}/runs`, { method: "POST", json: { name: "Live" } })
      ).json();
      const commit = await heldTransaction(t.database.db, (tx) =>
        publishRunEvent(tx, run.id, {
          type: "member",
          data: { handle: "earlier", customId: "earlier", change: "joined" },
        }),
      );
      let answered = false;
      const tick = owner
        .request(`/api/runs/${run.id}/steps/${steps[0]?.id}/done`, { method: "PUT" })
        .then((answer) => {
          answered = true;
          return answer;
        });
      // Without the run's lock the tick's event would commit first, under a later id, and a page
      // that read it would never be sent the earlier one.
      const waited = await someoneWaits(() => answered);
      await commit();
      expect(waited).toBe(true);
      expect((await tick).status).toBe(200);
      const events = await query<{ type: string }>(
        sql`select type from run_events where run_id = ${run.id} order by id`,
      );
      expect(events.map((event) => event.type)).toEqual(["member", "tick"]);
    });

    it("refuses a copy whose source is deleted while it is made, with the field's message (D52)", async () => {
      const source = await approvedChecklist(t, owner, 1);
      const copier = await quickPerson(t, "Lock Copier");
      const commit = await heldTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`delete from checklists where id = ${source.id}`);
      });
      let answered = false;
      const copy = copier
        .request("/api/checklists", { method: "POST", json: checklistInput({ basedOn: source.id }) })
        .then((answer) => {
          answered = true;
          return answer;
        });
      const waited = await someoneWaits(() => answered);
      await commit();
      expect(waited).toBe(true);
      const answer = await copy;
      // Without the source's key-share lock the copy is written against the deleted source: a 500.
      expect(answer.status).toBe(422);
      expect((await answer.json()).error).toMatchObject({
        field: "basedOn",
        message: CHECKLIST_FIELD_MESSAGES.basedOnUnavailable,
      });
    });
  },
);
