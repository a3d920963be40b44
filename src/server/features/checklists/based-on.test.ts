import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklists } from "#server/db/schema/index.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { Checklist } from "#shared/contracts/checklists.ts";
import { CHECKLIST_FIELD_MESSAGES } from "#shared/rules/checklist-fields.ts";

// D52 'Use as template': a copy names its approved source, is moderated as new, and shows
// 'Based on' only while the reader may read the source.
describe.each(testEngines())("D52 use as template on %s", (engine) => {
  let t: TestApp;
  let alice: BrowserClient;
  let bob: BrowserClient;
  let moderator: BrowserClient;
  let aliceHandle: string;
  let source: Checklist;

  const guestRead = async (id: string): Promise<Checklist> => {
    const response = await fetch(`${t.url}/api/checklists/${id}`);
    expect(response.status).toBe(200);
    return response.json();
  };
  const read = async (who: BrowserClient, id: string): Promise<Checklist> => {
    const response = await who.request(`/api/checklists/${id}`);
    expect(response.status).toBe(200);
    return response.json();
  };
  const create = (who: BrowserClient, body: unknown) =>
    who.request("/api/checklists", { method: "POST", json: body });
  const created = async (who: BrowserClient, body: unknown): Promise<Checklist> => {
    const response = await create(who, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return response.json();
  };
  const approve = async (id: string) =>
    expect(
      (await moderator.request(`/api/moderation/checklists/${id}/approve`, { method: "POST" })).status,
    ).toBe(200);
  const setStatus = (id: string, status: "approved" | "rejected" | "under_review") =>
    t.database.db.update(checklists).set({ status }).where(eq(checklists.id, id));
  const countRows = async () =>
    Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(checklists))[0]?.n);

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    [alice, bob, moderator] = await Promise.all([
      signedIn(t.url, "Tess Template"),
      signedIn(t.url, "Cody Copier"),
      signedIn(t.url, "Mona Moderator", "moderator"),
    ]);
    aliceHandle = (await (await alice.request("/api/me")).json()).handle;
    source = await created(alice, checklistInput({ title: "Starter base" }));
    await approve(source.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("creates the copy under review, moderated as new, naming its source", async () => {
    const copy = await created(bob, checklistInput({ title: "My starter base", basedOn: source.id }));
    expect(copy.status).toBe("under_review");
    expect(copy.isApproved).toBe(false);
    const expected = {
      id: source.id,
      customId: source.customId,
      title: "Starter base",
      authorName: "Tess Template",
      authorHandle: aliceHandle,
      authorCustomId: aliceHandle,
    };
    expect(copy.basedOn).toEqual(expected);
    // Hidden from others until a moderator approves it, like any new checklist (D11).
    expect((await fetch(`${t.url}/api/checklists/${copy.id}`)).status).toBe(404);
    const queue = await (await moderator.request("/api/moderation/queue")).json();
    expect(JSON.stringify(queue)).toContain(copy.id);
    await approve(copy.id);
    expect((await guestRead(copy.id)).basedOn).toEqual(expected);
    // A checklist not made from a template has none.
    expect((await guestRead(source.id)).basedOn).toBeNull();
  });

  it.each([
    ["a source that does not exist", "missing"],
    ["an id too long to name any", "too long"],
    ["its own author's source under review", "pending"],
    ["a rejected source", "rejected"],
  ] as const)("refuses %s with a 422 on basedOn, storing nothing", async (_name, kind) => {
    let basedOn = kind === "missing" ? "no-such-checklist" : "x".repeat(41);
    if (kind === "pending" || kind === "rejected") {
      const other = await created(alice, checklistInput());
      if (kind === "rejected") await setStatus(other.id, "rejected");
      basedOn = other.id;
    }
    const before = await countRows();
    const response = await create(alice, checklistInput({ basedOn }));
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error).toMatchObject({
      code: "validation_failed",
      field: "basedOn",
      message: CHECKLIST_FIELD_MESSAGES.basedOnUnavailable,
    });
    expect(await countRows()).toBe(before);
  });

  it("refuses a source hidden from the caller with the same answer, naming nothing of it", async () => {
    const hidden = await created(alice, checklistInput({ title: "Secret plans" }));
    const before = await countRows();
    const response = await create(bob, checklistInput({ basedOn: hidden.id }));
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(JSON.parse(text).error).toMatchObject({
      field: "basedOn",
      message: CHECKLIST_FIELD_MESSAGES.basedOnUnavailable,
    });
    expect(text).not.toContain("Secret plans");
    expect(await countRows()).toBe(before);
  });

  it("keeps basedOn through an edit: PATCH cannot set or change it", async () => {
    const copy = await created(bob, checklistInput({ basedOn: source.id }));
    const other = await created(alice, checklistInput());
    await approve(other.id);
    const edit = checklistInput({ customId: copy.customId, title: "Edited copy" });
    const refused = await bob.request(`/api/checklists/${copy.id}`, {
      method: "PATCH",
      json: { ...edit, basedOn: other.id },
    });
    expect(refused.status).toBe(422);
    const edited = await bob.request(`/api/checklists/${copy.id}`, { method: "PATCH", json: edit });
    expect(edited.status).toBe(200);
    const after: Checklist = await edited.json();
    expect(after.title).toBe("Edited copy");
    expect(after.basedOn?.id).toBe(source.id);
  });

  it("reads basedOn as null while the source is hidden from the reader, and once it is deleted", async () => {
    const from = await created(alice, checklistInput({ title: "Soon hidden" }));
    await approve(from.id);
    const copy = await created(bob, checklistInput({ basedOn: from.id }));
    await approve(copy.id);
    expect((await guestRead(copy.id)).basedOn?.title).toBe("Soon hidden");

    await setStatus(from.id, "under_review");
    const guestView = await fetch(`${t.url}/api/checklists/${copy.id}`);
    const guestText = await guestView.text();
    expect(JSON.parse(guestText).basedOn).toBeNull();
    expect(guestText).not.toContain("Soon hidden");
    expect((await read(bob, copy.id)).basedOn).toBeNull();
    // Its author and moderators may still read it, so they still see where the copy came from.
    expect((await read(alice, copy.id)).basedOn?.title).toBe("Soon hidden");
    expect((await read(moderator, copy.id)).basedOn?.title).toBe("Soon hidden");

    await setStatus(from.id, "approved");
    expect((await alice.request(`/api/checklists/${from.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await guestRead(copy.id)).basedOn).toBeNull();
    const [row] = await t.database.db
      .select({ basedOn: checklists.basedOn })
      .from(checklists)
      .where(eq(checklists.id, copy.id));
    expect(row).toEqual({ basedOn: null });
  });
});
