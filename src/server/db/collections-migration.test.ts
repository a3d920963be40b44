import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createEmptyDatabase, testEngines } from "../test-support/databases.ts";
import { migrationsUpTo } from "../test-support/migrations.ts";
import { MIGRATIONS_FOLDER, rowsOf } from "./client.ts";

const ANN = "00000000-0000-4000-8000-00000000000a";
const BEN = "00000000-0000-4000-8000-00000000000b";
const CAT = "00000000-0000-4000-8000-00000000000c";

describe.each(testEngines("migration"))(
  "migration 0039 turns every save into an entry of 'Saved' (D68) on %s",
  (engine) => {
    const folders: string[] = [];
    afterAll(() => {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    });

    it("keeps each save once, with when it was made, in one 'Saved' per person who saved", async () => {
      const database = await createEmptyDatabase(engine);
      try {
        // Index 32 is 0035_follows, the last before the saves table had collections beside it (0039).
        const before = migrationsUpTo(32);
        folders.push(before);
        await database.migrate(before);
        const db = database.db;
        await db.execute(sql`insert into users (id, handle, display_name) values
        (${ANN}, 'ann', 'Ann'), (${BEN}, 'ben', 'Ben'), (${CAT}, 'cat', 'Cat')`);
        await db.execute(sql`insert into checklists (id, custom_id, title, description, supported_since, author_name, status, is_approved)
        select 'guide-' || g, 'guide-' || g, 'Guide', 'A guide.', '1.20', 'Ann', 'approved', true from generate_series(1, 3) g`);
        await db.execute(sql`insert into saves (user_id, checklist_id, created_at) values
        (${ANN}, 'guide-1', '2026-01-01T00:00:00Z'), (${ANN}, 'guide-2', '2026-02-01T00:00:00Z'),
        (${ANN}, 'guide-3', '2026-03-01T00:00:00Z'), (${BEN}, 'guide-2', '2026-04-01T00:00:00Z')`);

        await database.migrate(MIGRATIONS_FOLDER);

        const entries = rowsOf<{ handle: string; name: string; checklist_id: string; created_at: string }>(
          await db.execute(sql`select u.handle, c.name, e.checklist_id, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as created_at
          from collection_entries e join collections c on c.id = e.collection_id join users u on u.id = c.owner_id
          order by u.handle, e.checklist_id`),
        );
        expect(entries).toEqual([
          { handle: "ann", name: "Saved", checklist_id: "guide-1", created_at: "2026-01-01" },
          { handle: "ann", name: "Saved", checklist_id: "guide-2", created_at: "2026-02-01" },
          { handle: "ann", name: "Saved", checklist_id: "guide-3", created_at: "2026-03-01" },
          { handle: "ben", name: "Saved", checklist_id: "guide-2", created_at: "2026-04-01" },
        ]);
        const owned = rowsOf<{ handle: string; n: number; defaults: number; private: number }>(
          await db.execute(sql`select u.handle, count(*)::int as n, count(*) filter (where c.is_default)::int as defaults,
            count(*) filter (where c.visibility = 'private')::int as private
          from collections c join users u on u.id = c.owner_id group by u.handle order by u.handle`),
        );
        // Cat saved nothing: her 'Saved' is made when she first needs it.
        expect(owned).toEqual([
          { handle: "ann", n: 1, defaults: 1, private: 1 },
          { handle: "ben", n: 1, defaults: 1, private: 1 },
        ]);
        const saves = rowsOf<{ exists: boolean }>(
          await db.execute(sql`select to_regclass('public.saves') is not null as exists`),
        );
        expect(saves[0]?.exists).toBe(false);
      } finally {
        await database.close();
      }
    });
  },
);
