import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createEmptyDatabase, testEngines } from "../test-support/databases.ts";
import { migrationsUpTo } from "../test-support/migrations.ts";
import { MIGRATIONS_FOLDER, rowsOf } from "./client.ts";

describe.each(testEngines("migration"))(
  "migration 0040 gives every checklist a language, English (D65), on %s",
  (engine) => {
    const folders: string[] = [];
    afterAll(() => {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    });

    it("keeps every checklist, sets it English, keeps the totals and the search", async () => {
      const database = await createEmptyDatabase(engine);
      try {
        // Index 35 is 0039_collections, the last before checklists had a language.
        const before = migrationsUpTo(35);
        folders.push(before);
        await database.migrate(before);
        const db = database.db;
        await db.execute(sql`insert into checklists (id, custom_id, title, description, supported_since, author_name, status, is_approved, difficulty)
        select 'guide-' || g, 'guide-' || g, 'Iron farm ' || g, 'A guide.', '1.20', 'Ann',
          case when g <= 3 then 'approved' else 'under_review' end, g <= 3, 'Easy'
        from generate_series(1, 4) g`);
        await db.execute(sql`insert into checklist_revisions (checklist_id, custom_id, title, description, tags, difficulty, categories, supported_since, steps)
        values ('guide-1', 'guide-1', 'Iron farm, better', 'A guide.', '{}', 'Easy', '{}', '1.20', '[]')`);

        await database.migrate(MIGRATIONS_FOLDER);

        const languages = rowsOf<{ language: string; n: number }>(
          await db.execute(sql`select language, count(*)::int as n from checklists group by language`),
        );
        expect(languages).toEqual([{ language: "en", n: 4 }]);
        const revision = rowsOf<{ language: string }>(
          await db.execute(sql`select language from checklist_revisions`),
        );
        expect(revision).toEqual([{ language: "en" }]);
        const facets = rowsOf<{ language: string; count: number }>(
          await db.execute(sql`select language, count from checklist_facet_counts`),
        );
        expect(facets).toEqual([{ language: "en", count: 3 }]);
        const found = rowsOf<{ id: string }>(
          await db.execute(sql`select id from checklists
          where status = 'approved' and search_document @@ to_tsquery(checklist_search_config('en'), 'farms')
          order by id`),
        );
        expect(found.map((row) => row.id)).toEqual(["guide-1", "guide-2", "guide-3"]);

        // The trigger keeps the totals per language from now on.
        await db.execute(sql`update checklists set language = 'pt-BR' where id = 'guide-2'`);
        const after = rowsOf<{ language: string; count: number }>(
          await db.execute(
            sql`select language, count from checklist_facet_counts where count > 0 order by language`,
          ),
        );
        expect(after).toEqual([
          { language: "en", count: 2 },
          { language: "pt-BR", count: 1 },
        ]);
        await expect(
          db.execute(sql`update checklists set language = 'xx' where id = 'guide-3'`),
        ).rejects.toThrow();
      } finally {
        await database.close();
      }
    });
  },
);
