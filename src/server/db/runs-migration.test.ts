import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { viewerState } from "../features/checklists/viewer-state.ts";
import { createEmptyDatabase, testEngines } from "../test-support/databases.ts";
import { migrationsUpTo } from "../test-support/migrations.ts";
import { MIGRATIONS_FOLDER, rowsOf } from "./client.ts";

const ALICE = "00000000-0000-4000-8000-00000000000a";
const BOB = "00000000-0000-4000-8000-00000000000b";
const step = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, "0")}`;
const at = (minute: number) => `2026-11-01T10:${String(minute).padStart(2, "0")}:00.000Z`;

/** Ticks as the old schema kept them: (player, checklist, step, when). */
const OLD_TICKS: [string, string, string, string][] = [
  [ALICE, "iron-farm", step(1), at(5)],
  [ALICE, "iron-farm", step(3), at(7)],
  [BOB, "iron-farm", step(1), at(9)],
  [BOB, "iron-farm", step(2), at(10)],
  [BOB, "iron-farm", step(3), at(11)],
  [ALICE, "nether-hub", step(11), at(20)],
];

describe.each(testEngines("migration"))(
  "migration 0017 turns every membership into a first run (%s)",
  (engine) => {
    const folders: string[] = [];
    afterAll(() => {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    });

    it("keeps every tick, its step, its player and its time, and each player's join and last play", async () => {
      const database = await createEmptyDatabase(engine);
      try {
        const before = migrationsUpTo(16);
        folders.push(before);
        await database.migrate(before);
        const db = database.db;
        // The database as 0016 left it, filled as the old code did.
        await db.execute(sql`insert into users (id, custom_id, display_name) values
        (${ALICE}, 'alice', 'Alice'), (${BOB}, 'bob', 'Bob')`);
        await db.execute(sql`insert into checklists (id, custom_id, title, description, supported_since, author_name, status, is_approved, step_count)
        values ('iron-farm', 'iron-farm', 'Iron farm', 'Build one.', '1.20', 'Alice', 'approved', true, 3),
               ('nether-hub', 'nether-hub', 'Nether hub', 'Build one.', '1.20', 'Alice', 'approved', true, 2),
               ('empty-join', 'empty-join', 'Joined only', 'Nothing ticked.', '1.20', 'Alice', 'approved', true, 1)`);
        await db.execute(sql`insert into checklist_steps (id, checklist_id, position, title) values
        (${step(1)}, 'iron-farm', 0, 'One'), (${step(2)}, 'iron-farm', 1, 'Two'), (${step(3)}, 'iron-farm', 2, 'Three'),
        (${step(11)}, 'nether-hub', 0, 'Portal'), (${step(12)}, 'nether-hub', 1, 'Tunnels'),
        (${step(21)}, 'empty-join', 0, 'Only')`);
        await db.execute(sql`insert into memberships (user_id, checklist_id, joined_at, last_played_at) values
        (${ALICE}, 'iron-farm', ${at(1)}, ${at(7)}), (${BOB}, 'iron-farm', ${at(2)}, ${at(11)}),
        (${ALICE}, 'nether-hub', ${at(3)}, ${at(20)}), (${BOB}, 'empty-join', ${at(4)}, ${at(4)})`);
        for (const [userId, checklistId, stepId, tickedAt] of OLD_TICKS) {
          await db.execute(sql`insert into step_ticks (user_id, checklist_id, step_id, ticked_at)
          values (${userId}, ${checklistId}, ${stepId}, ${tickedAt})`);
        }

        await database.migrate(MIGRATIONS_FOLDER);

        const runs = rowsOf<{
          owner: string;
          checklist: string;
          name: string;
          visibility: string;
          created: string;
        }>(
          await db.execute(sql`select owner_id as owner, checklist_id as checklist, name, visibility,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created
          from runs order by owner_id, checklist_id`),
        );
        expect(runs).toEqual([
          { owner: ALICE, checklist: "iron-farm", name: "My run", visibility: "private", created: at(1) },
          { owner: ALICE, checklist: "nether-hub", name: "My run", visibility: "private", created: at(3) },
          { owner: BOB, checklist: "empty-join", name: "My run", visibility: "private", created: at(4) },
          { owner: BOB, checklist: "iron-farm", name: "My run", visibility: "private", created: at(2) },
        ]);
        const members = rowsOf<Record<string, string>>(
          await db.execute(sql`select m.user_id as player, m.checklist_id as checklist, m.role,
          to_char(m.joined_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as joined,
          to_char(m.last_played_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as played
          from run_members m join runs r on r.id = m.run_id and r.owner_id = m.user_id
          order by m.user_id, m.checklist_id`),
        );
        expect(members).toEqual([
          { player: ALICE, checklist: "iron-farm", role: "owner", joined: at(1), played: at(7) },
          { player: ALICE, checklist: "nether-hub", role: "owner", joined: at(3), played: at(20) },
          { player: BOB, checklist: "empty-join", role: "owner", joined: at(4), played: at(4) },
          { player: BOB, checklist: "iron-farm", role: "owner", joined: at(2), played: at(11) },
        ]);
        // Every old tick is a tick of its player's run of that checklist: same step, by them, at the same time.
        const ticks = rowsOf<{ player: string; checklist: string; step: string; when: string }>(
          await db.execute(sql`select r.owner_id as player, r.checklist_id as checklist, t.step_id as step,
          to_char(t.ticked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "when"
          from run_ticks t join runs r on r.id = t.run_id where t.ticked_by = r.owner_id`),
        );
        const key = (tick: { player: string; checklist: string; step: string; when: string }) =>
          `${tick.player} ${tick.checklist} ${tick.step} ${tick.when}`;
        expect(ticks.map(key).sort()).toEqual(
          OLD_TICKS.map(([player, checklist, stepId, when]) =>
            key({ player, checklist, step: stepId, when }),
          ).sort(),
        );
        const [count] = rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from run_ticks`),
        );
        expect(count?.n).toBe(OLD_TICKS.length);
        // And the per-checklist view (GET /api/checklists/{x}) reads the same progress as before.
        expect(await viewerState(db, ALICE, "iron-farm")).toMatchObject({
          joined: true,
          completedStepIds: expect.arrayContaining([step(1), step(3)]),
        });
        expect((await viewerState(db, BOB, "iron-farm")).completedStepIds.sort()).toEqual([
          step(1),
          step(2),
          step(3),
        ]);
        expect(await viewerState(db, BOB, "empty-join")).toMatchObject({
          joined: true,
          completedStepIds: [],
        });
        expect(await viewerState(db, BOB, "nether-hub")).toMatchObject({
          joined: false,
          completedStepIds: [],
        });
        const old = rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from information_schema.tables
          where table_name in ('memberships', 'step_ticks')`),
        );
        expect(old[0]?.n).toBe(0);
      } finally {
        await database.close();
      }
    }, 60_000);
  },
);
