import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createEmptyDatabase, testEngines } from "../test-support/databases.ts";
import { migrationsUpTo } from "../test-support/migrations.ts";
import { MIGRATIONS_FOLDER, rowsOf } from "./client.ts";

const MODERATOR = "00000000-0000-4000-8000-0000000000aa";

describe.each(testEngines("migration"))(
  "migration 0026 renames admins and checklist_slugs (%s)",
  (engine) => {
    const folders: string[] = [];
    afterAll(() => {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    });

    it("keeps every moderator and every checklist address, and the moderators' trigger", async () => {
      const database = await createEmptyDatabase(engine);
      try {
        const before = migrationsUpTo(24);
        folders.push(before);
        await database.migrate(before);
        const db = database.db;
        await db.execute(
          sql`insert into users (id, custom_id, display_name) values (${MODERATOR}, 'mona', 'Mona')`,
        );
        await db.execute(sql`insert into admins (user_id, role) values (${MODERATOR}, 'creator')`);
        await db.execute(sql`insert into checklists (id, custom_id, title, description, supported_since, author_id, author_name, status)
        values ('doc-1', 'iron-farm', 'Iron farm', 'A farm.', '1.21', ${MODERATOR}, 'Mona', 'approved')`);
        await db.execute(
          sql`insert into checklist_slugs (slug, checklist_id) values ('doc-1', 'doc-1'), ('iron-farm', 'doc-1')`,
        );

        await database.migrate(MIGRATIONS_FOLDER);

        expect(rowsOf(await db.execute(sql`select user_id, role from moderators`))).toEqual([
          { user_id: MODERATOR, role: "creator" },
        ]);
        expect(
          rowsOf(
            await db.execute(sql`select address, checklist_id from checklist_addresses order by address`),
          ),
        ).toEqual([
          { address: "doc-1", checklist_id: "doc-1" },
          { address: "iron-farm", checklist_id: "doc-1" },
        ]);
        const triggers = rowsOf<{ tgname: string }>(
          await db.execute(
            sql`select tgname from pg_trigger where tgrelid = 'moderators'::regclass and not tgisinternal`,
          ),
        );
        expect(triggers.map((t) => t.tgname)).toEqual(["moderators_sessions_changed"]);
        // The primary key still holds: no two checklists share an address (D8).
        await expect(
          db.execute(
            sql`insert into checklist_addresses (address, checklist_id) values ('iron-farm', 'doc-1')`,
          ),
        ).rejects.toThrow();
      } finally {
        await database.close();
      }
    }, 60_000);
  },
);
