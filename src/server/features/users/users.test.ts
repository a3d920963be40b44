import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderators, users } from "#server/db/schema/index.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

describe.each(testEngines("races"))("profiles, nickname, avatar and account deletion on %s", (engine) => {
  let t: TestApp;
  const guest = () => new BrowserClient(t.url);
  const me = async (who: BrowserClient) => (await who.request("/api/me")).json();
  const patch = (who: BrowserClient, json: unknown) => who.request("/api/me", { method: "PATCH", json });

  /** Created, approved by a moderator and liked by `likes` players, all through the API. */
  async function approvedBy(who: BrowserClient, likes = 0) {
    const created = await (
      await who.request("/api/checklists", { method: "POST", json: checklistInput() })
    ).json();
    const approval = await moderator.request(`/api/moderation/checklists/${created.id}/approve`, {
      method: "POST",
    });
    expect(approval.status).toBe(200);
    for (let i = 0; i < likes; i++) {
      const fan = await quickPerson(t, `Fan ${i}`);
      expect((await fan.request(`/api/checklists/${created.id}/like`, { method: "PUT" })).status).toBe(200);
    }
    return created.id as string;
  }

  let moderator: BrowserClient;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    moderator = await quickPerson(t, "Profile Moderator", "admin");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows a public profile with badges, counts and approved checklists, never an email", async () => {
    const maker = await quickPerson(t, "Maker Mia");
    const { id, handle } = await me(maker);
    const empty = await (await guest().request(`/api/users/${handle}`)).json();
    expect(empty).toEqual({
      handle,
      customId: handle, // the deprecated old name, same value (issue 36)
      displayName: "Maker Mia",
      avatarUrl: null,
      badges: [],
      checklistCount: 0,
      totalLikes: 0,
      followerCount: 0,
      followingCount: 0,
    });
    await approvedBy(maker, 5);
    await approvedBy(maker, 7);
    await maker.request("/api/checklists", { method: "POST", json: checklistInput() }); // under review: not counted
    await t.database.db.insert(moderators).values({ userId: id, role: "creator" });
    const profile = await (await guest().request(`/api/users/${handle}`)).json();
    expect(profile).toMatchObject({ badges: ["Author", "Creator"], checklistCount: 2, totalLikes: 12 });
    expect(JSON.stringify(profile)).not.toContain("@");
    const list = await (await guest().request(`/api/users/${handle}/checklists?perPage=5`)).json();
    expect(list).toMatchObject({ total: 2, perPage: 5 });
    const missing = await guest().request("/api/users/nobody-here");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe("User not found.");
    const html = await (await guest().request(`/users/${handle}`)).text();
    expect(html).toContain('<meta property="og:title" content="Maker Mia (@');
  });

  it("changes the nickname and re-derives the handle with a suffix when taken (D17)", async () => {
    const first = await quickPerson(t, "Someone");
    const second = await quickPerson(t, "Other");
    const renamed = await patch(first, { nickname: "Creeper King" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ displayName: "Creeper King", handle: "creeperking" });
    expect(await (await patch(second, { nickname: "Créeper  King" })).json()).toMatchObject({
      handle: "creeperking1",
    });
    // Keeping one's own handle is not a collision.
    expect(await (await patch(first, { nickname: "creeper king" })).json()).toMatchObject({
      handle: "creeperking",
    });
    expect((await guest().request("/api/users/creeperking1")).status).toBe(200);
  });

  it("redirects an old profile address to the new handle until someone else takes it (D39)", async () => {
    const renamer = await quickPerson(t, "Old Name Olga");
    const { handle: oldHandle } = await me(renamer);
    await approvedBy(renamer);
    const { handle: newHandle } = await (await patch(renamer, { nickname: "New Name Nora" })).json();
    expect(newHandle).not.toBe(oldHandle);

    const api = await guest().request(`/api/users/${oldHandle}`);
    expect(api.status).toBe(301);
    expect(api.headers.get("location")).toBe(`/api/users/${newHandle}`);
    const list = await guest().request(`/api/users/${oldHandle}/checklists?perPage=5`);
    expect(list.headers.get("location")).toBe(`/api/users/${newHandle}/checklists?perPage=5`);
    const followed = await (await guest().follow(`/api/users/${oldHandle}`)).response.json();
    expect(followed).toMatchObject({ handle: newHandle, displayName: "New Name Nora", checklistCount: 1 });
    const page = await guest().request(`/users/${oldHandle}`);
    expect(page.status).toBe(301);
    expect(page.headers.get("location")).toBe(`/users/${newHandle}`);

    // Renamed twice: the first address still leads to the person.
    const { handle: third } = await (await patch(renamer, { nickname: "Third Name Tia" })).json();
    expect((await guest().request(`/api/users/${oldHandle}`)).headers.get("location")).toBe(
      `/api/users/${third}`,
    );
    // Someone else takes the old handle: it is theirs now, no redirect.
    const taker = await quickPerson(t, "Somebody");
    const taken = await (await patch(taker, { nickname: "Old Name Olga" })).json();
    expect(taken.handle).toBe(oldHandle);
    const now = await guest().request(`/api/users/${oldHandle}`);
    expect(now.status).toBe(200);
    expect((await now.json()).displayName).toBe("Old Name Olga");
    // A handle nobody ever had is still a plain 404.
    expect((await guest().request("/users/never-was-anyone")).status).toBe(404);
    expect((await guest().request("/api/users/never-was-anyone")).status).toBe(404);
  });

  it("gives two concurrent renames to the same name distinct handles", async () => {
    const people = await Promise.all([quickPerson(t, "A"), quickPerson(t, "B"), quickPerson(t, "C")]);
    const results = await Promise.all(people.map((who) => patch(who, { nickname: "Same Name" })));
    const handles = await Promise.all(results.map(async (r) => (await r.json()).handle));
    expect(new Set(handles).size).toBe(3);
    expect(handles.sort()).toEqual(["samename", "samename1", "samename2"]);
  });

  it.each([
    [{ nickname: "   " }, "Please enter a nickname."],
    [{ nickname: "\u200b\u202e\u3164" }, "nickname: Please enter a nickname."],
    [{ nickname: "x".repeat(25) }, "Error! Nickname is too long (max length: 24 symbols)"],
    [{ nickname: "x".repeat(201) }, "Error! Nickname is too long (max length: 24 symbols)"],
    [{ avatarUrl: `https://example.com/${"a".repeat(4096)}` }, "https://"],
    [{ avatarUrl: "http://example.com/a.png" }, "https://"],
    [{ avatarUrl: "javascript:alert(1)" }, "https://"],
    [{ avatarUrl: "data:image/png;base64,AAAA" }, "https://"],
    [{ avatarUrl: "not a url" }, "https://"],
    [{ avatarUrl: `https://example.com/${"a".repeat(2048)}` }, "2,048"],
    [{}, "Send nickname, avatarUrl or language."],
  ])("refuses %j with 422 and changes nothing", async (body, message) => {
    const who = await quickPerson(t, "Valid Name");
    const before = await me(who);
    const response = await patch(who, body);
    expect(response.status).toBe(422);
    const { error } = await response.json();
    // The field's path (where the rule names one) and the rule's words.
    expect([error.field, error.message].filter(Boolean).join(": ")).toContain(message);
    expect(await me(who)).toEqual(before);
  });

  it("accepts exactly 24 characters and an https avatar", async () => {
    const who = await quickPerson(t, "Short");
    expect((await patch(who, { nickname: "n".repeat(24) })).status).toBe(200);
    const avatar = await patch(who, { avatarUrl: "  https://images.example.com/me.png " });
    expect(await avatar.json()).toMatchObject({ avatarUrl: "https://images.example.com/me.png" });
  });

  it("refuses guests", async () => {
    expect((await patch(guest(), { nickname: "x" })).status).toBe(401);
    expect((await guest().request("/api/me", { method: "DELETE" })).status).toBe(401);
  });

  it("deletes an account: likes adjusted, checklists kept and credited by name, session ended (D20)", async () => {
    const author = await quickPerson(t, "Leaving Author");
    const fan = await quickPerson(t, "Leaving Fan");
    const kept = await approvedBy(author);
    const other = await approvedBy(await quickPerson(t, "Stayer"));
    await fan.request(`/api/checklists/${other}/like`, { method: "PUT" });
    await author.request(`/api/checklists/${other}/like`, { method: "PUT" });
    expect((await (await guest().request(`/api/checklists/${other}`)).json()).likes).toBe(2);
    const authorId = (await me(author)).id;
    const response = await author.request("/api/me", { method: "DELETE" });
    expect(response.status).toBe(204);
    expect((await author.request("/api/me")).status).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, authorId))).toEqual([]);
    expect((await (await guest().request(`/api/checklists/${other}`)).json()).likes).toBe(1);
    const orphan = await (await guest().request(`/api/checklists/${kept}`)).json();
    expect(orphan).toMatchObject({ authorId: null, authorName: "Leaving Author", authorHandle: null });
  });
});
