import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName } from "#server/config.ts";
import { hashSessionToken } from "#server/features/auth/sessions.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { type SecondServer, startSecondServer } from "#server/test-support/second-server.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

/**
 * Issue 12: sessions kept in memory, with two app servers on one database (the second on a
 * pool of its own, as another machine would have). Ending a session takes effect on the server
 * that ended it at once, and on the other as soon as the notification arrives.
 */
describe.each(testEngines("notify"))("the session cache across two app servers on %s", (engine) => {
  let a: TestApp;
  let b: SecondServer | undefined;
  let bUrl = "";

  /** The same browser session, pointed at server B. */
  const atB = (browser: BrowserClient) => {
    const other = new BrowserClient(bUrl);
    for (const [name, value] of browser.cookies) other.cookies.set(name, value);
    return other;
  };
  const me = async (browser: BrowserClient) => {
    const response = await browser.request("/api/me");
    return response.status === 200 ? ((await response.json()) as { isModerator: boolean }) : response.status;
  };

  /**
   * A new player whose session is deleted unseen, then another's play action (it changes no
   * session, person or role); the player when both servers still know the session.
   */
  const sessionKeptUnseen = async (
    name: string,
    other: BrowserClient,
  ): Promise<BrowserClient | undefined> => {
    const player = await quickPerson(a, name);
    expect(await me(player)).toMatchObject({ isModerator: false });
    expect(await me(atB(player))).toMatchObject({ isModerator: false });
    const token = player.cookies.get(sessionCookieName(a.config)) ?? "";
    await a.database.db.execute(sql`alter table sessions disable trigger sessions_changed`);
    await a.database.db.execute(
      sql`delete from sessions where token_hash = ${hashSessionToken(a.config.sessionSecret, token)}`,
    );
    await a.database.db.execute(sql`alter table sessions enable trigger sessions_changed`);
    expect((await other.request("/api/checklists/none/like", { method: "PUT" })).status).toBe(404);
    const known = async (browser: BrowserClient) => typeof (await me(browser)) === "object";
    return (await known(player)) && (await known(atB(player))) ? player : undefined;
  };

  beforeAll(async () => {
    a = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    b = await startSecondServer(a, engine);
    bUrl = b.url;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("answers from memory; a sign-out through one server ends the session on both", async () => {
    const other = await quickPerson(a, "Other Player");
    // Behind the trigger's back nothing tells the servers: they still know the session, which
    // is how we know it is kept. A NOTIFY of an earlier sign-in can still be on its way and
    // clear a cache once, so a few tries are allowed; a cache that keeps nothing fails each.
    let player: BrowserClient | undefined;
    for (let tries = 0; tries < 3 && !player; tries += 1)
      player = await sessionKeptUnseen(`Cached Player ${tries}`, other);
    if (!player) throw new Error("no try kept a session deleted behind the trigger's back");
    const playerAtB = atB(player);

    // Signing out (of a session already gone) through A: A forgets at once, B on the notification.
    expect((await player.request("/auth/logout", { method: "POST" })).status).toBe(204);
    for (const [name, value] of playerAtB.cookies) player.cookies.set(name, value);
    expect(await me(player)).toBe(401);
    await expect.poll(() => me(playerAtB), { timeout: 3000 }).toBe(401);
  });

  it("a sign-out takes effect at once on the server that answered it", async () => {
    const player = await quickPerson(a, "Leaving Player");
    const playerAtB = atB(player);
    expect(await me(playerAtB)).toMatchObject({ isModerator: false });
    const cookies = new Map(playerAtB.cookies);
    // The servers share one public origin (PUBLIC_URL), as behind one proxy.
    const signOut = await playerAtB.request("/auth/logout", { method: "POST", headers: { origin: a.url } });
    expect(signOut.status).toBe(204);
    for (const [name, value] of cookies) playerAtB.cookies.set(name, value);
    expect(await me(playerAtB)).toBe(401);
  });

  it("a role revoked in the database (as `npm run admin` does) is heard by every server", async () => {
    const moderator = await signedIn(a.url, "Cached Moderator", "moderator");
    expect(await me(moderator)).toMatchObject({ isModerator: true });
    expect(await me(atB(moderator))).toMatchObject({ isModerator: true });
    const [row] = (
      (await a.database.db.execute(sql`
        delete from moderators where user_id = (
          select s.user_id from sessions s join moderators a on a.user_id = s.user_id limit 1)
        returning user_id`)) as unknown as { rows: { user_id: string }[] }
    ).rows;
    expect(row).toBeTruthy();
    await expect.poll(async () => me(moderator), { timeout: 3000 }).toMatchObject({ isModerator: false });
    await expect
      .poll(async () => me(atB(moderator)), { timeout: 3000 })
      .toMatchObject({ isModerator: false });
  });
});
