import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createEmptyDatabase, testEngines } from "../test-support/databases.ts";
import { migrationsUpTo } from "../test-support/migrations.ts";
import { MIGRATIONS_FOLDER, rowsOf } from "./client.ts";

const OWNER = "00000000-0000-4000-8000-00000000000a";
const LINKED = "00000000-0000-4000-8000-0000000000a1";
const UNLINKED = "00000000-0000-4000-8000-0000000000a2";

describe.each(testEngines("migration"))("migration 0027 gives invite links an end (D74) on %s", (engine) => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("starts the 7 days of a link made before links expired at the migration; a run with none has none", async () => {
    const database = await createEmptyDatabase(engine);
    try {
      const before = migrationsUpTo(25);
      folders.push(before);
      await database.migrate(before);
      const db = database.db;
      await db.execute(
        sql`insert into users (id, custom_id, display_name) values (${OWNER}, 'olga', 'Olga')`,
      );
      await db.execute(sql`insert into checklists (id, custom_id, title, description, supported_since, author_name, status, is_approved, step_count)
        values ('iron-farm', 'iron-farm', 'Iron farm', 'Build one.', '1.20', 'Olga', 'approved', true, 1)`);
      await db.execute(sql`insert into runs (id, checklist_id, owner_id, name, invite_nonce) values
        (${LINKED}, 'iron-farm', ${OWNER}, 'Shared', 'an-old-nonce'),
        (${UNLINKED}, 'iron-farm', ${OWNER}, 'Alone', null)`);

      await database.migrate(MIGRATIONS_FOLDER);

      const rows = rowsOf<{ id: string; seven_days: boolean | null }>(
        await db.execute(sql`select id, invite_expires_at between now() + interval '7 days' - interval '1 minute'
            and now() + interval '7 days' as seven_days
          from runs order by id`),
      );
      expect(rows).toEqual([
        { id: LINKED, seven_days: true },
        { id: UNLINKED, seven_days: null },
      ]);
    } finally {
      await database.close();
    }
  });
});
