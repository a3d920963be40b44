import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { storedState } from "#server/test-support/stored-state.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from "#shared/contracts/messages.ts";

describe.each(testEngines())("D32: the author–moderator conversation on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let other: BrowserClient;
  let moderator: BrowserClient;

  const create = async () =>
    (await (await author.request("/api/checklists", { method: "POST", json: checklistInput() })).json()) as {
      id: string;
    };
  const post = (who: BrowserClient, id: string, body: unknown) =>
    who.request(`/api/checklists/${id}/messages`, { method: "POST", json: body });
  const read = async (who: BrowserClient, id: string) =>
    who.request(`/api/checklists/${id}/messages?perPage=50`);
  const queueItem = async (id: string) =>
    (
      (await (await moderator.request("/api/moderation/queue?perPage=50")).json()).items as {
        id: string;
        authorReplied: boolean;
      }[]
    ).find((item) => item.id === id);

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    author = await quickPerson(t, "Writer");
    other = await quickPerson(t, "Bystander");
    moderator = await signedIn(t.url, "Moderator", "moderator");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("author and moderators write and read, oldest first, with writer, role and time", async () => {
    const { id } = await create();
    expect((await post(author, id, { body: "  Is the title fine?  " })).status).toBe(201);
    const reply = await post(moderator, id, { body: "Yes. Add a step about torches." });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ role: "moderator", body: "Yes. Add a step about torches." });
    for (const reader of [author, moderator]) {
      const page = await (await read(reader, id)).json();
      expect(page.total).toBe(2);
      expect(page.items.map((m: { body: string; role: string }) => [m.role, m.body])).toEqual([
        ["author", "Is the title fine?"],
        ["moderator", "Yes. Add a step about torches."],
      ]);
      expect(page.items[0].writerName).toBe("Writer");
      expect(Number.isNaN(Date.parse(page.items[0].createdAt))).toBe(false);
    }
  });

  it("is not there for anyone else: 404 to other members and guests, 401 to write as a guest", async () => {
    const { id } = await create();
    await post(author, id, { body: "Private note to the moderators" });
    const before = await storedState(t.database.db);
    expect((await read(other, id)).status).toBe(404);
    expect((await read(new BrowserClient(t.url), id)).status).toBe(404);
    expect((await post(other, id, { body: "Let me in" })).status).toBe(404);
    expect((await post(new BrowserClient(t.url), id, { body: "Let me in" })).status).toBe(401);
    expect(await storedState(t.database.db)).toEqual(before);
  });

  it("refuses an empty or too long message with a clear error, writing nothing", async () => {
    const { id } = await create();
    const before = await storedState(t.database.db);
    for (const [body, message] of [
      ["   ", MESSAGE_REQUIRED],
      ["\u200b\u2066\u2069\ufeff", `body: ${MESSAGE_REQUIRED}`],
      ["x".repeat(1001), MESSAGE_TOO_LONG],
    ]) {
      const refused = await post(author, id, { body });
      expect(refused.status).toBe(422);
      const { error } = await refused.json();
      // The field's path and the rule's words.
      expect([error.field, error.message].filter(Boolean).join(": ")).toContain(message);
    }
    expect((await post(author, id, { body: "x".repeat(1000) })).status).toBe(201);
    expect((await post(author, id, { body: "hi", extra: true })).status).toBe(422);
    expect((await storedState(t.database.db)).checklist_messages).not.toEqual(before.checklist_messages);
  });

  it("a rejection posts its reason; the queue marks a checklist whose author replied since", async () => {
    const { id } = await create();
    expect(
      (
        await moderator.request(`/api/moderation/checklists/${id}/reject`, {
          method: "POST",
          json: { reason: "Too short." },
        })
      ).status,
    ).toBe(200);
    const after = await (await read(author, id)).json();
    expect(after.items.map((m: { role: string; body: string }) => [m.role, m.body])).toEqual([
      ["moderator", "Rejected: Too short."],
    ]);
    // Resubmitted by an edit, it is back in the queue; the author's reply is marked.
    const edited = await author.request(`/api/checklists/${id}`, { method: "PATCH", json: checklistInput() });
    expect(edited.status).toBe(200);
    expect((await queueItem(id))?.authorReplied).toBe(false);
    await post(author, id, { body: "Added three steps." });
    expect((await queueItem(id))?.authorReplied).toBe(true);
    await post(moderator, id, { body: "Thanks, looking." });
    expect((await queueItem(id))?.authorReplied).toBe(false);
  });
});
