import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createEmptyDatabase, testEngines } from "../test-support/databases.ts";
import { migrationsUpTo } from "../test-support/migrations.ts";
import { MIGRATIONS_FOLDER, rowsOf } from "./client.ts";

const PERSON = "00000000-0000-4000-8000-00000000000b";
const RUN = "00000000-0000-4000-8000-0000000000b1";

describe.each(testEngines())("migration 0029 names a person's handle `handle` (issue 36) on %s", (engine) => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("keeps every handle and previous handle, and still refuses a handle taken twice", async () => {
    const database = await createEmptyDatabase(engine);
    try {
      const before = migrationsUpTo(27);
      folders.push(before);
      await database.migrate(before);
      const db = database.db;
      await db.execute(
        sql`insert into users (id, custom_id, display_name) values (${PERSON}, 'steve2', 'Steve')`,
      );
      await db.execute(sql`insert into previous_handles (custom_id, user_id) values ('steve', ${PERSON})`);
      await db.execute(sql`insert into checklists (id, custom_id, title, description, supported_since, author_name, status, is_approved, step_count)
        values ('iron-farm', 'iron-farm', 'Iron farm', 'Build one.', '1.20', 'Steve', 'approved', true, 1)`);
      await db.execute(
        sql`insert into runs (id, checklist_id, owner_id, name) values (${RUN}, 'iron-farm', ${PERSON}, 'Farm')`,
      );
      const steve = { customId: "steve2", displayName: "Steve", avatarUrl: null };
      await db.execute(sql`insert into run_events (run_id, type, data) values
        (${RUN}, 'member', ${JSON.stringify({ customId: "steve2", change: "joined" })}::jsonb),
        (${RUN}, 'tick', ${JSON.stringify({ stepId: "s1", at: "2026-11-28T00:00:00.000Z", by: steve })}::jsonb),
        (${RUN}, 'untick', ${JSON.stringify({ stepId: "s1", by: null })}::jsonb)`);

      await database.migrate(MIGRATIONS_FOLDER);

      expect(rowsOf(await db.execute(sql`select id, handle from users`))).toEqual([
        { id: PERSON, handle: "steve2" },
      ]);
      expect(rowsOf(await db.execute(sql`select handle, user_id from previous_handles`))).toEqual([
        { handle: "steve", user_id: PERSON },
      ]);
      const events = rowsOf<{ type: string; data: Record<string, unknown> }>(
        await db.execute(sql`select type, data from run_events order by id`),
      );
      expect(events.map((event) => event.data)).toEqual([
        { handle: "steve2", customId: "steve2", change: "joined" },
        {
          stepId: "s1",
          at: "2026-11-28T00:00:00.000Z",
          by: { handle: "steve2", customId: "steve2", displayName: "Steve", avatarUrl: null },
        },
        { stepId: "s1", by: null },
      ]);
      await expect(
        db.execute(sql`insert into users (handle, display_name) values ('steve2', 'Another Steve')`),
      ).rejects.toThrow();
      const constraints = rowsOf<{ conname: string }>(
        await db.execute(
          sql`select conname from pg_constraint where conrelid = 'users'::regclass and contype = 'u'`,
        ),
      );
      expect(constraints.map((c) => c.conname)).toEqual(["users_handle_unique"]);
    } finally {
      await database.close();
    }
  });
});
