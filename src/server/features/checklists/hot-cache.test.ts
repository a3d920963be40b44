import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { type SecondServer, startSecondServer } from "#server/test-support/second-server.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

interface Page {
  total: number;
  items: { id: string; likes: number }[];
}

/**
 * Issue 12: the hot cache of the featured list and Explore's first pages, with two app servers
 * on one database (the second on a pool of its own, as another machine would have).
 */
describe.each(testEngines("notify"))("the hot-path cache across two app servers on %s", (engine) => {
  let a: TestApp;
  let b: SecondServer | undefined;
  let bUrl = "";
  let moderator: BrowserClient;

  const explore = async (origin: string): Promise<Page> =>
    (await new BrowserClient(origin).request("/api/checklists?sort=popular")).json();
  const likesOf = async (origin: string, id: string) =>
    (await explore(origin)).items.find((i) => i.id === id)?.likes;

  beforeAll(async () => {
    a = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    b = await startSecondServer(a, engine);
    bUrl = b.url;
    const author = await quickPerson(t(), "Cached Author");
    moderator = await signedIn(a.url, "Cache Moderator", "moderator");
    for (const customId of ["cached-one", "cached-two"]) {
      const created = await (
        await author.request("/api/checklists", { method: "POST", json: checklistInput({ customId }) })
      ).json();
      await moderator.request(`/api/moderation/checklists/${created.id}/approve`, { method: "POST" });
    }
  });
  const t = () => a;

  const setLikesUnseen = async (likes: number) => {
    await a.database.db.execute(sql`alter table checklists disable trigger checklists_changed`);
    await a.database.db.execute(sql`update checklists set likes = ${likes} where id = 'cached-one'`);
    await a.database.db.execute(sql`alter table checklists enable trigger checklists_changed`);
  };
  /** Sets 41 likes unseen; true when both servers still answer 0. Otherwise undoes it, seen. */
  const keptBehindTheTriggersBack = async (): Promise<boolean> => {
    await explore(a.url);
    await explore(bUrl);
    await setLikesUnseen(41);
    if ((await likesOf(a.url, "cached-one")) === 0 && (await likesOf(bUrl, "cached-one")) === 0) return true;
    await setLikesUnseen(0);
    await a.database.db.execute(sql`notify checklists_changed`);
    for (const origin of [a.url, bUrl]) await expect.poll(() => likesOf(origin, "cached-one")).toBe(0);
    return false;
  };
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("answers from memory until a change, which every server hears at its commit", async () => {
    expect((await explore(a.url)).total).toBe(2);
    expect((await explore(bUrl)).total).toBe(2);
    // Behind the triggers' back, nothing tells the servers: they keep their answers, which is
    // how we know the answers are kept. A NOTIFY of the setup's own commits can still be on its
    // way and clear a cache once, so a few tries are allowed; a cache that keeps nothing fails
    // every one.
    let kept = false;
    for (let tries = 0; tries < 3 && !kept; tries += 1) kept = await keptBehindTheTriggersBack();
    expect(kept).toBe(true);

    // A like through server A: A answers anew at once, B as soon as the notification arrives.
    const fan = await quickPerson(a, "Fan");
    expect((await fan.request("/api/checklists/cached-one/like", { method: "PUT" })).status).toBe(200);
    expect(await likesOf(a.url, "cached-one")).toBe(42);
    await expect.poll(() => likesOf(bUrl, "cached-one"), { timeout: 3000 }).toBe(42);
    const featured = await (await new BrowserClient(bUrl).request("/api/checklists/featured")).json();
    expect(featured.items[0]).toMatchObject({ id: "cached-one", likes: 42 });
  });

  it("an approval through one server shows on the other's first page", async () => {
    const author = await quickPerson(a, "Second Author");
    const created = await (
      await author.request("/api/checklists", {
        method: "POST",
        json: checklistInput({ customId: "cached-three" }),
      })
    ).json();
    expect((await explore(bUrl)).total).toBe(2);
    // The moderator signed in at A; sessions are in the shared database, so B knows them too.
    const throughB = new BrowserClient(bUrl);
    for (const [name, value] of moderator.cookies) throughB.cookies.set(name, value);
    const approval = await throughB.request(`/api/moderation/checklists/${created.id}/approve`, {
      method: "POST",
      headers: { origin: a.url },
    });
    expect(approval.status).toBe(200);
    expect((await explore(bUrl)).total).toBe(3);
    await expect.poll(async () => (await explore(a.url)).total, { timeout: 3000 }).toBe(3);
  });
});
