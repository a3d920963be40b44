import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { COLLECTION_LIMITS, COLLECTION_MESSAGES } from "#shared/collections.ts";

/**
 * D68's limits under requests that arrive together (decision 040): the owner's row is locked
 * before their collections are counted, the collection's before its entries are, so on
 * PostgreSQL, where the requests really overlap, only one of eight gets past each limit.
 */
describe.each(testEngines("races"))("the collection limits under concurrent requests on %s", (engine) => {
  let t: TestApp;
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.database.db.execute(statement));

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`ends at exactly ${COLLECTION_LIMITS.collectionsPerPerson} collections when 8 are made at once at one fewer`, async () => {
    for (let round = 0; round < 2; round++) {
      const person = await quickPerson(t, `Hasty Collector ${round}`);
      // 'Saved' and 98 more: one place left.
      expect((await person.request("/api/me/collections")).status).toBe(200);
      const personId = (await (await person.request("/api/me")).json()).id as string;
      await query(sql`insert into collections (owner_id, name)
        select ${personId}::uuid, 'Filler ' || g from generate_series(1, ${COLLECTION_LIMITS.collectionsPerPerson - 2}) g`);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          person.request("/api/me/collections", { method: "POST", json: { name: `Racer ${i}` } }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
      for (const refused of answers.filter((answer) => answer.status === 422)) {
        expect((await refused.json()).error).toEqual({
          code: "validation_failed",
          message: COLLECTION_MESSAGES.tooManyCollections,
          field: "name",
        });
      }
      const [mine] = await query<{ n: number }>(
        sql`select count(*)::int as n from collections where owner_id = ${personId}`,
      );
      expect(mine?.n).toBe(COLLECTION_LIMITS.collectionsPerPerson);
    }
  });

  it(`ends at exactly ${COLLECTION_LIMITS.entriesPerCollection} entries when 8 checklists are added at once at one fewer`, async () => {
    for (let round = 0; round < 2; round++) {
      const person = await quickPerson(t, `Hasty Adder ${round}`);
      const made = await person.request("/api/me/collections", { method: "POST", json: { name: "Full" } });
      const { id } = (await made.json()) as { id: string };
      const tag = `${round}-${Math.random().toString(36).slice(2, 8)}`;
      await query(sql`insert into checklists (id, custom_id, title, description, supported_since, author_name, status, is_approved)
        select ${`race-${tag}-`} || g, ${`race-${tag}-`} || g, 'Filler', 'Filler', '1.20', 'Filler', 'approved', true
        from generate_series(1, ${COLLECTION_LIMITS.entriesPerCollection + 7}) g`);
      await query(sql`insert into collection_entries (collection_id, checklist_id)
        select ${id}::uuid, ${`race-${tag}-`} || g from generate_series(1, ${COLLECTION_LIMITS.entriesPerCollection - 1}) g`);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          person.request(
            `/api/collections/${id}/checklists/race-${tag}-${COLLECTION_LIMITS.entriesPerCollection + i}`,
            { method: "PUT" },
          ),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
      const [held] = await query<{ n: number }>(
        sql`select count(*)::int as n from collection_entries where collection_id = ${id}`,
      );
      expect(held?.n).toBe(COLLECTION_LIMITS.entriesPerCollection);
      // The collection's own count (migration 0042) says the same, and follows a deleted checklist.
      const counted = async () =>
        (await query<{ n: number }>(sql`select entry_count as n from collections where id = ${id}`))[0]?.n;
      expect(await counted()).toBe(COLLECTION_LIMITS.entriesPerCollection);
      await query(sql`delete from checklists where id = ${`race-${tag}-1`}`);
      expect(await counted()).toBe(COLLECTION_LIMITS.entriesPerCollection - 1);
    }
  });
});
