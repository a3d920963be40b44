import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { FOLLOW_MESSAGES, FOLLOWS_MAX } from "#shared/follows.ts";
import { deliverFollowNews, queueFollowNews } from "../notifications/write.ts";

/**
 * D67 under requests that arrive together. The limit: follows (decision 040): the follower's row is locked
 * before their follows are counted, so on PostgreSQL, where the requests really overlap, only
 * one of eight follows at 999 gets through; on PGlite they queue and the limit holds too. The
 * news to followers: delivered by two servers at once, it reaches each follower once.
 */
describe.each(testEngines("races"))("the follow limit under concurrent requests on %s", (engine) => {
  let t: TestApp;
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.database.db.execute(statement));

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`ends at exactly ${FOLLOWS_MAX} follows when 8 follows arrive at once at ${FOLLOWS_MAX - 1}`, async () => {
    for (let round = 0; round < 2; round++) {
      const follower: BrowserClient = await quickPerson(t, `Eager Follower ${round}`);
      const followerId = (await (await follower.request("/api/me")).json()).id as string;
      const tag = `${round}-${Math.random().toString(36).slice(2, 8)}`;
      await query(sql`with filler as (
          insert into users (handle, display_name)
          select ${`limit-${tag}-`} || g, 'Filler' from generate_series(1, ${FOLLOWS_MAX - 1}) g returning id)
        insert into follows (follower_id, followed_id) select ${followerId}::uuid, id from filler`);
      await query(sql`insert into users (handle, display_name)
        select ${`new-${tag}-`} || g, 'Creator' from generate_series(1, 8) g`);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          follower.request(`/api/users/new-${tag}-${i + 1}/follow`, { method: "PUT" }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
      for (const refused of answers.filter((answer) => answer.status === 422)) {
        expect((await refused.json()).error).toEqual({
          code: "validation_failed",
          message: FOLLOW_MESSAGES.tooMany,
          field: "handle",
        });
      }
      const [mine] = await query<{ n: number }>(
        sql`select count(*)::int as n from follows where follower_id = ${followerId}`,
      );
      expect(mine?.n).toBe(FOLLOWS_MAX);
    }
  });

  it("tells each follower once when two servers deliver the same news at once, and again approved", async () => {
    const star = await quickPerson(t, "Racing Star");
    const starId = (await (await star.request("/api/me")).json()).id as string;
    const tag = Math.random().toString(36).slice(2, 8);
    await query(sql`with crowd as (
        insert into users (handle, display_name)
        select ${`racer-${tag}-`} || g, 'Racer' from generate_series(1, 300) g returning id)
      insert into follows (follower_id, followed_id) select id, ${starId}::uuid from crowd`);
    const news = { id: `race-${tag}`, title: "Raced", authorId: starId, authorName: "Racing Star" };
    for (let round = 0; round < 2; round++) {
      // The same news queued twice (an approval repeated), delivered by two couriers at once.
      await t.database.db.transaction(async (tx) => {
        await queueFollowNews(tx, news, { kind: "published", subject: news.id }, starId);
        await queueFollowNews(tx, news, { kind: "published", subject: news.id }, starId);
      });
      await Promise.all([deliverFollowNews(t.database.db), deliverFollowNews(t.database.db)]);
      const [told] = await query<{ n: number; people: number }>(sql`
        select count(*)::int as n, count(distinct user_id)::int as people from notifications
        where kind = 'followed_published' and subject = ${news.id}`);
      expect(told).toEqual({ n: 300, people: 300 });
      const [left] = await query<{ n: number }>(sql`select count(*)::int as n from follow_news`);
      expect(left?.n).toBe(0);
    }
  });
});
