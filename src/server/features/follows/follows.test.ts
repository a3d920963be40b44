import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { storedState } from "#server/test-support/stored-state.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { FOLLOW_MESSAGES, FOLLOWS_MAX } from "#shared/follows.ts";

const LIMITS = JSON.stringify({
  ...JSON.parse(RELAXED_RATE_LIMITS),
  interactPerUser: { max: 100_000, windowSeconds: 60 },
  interactPerIp: { max: 100_000, windowSeconds: 60 },
});

interface Inbox {
  items: { kind: string; text: string; link: string }[];
  total: number;
}

describe.each(testEngines())("D67: following creators on %s", (engine) => {
  let t: TestApp;
  let creator: BrowserClient;
  let fan: BrowserClient;
  let quiet: BrowserClient;
  let moderator: BrowserClient;
  let creatorHandle: string;
  let fanHandle: string;

  const call = (who: BrowserClient, method: string, path: string, json?: unknown) =>
    who.request(path, { method, json });
  const handleOf = async (who: BrowserClient) =>
    (await (await who.request("/api/me")).json()).handle as string;
  const inbox = async (who: BrowserClient): Promise<Inbox> =>
    (await who.request("/api/me/notifications?perPage=50")).json();
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await t.database.db.execute(statement));
  const create = async (title: string) =>
    (await (
      await creator.request("/api/checklists", {
        method: "POST",
        json: checklistInput({ title, customId: title.toLowerCase().replace(/\W+/g, "-") }),
      })
    ).json()) as { id: string; steps: { id: string; title: string }[] };
  const approve = (id: string) =>
    moderator.request(`/api/moderation/checklists/${id}/approve`, { method: "POST" });
  /** D67: followers are told after the approval has answered; this waits until they have been. */
  const delivered = () =>
    expect
      .poll(async () => (await query<{ n: number }>(sql`select count(*)::int as n from follow_news`))[0]?.n, {
        timeout: 20_000,
      })
      .toBe(0);

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: LIMITS });
    creator = await quickPerson(t, "Ann");
    fan = await quickPerson(t, "Fan");
    quiet = await quickPerson(t, "Quiet Fan");
    moderator = await quickPerson(t, "Follow Moderator", "admin");
    creatorHandle = await handleOf(creator);
    fanHandle = await handleOf(fan);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("follows idempotently, counts followers on the profile and tells a signed-in reader", async () => {
    const first = await call(fan, "PUT", `/api/users/${creatorHandle}/follow`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ following: true, notify: true, followerCount: 1 });
    expect(await (await call(fan, "PUT", `/api/users/${creatorHandle}/follow`)).json()).toEqual({
      following: true,
      notify: true,
      followerCount: 1,
    });
    const asFan = await (await fan.request(`/api/users/${creatorHandle}`)).json();
    expect(asFan).toMatchObject({ followerCount: 1, followingCount: 0, following: true, followNotify: true });
    const asGuest = await (await fetch(`${t.url}/api/users/${creatorHandle}`)).json();
    expect(asGuest).toMatchObject({ followerCount: 1, followingCount: 0 });
    expect(asGuest).not.toHaveProperty("following");
    const fanProfile = await (await creator.request(`/api/users/${fanHandle}`)).json();
    expect(fanProfile).toMatchObject({ followerCount: 0, followingCount: 1, following: false });
  });

  it("lists followers and following, paged, newest first", async () => {
    await call(quiet, "PUT", `/api/users/${creatorHandle}/follow`);
    const followers = await (await fetch(`${t.url}/api/users/${creatorHandle}/followers?perPage=5`)).json();
    expect(followers.total).toBe(2);
    expect(followers.items.map((p: { displayName: string }) => p.displayName)).toEqual(["Quiet Fan", "Fan"]);
    expect(followers).toMatchObject({ page: 1, perPage: 5 });
    const following = await (await fetch(`${t.url}/api/users/${fanHandle}/following`)).json();
    expect(following.items).toEqual([{ handle: creatorHandle, displayName: "Ann", avatarUrl: null }]);
    expect((await fetch(`${t.url}/api/users/nobody-here/followers`)).status).toBe(404);
    // The pages answer as the profile does: 200, 404 for no such person (D29).
    expect((await fetch(`${t.url}/users/${creatorHandle}/followers`)).status).toBe(200);
    expect((await fetch(`${t.url}/users/${fanHandle}/following`)).status).toBe(200);
    expect((await fetch(`${t.url}/users/nobody-here/following`)).status).toBe(404);
    const badPage = await fetch(`${t.url}/api/users/${creatorHandle}/followers?perPage=7`);
    expect(badPage.status).toBe(422);
    expect((await badPage.json()).error.field).toBe("perPage");
  });

  it("refuses following oneself (422 naming handle) and a missing person (404), changing nothing", async () => {
    const before = await storedState(t.database.db, { ignore: ["rate_limits"], countOnly: ["sessions"] });
    const self = await call(creator, "PUT", `/api/users/${creatorHandle}/follow`);
    expect(self.status).toBe(422);
    expect((await self.json()).error).toEqual({
      code: "validation_failed",
      message: FOLLOW_MESSAGES.self,
      field: "handle",
    });
    expect((await call(fan, "PUT", "/api/users/nobody-here/follow")).status).toBe(404);
    expect(
      (
        await fetch(`${t.url}/api/users/${creatorHandle}/follow`, {
          method: "PUT",
          headers: { origin: t.url },
        })
      ).status,
    ).toBe(401);
    const notFollowing = await call(creator, "PATCH", `/api/users/${fanHandle}/follow`, { notify: false });
    expect(notFollowing.status).toBe(409);
    expect((await notFollowing.json()).error.code).toBe("not_following");
    const badBody = await call(fan, "PATCH", `/api/users/${creatorHandle}/follow`, { notify: "no" });
    expect(badBody.status).toBe(422);
    expect((await badBody.json()).error.field).toBe("notify");
    expect(await storedState(t.database.db, { ignore: ["rate_limits"], countOnly: ["sessions"] })).toEqual(
      before,
    );
  });

  it(`refuses the ${FOLLOWS_MAX + 1}st follow with a clear 422`, async () => {
    const busy = await quickPerson(t, "Busy Follower");
    const busyId = (await (await busy.request("/api/me")).json()).id as string;
    await query(sql`with filler as (
        insert into users (handle, display_name)
        select 'followed-filler-' || g, 'Filler' from generate_series(1, ${FOLLOWS_MAX}) g returning id)
      insert into follows (follower_id, followed_id) select ${busyId}::uuid, id from filler`);
    const refused = await call(busy, "PUT", `/api/users/${creatorHandle}/follow`);
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toEqual({
      code: "validation_failed",
      message: FOLLOW_MESSAGES.tooMany,
      field: "handle",
    });
    // Following someone already followed is no new follow: still fine.
    expect((await call(busy, "PUT", "/api/users/followed-filler-1/follow")).status).toBe(200);
    await call(busy, "DELETE", "/api/users/followed-filler-1/follow");
    expect((await call(busy, "PUT", `/api/users/${creatorHandle}/follow`)).status).toBe(200);
    await call(busy, "DELETE", `/api/users/${creatorHandle}/follow`);
  });

  it("notifies each follower once of a new checklist and of a new version; off per creator or for all", async () => {
    // The quiet fan turns it off for Ann; a third turns it off for everyone.
    const off = await call(quiet, "PATCH", `/api/users/${creatorHandle}/follow`, { notify: false });
    expect(await off.json()).toEqual({ following: true, notify: false, followerCount: 2 });
    const none = await quickPerson(t, "No News");
    await call(none, "PUT", `/api/users/${creatorHandle}/follow`);
    const settings = await call(none, "PUT", "/api/me/follow-settings", { notifyNewGuides: false });
    expect(await settings.json()).toEqual({ notifyNewGuides: false });
    expect(await (await none.request("/api/me/follow-settings")).json()).toEqual({ notifyNewGuides: false });

    const guide = await create("First Night Survival");
    expect((await approve(guide.id)).status).toBe(200);
    await delivered();
    const fanInbox = await inbox(fan);
    expect(fanInbox.items.map((n) => [n.kind, n.text, n.link])).toEqual([
      ["followed_published", "Ann published “First Night Survival”.", `/checklist/${guide.id}`],
    ]);
    expect((await inbox(quiet)).total).toBe(0);
    expect((await inbox(none)).total).toBe(0);

    // Unpublished and approved again: no second notification of the same checklist.
    await query(
      sql`update checklists set status = 'under_review', is_approved = false where id = ${guide.id}`,
    );
    expect((await approve(guide.id)).status).toBe(200);
    await delivered();
    expect((await inbox(fan)).total).toBe(1);

    // A new version, approved: 'updated', once.
    const edit = checklistInput({
      title: "First Night Survival",
      customId: "first-night-survival",
      steps: [{ id: guide.steps[0]?.id, title: "Punch a tree" }, { title: "Build a hut" }],
    });
    expect(
      (await creator.request(`/api/checklists/${guide.id}`, { method: "PATCH", json: edit })).status,
    ).toBe(200);
    expect((await approve(guide.id)).status).toBe(200);
    expect((await approve(guide.id)).status).toBe(409);
    await delivered();
    const after = await inbox(fan);
    expect(after.items.map((n) => [n.kind, n.text])).toEqual([
      ["followed_updated", "Ann updated “First Night Survival”."],
      ["followed_published", "Ann published “First Night Survival”."],
    ]);
    // Unfollowed: nothing more.
    expect(await (await call(fan, "DELETE", `/api/users/${creatorHandle}/follow`)).json()).toEqual({
      following: false,
      notify: false,
      followerCount: 2,
    });
    expect((await approve((await create("Second Night")).id)).status).toBe(200);
    await delivered();
    expect((await inbox(fan)).total).toBe(2);
  });

  it("notifies 10,000 followers of one approval exactly once, and the approval still answers quickly", async () => {
    const star = await quickPerson(t, "Star");
    const starId = (await (await star.request("/api/me")).json()).id as string;
    await query(sql`with crowd as (
        insert into users (handle, display_name)
        select 'crowd-' || g, 'Crowd' from generate_series(1, 10000) g returning id)
      insert into follows (follower_id, followed_id) select id, ${starId}::uuid from crowd`);
    const made = async (title: string) =>
      (
        await (
          await star.request("/api/checklists", {
            method: "POST",
            json: checklistInput({ title, customId: title.toLowerCase().replace(/\W+/g, "-") }),
          })
        ).json()
      ).id as string;
    // The usual approval (no followers' rows to write) beside the one that writes 10,000, timed
    // by the server from the request to its answer handed over (the test shares its process).
    const answered: number[] = [];
    const time = (request: IncomingMessage, response: ServerResponse) => {
      const started = performance.now();
      if (request.url?.endsWith("/approve"))
        response.once("finish", () => answered.push(performance.now() - started));
    };
    t.app.server.on("request", time);
    const plain = await made("Warm up");
    await query(sql`update follows set notify = false where followed_id = ${starId}`);
    expect((await approve(plain)).status).toBe(200);
    await delivered();
    await query(sql`update follows set notify = true where followed_id = ${starId}`);
    const big = await made("Big News");
    expect((await approve(big)).status).toBe(200);
    await delivered();
    t.app.server.off("request", time);
    const [usual = 0, crowded = 0] = answered;
    console.info(
      `approval: ${usual.toFixed(0)} ms alone, ${crowded.toFixed(0)} ms with 10,000 followers (${engine})`,
    );
    const [counted] = await query<{ n: number; people: number }>(sql`
      select count(*)::int as n, count(distinct user_id)::int as people from notifications
      where kind = 'followed_published' and link = ${`/checklist/${big}`}`);
    expect(counted).toEqual({ n: 10_000, people: 10_000 });
    // Written after the answer: the approval takes about its usual time (with room for a busy machine).
    expect(crowded).toBeLessThan(Math.max(4 * usual, 400));
  }, 120_000);
});
