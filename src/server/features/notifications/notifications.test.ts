import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "#server/db/schema/index.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { approve } from "../moderation/service.ts";
import { NOTIFICATIONS_KEPT } from "./write.ts";

interface Page {
  items: { id: string; kind: string; text: string; link: string; read: boolean; checklistTitle: string }[];
  unread: number;
  total: number;
}

const LIMITS = JSON.stringify({
  ...JSON.parse(RELAXED_RATE_LIMITS),
  interactPerUser: { max: 100_000, windowSeconds: 60 },
});

describe.each(testEngines())("D33: notifications on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let moderator: BrowserClient;
  let player: BrowserClient;
  let other: BrowserClient;

  const inbox = async (who: BrowserClient): Promise<Page> =>
    (await who.request("/api/me/notifications?perPage=50")).json();
  const create = async (title: string, steps = ["One", "Two", "Three"]) =>
    (await (
      await author.request("/api/checklists", {
        method: "POST",
        json: checklistInput({
          title,
          customId: title.toLowerCase().replace(/\W+/g, "-"),
          steps: steps.map((s) => ({ title: s })),
        }),
      })
    ).json()) as { id: string; steps: { id: string; title: string }[] };
  const decide = (id: string, verb: "approve" | "reject", reason?: string) =>
    moderator.request(`/api/moderation/checklists/${id}/${verb}`, {
      method: "POST",
      json: reason ? { reason } : undefined,
    });

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: LIMITS });
    author = await quickPerson(t, "Notified Author");
    player = await quickPerson(t, "Notified Player");
    other = await quickPerson(t, "Someone Else");
    moderator = await signedIn(t.url, "Notifying Moderator", "moderator");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("tells the author of an approval and a rejection with its reason, newest first; read marks them", async () => {
    const first = await create("Wheat farm");
    const second = await create("Sugar cane farm");
    expect((await decide(first.id, "approve")).status).toBe(200);
    expect((await decide(second.id, "reject", "Add a picture of the layout.")).status).toBe(200);
    const page = await inbox(author);
    expect(page.unread).toBe(2);
    expect(page.items.map((n) => [n.kind, n.text, n.link, n.read])).toEqual([
      [
        "rejected",
        "“Sugar cane farm” was rejected: Add a picture of the layout.",
        `/checklist/${second.id}`,
        false,
      ],
      ["approved", "“Wheat farm” was approved and is now public.", `/checklist/${first.id}`, false],
    ]);
    // Someone else's ids change nothing; the author's own do.
    expect(
      await (
        await other.request("/api/me/notifications/read", {
          method: "POST",
          json: { ids: page.items.map((n) => n.id) },
        })
      ).json(),
    ).toEqual({ unread: 0 });
    expect((await inbox(author)).unread).toBe(2);
    const [newest] = page.items;
    expect(
      await (
        await author.request("/api/me/notifications/read", { method: "POST", json: { ids: [newest?.id] } })
      ).json(),
    ).toEqual({ unread: 1 });
    expect(
      await (await author.request("/api/me/notifications/read", { method: "POST", json: {} })).json(),
    ).toEqual({ unread: 0 });
    expect((await inbox(author)).items.every((n) => n.read)).toBe(true);
    expect((await inbox(other)).total).toBe(0);
  });

  it("a moderator's message goes to the author; the author's reply to the moderators", async () => {
    const { id } = await create("Iron farm");
    await author.request("/api/me/notifications/read", { method: "POST", json: {} });
    await moderator.request(`/api/checklists/${id}/messages`, {
      method: "POST",
      json: { body: "Which version?" },
    });
    expect((await inbox(author)).items[0]).toMatchObject({
      kind: "message",
      text: "A moderator wrote about “Iron farm”: Which version?",
      link: `/checklist/${id}`,
    });
    await author.request(`/api/checklists/${id}/messages`, { method: "POST", json: { body: "1.21, Java." } });
    expect((await inbox(moderator)).items[0]).toMatchObject({
      kind: "reply",
      text: "Notified Author replied about “Iron farm”: 1.21, Java.",
      link: `/moderation/checklists/${id}`,
    });
  });

  it("an approved edit tells each player how many of their ticks went with removed steps", async () => {
    const created = await create("Mob farm", ["Find a spawner", "Dig the room", "Add water"]);
    await decide(created.id, "approve");
    const [find, dig, water] = created.steps;
    await player.request(`/api/checklists/${created.id}/membership`, { method: "PUT" });
    await other.request(`/api/checklists/${created.id}/membership`, { method: "PUT" });
    for (const step of [find, dig])
      await player.request(`/api/checklists/${created.id}/steps/${step?.id}/done`, { method: "PUT" });
    await other.request(`/api/checklists/${created.id}/steps/${water?.id}/done`, { method: "PUT" });
    const edit = checklistInput({
      title: "Mob farm v2",
      customId: "mob-farm",
      steps: [{ id: water?.id, title: "Add water" }, { title: "Add hoppers" }],
    });
    expect(
      (await author.request(`/api/checklists/${created.id}`, { method: "PATCH", json: edit })).status,
    ).toBe(200);
    expect((await decide(created.id, "approve")).status).toBe(200);
    expect((await inbox(player)).items[0]?.text).toBe(
      "“Mob farm v2”, which you play, was updated by its author: 2 of your ticks were dropped with the removed steps.",
    );
    expect((await inbox(other)).items[0]?.text).toBe(
      "“Mob farm v2”, which you play, was updated by its author. Your ticks were kept.",
    );
    expect((await inbox(author)).items[0]?.kind).toBe("edit_approved");
  });

  it("is written in the event's transaction: an approval rolled back leaves no notification", async () => {
    const { id } = await create("Rolled back farm");
    const me = await (await moderator.request("/api/me")).json();
    const moderatorUser = { ...me, role: "admin" } as SessionUser;
    const before = (await t.database.db.select().from(notifications)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await approve(tx as unknown as typeof t.database.db, moderatorUser, id);
        expect((await tx.select().from(notifications)).length).toBe(before + 1);
        throw new Error("the request failed after the approval");
      }),
    ).rejects.toThrow("the request failed after the approval");
    expect((await t.database.db.select().from(notifications)).length).toBe(before);
    expect((await (await author.request(`/api/checklists/${id}`)).json()).status).toBe("under_review");
  });

  it("refuses bad ids with a clear error", async () => {
    const refused = await author.request("/api/me/notifications/read", {
      method: "POST",
      json: { ids: ["x"] },
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.message).toContain("Notification ids are numbers.");
  });

  it("keeps each person's newest notifications only: a new one forgets those beyond the limit", async () => {
    const me = await (await author.request("/api/me")).json();
    const otherMe = await (await other.request("/api/me")).json();
    const old = (userId: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        userId,
        kind: "approved" as const,
        checklistTitle: "Old",
        text: `Old ${i}`,
        link: "/",
      }));
    await t.database.db.delete(notifications);
    await t.database.db.insert(notifications).values(old(me.id, NOTIFICATIONS_KEPT + 30));
    await t.database.db.insert(notifications).values(old(otherMe.id, NOTIFICATIONS_KEPT + 5));
    const checklist = await create("Bounded inbox");
    expect((await decide(checklist.id, "approve")).status).toBeLessThan(300);

    const page = await inbox(author);
    expect(page.total).toBe(NOTIFICATIONS_KEPT);
    expect(page.items[0]?.text).toContain("Bounded inbox");
    const texts = (await t.database.db.select().from(notifications)).filter((n) => n.userId === me.id);
    expect(texts.map((n) => n.text)).not.toContain("Old 30");
    expect(texts.map((n) => n.text)).toContain("Old 31");
    // Nobody else's notifications are touched by this write.
    expect((await inbox(other)).total).toBe(NOTIFICATIONS_KEPT + 5);
  });
});
