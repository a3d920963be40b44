import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { checklists } from "#server/db/schema/index.ts";
import { approvedChecklist } from "#server/test-support/approved-checklist.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { COLLECTION_LIMITS, COLLECTION_MESSAGES, HIDDEN_ENTRY_REASONS } from "#shared/collections.ts";

interface Summary {
  id: string;
  name: string;
  visibility: string;
  isDefault: boolean;
  entryCount: number;
  contains?: boolean;
}

describe.each(testEngines())("D68: collections on %s", (engine) => {
  let t: TestApp;
  let owner: BrowserClient;
  let other: BrowserClient;
  let guest: BrowserClient;
  let ownerHandle: string;

  const call = (who: BrowserClient, method: string, path: string, json?: unknown) =>
    who.request(path, { method, json });
  const make = async (who: BrowserClient, json: unknown) => {
    const response = await call(who, "POST", "/api/me/collections", json);
    expect(response.status).toBe(201);
    return (await response.json()) as Summary;
  };
  const refusal = async (response: Response) => {
    expect(response.status).toBe(422);
    return (await response.json()).error as { code: string; field: string; message: string };
  };

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
    owner = await quickPerson(t, "Cora Collector");
    other = await quickPerson(t, "Otto Other");
    guest = new BrowserClient(t.url);
    ownerHandle = (await (await owner.request("/api/me")).json()).handle;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives everyone 'Saved' first, makes named collections and refuses bad input naming the field", async () => {
    const before = (await (await owner.request("/api/me/collections")).json()).items as Summary[];
    expect(before.map((c) => [c.name, c.isDefault])).toEqual([["Saved", true]]);
    const made = await make(owner, { name: "  Redstone  ", description: "Farms", visibility: "public" });
    expect(made).toMatchObject({ name: "Redstone", visibility: "public", isDefault: false, entryCount: 0 });
    const after = (await (await owner.request("/api/me/collections")).json()).items as Summary[];
    expect(after.map((c) => c.name)).toEqual(["Saved", "Redstone"]);

    for (const [body, field, message] of [
      [{ name: "" }, "name", COLLECTION_MESSAGES.nameRequired],
      [{ name: "   " }, "name", COLLECTION_MESSAGES.nameRequired],
      [{ name: "x".repeat(COLLECTION_LIMITS.name + 1) }, "name", COLLECTION_MESSAGES.nameTooLong],
      [
        { name: "Fine", description: "d".repeat(COLLECTION_LIMITS.description + 1) },
        "description",
        COLLECTION_MESSAGES.descriptionTooLong,
      ],
    ] as const) {
      expect(await refusal(await call(owner, "POST", "/api/me/collections", body))).toMatchObject({
        code: "validation_failed",
        field,
        message,
      });
    }
    const unknown = await refusal(
      await call(owner, "POST", "/api/me/collections", { name: "A", visibility: "friends" }),
    );
    expect(unknown).toMatchObject({ code: "validation_failed", field: "visibility" });
    const patched = await refusal(
      await call(owner, "PATCH", `/api/collections/${made.id}`, { visibility: "open" }),
    );
    expect(patched.field).toBe("visibility");
    expect(
      await refusal(await call(owner, "PATCH", `/api/collections/${made.id}`, { name: "" })),
    ).toMatchObject({
      field: "name",
    });
    // At the limit (filled directly), the 101st is refused.
    const [{ id: ownerId } = { id: "" }] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from users where handle = ${ownerHandle}`),
    );
    const filler = await quickPerson(t, "Full Shelf");
    const fillerId = (await (await filler.request("/api/me")).json()).id as string;
    await t.database.db.execute(sql`insert into collections (owner_id, name)
      select ${fillerId}::uuid, 'Filler ' || g from generate_series(1, ${COLLECTION_LIMITS.collectionsPerPerson - 1}) g`);
    expect(await refusal(await call(filler, "POST", "/api/me/collections", { name: "One more" }))).toEqual({
      code: "validation_failed",
      field: "name",
      message: COLLECTION_MESSAGES.tooManyCollections,
    });
    const counted = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from collections where owner_id = ${fillerId}`,
      ),
    );
    expect(counted[0]?.n).toBe(COLLECTION_LIMITS.collectionsPerPerson);
    expect(ownerId).not.toBe("");
  });

  it("adds checklists the person may read, refuses others' hidden ones (404) and the 501st entry (422)", async () => {
    const author = await quickPerson(t, "Guide Writer");
    const guide = await approvedChecklist(t, author);
    const pending = await (
      await author.request("/api/checklists", { method: "POST", json: checklistInput() })
    ).json();
    const shelf = await make(owner, { name: "Shelf" });
    const put = (address: string) => call(owner, "PUT", `/api/collections/${shelf.id}/checklists/${address}`);
    expect(await (await put(guide.id)).json()).toEqual({ contains: true, entryCount: 1 });
    expect(await (await put(guide.id)).json()).toEqual({ contains: true, entryCount: 1 });
    const hidden = await put(pending.id);
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).error.code).toBe("checklist_missing");
    expect((await put("no-such-guide")).status).toBe(404);
    // Nobody else writes into it, nor learns it exists.
    const intruder = await call(other, "PUT", `/api/collections/${shelf.id}/checklists/${guide.id}`);
    expect(intruder.status).toBe(404);
    expect((await intruder.json()).error.code).toBe("collection_missing");
    expect((await call(other, "PATCH", `/api/collections/${shelf.id}`, { name: "Mine" })).status).toBe(404);
    expect((await call(other, "DELETE", `/api/collections/${shelf.id}`)).status).toBe(404);

    const ids = Array.from({ length: COLLECTION_LIMITS.entriesPerCollection }, (_, i) => `filler-guide-${i}`);
    await t.database.db.execute(sql`insert into checklists (id, custom_id, title, description, supported_since, author_name, status, is_approved)
      select 'filler-guide-' || g, 'filler-guide-' || g, 'Filler', 'Filler', '1.20', 'Filler', 'approved', true
      from generate_series(0, ${ids.length - 1}) g`);
    await t.database.db.execute(sql`insert into collection_entries (collection_id, checklist_id)
      select ${shelf.id}::uuid, 'filler-guide-' || g from generate_series(1, ${ids.length - 2}) g`);
    expect((await put("filler-guide-0")).status).toBe(200);
    expect(await refusal(await put(`filler-guide-${ids.length - 1}`))).toEqual({
      code: "validation_failed",
      field: "address",
      message: COLLECTION_MESSAGES.tooManyEntries,
    });
    // Removing one makes room again.
    expect((await call(owner, "DELETE", `/api/collections/${shelf.id}/checklists/${guide.id}`)).status).toBe(
      200,
    );
    expect((await put(`filler-guide-${ids.length - 1}`)).status).toBe(200);
  });

  it("keeps a private collection its owner's alone, and shows a link one to a guest with its address", async () => {
    const author = await quickPerson(t, "Linked Author");
    const guide = await approvedChecklist(t, author);
    const secret = await make(owner, { name: "Secret stash" });
    await call(owner, "PUT", `/api/collections/${secret.id}/checklists/${guide.id}`);
    for (const reader of [other, guest]) {
      const response = await reader.request(`/api/collections/${secret.id}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("collection_missing");
      expect((await call(reader, "PUT", `/api/collections/${secret.id}/follow`)).status).toBe(
        reader === guest ? 401 : 404,
      );
    }
    const mine = await (await owner.request(`/api/collections/${secret.id}`)).json();
    expect(mine).toMatchObject({ name: "Secret stash", mine: true, entryCount: 1 });
    const profile = await (await guest.request(`/api/users/${ownerHandle}/collections`)).json();
    expect(profile.items.map((c: Summary) => c.name)).not.toContain("Secret stash");

    await call(owner, "PATCH", `/api/collections/${secret.id}`, { visibility: "link" });
    const read = await (await guest.request(`/api/collections/${secret.id}`)).json();
    expect(read).toMatchObject({ name: "Secret stash", mine: false, following: false, visibility: "link" });
    expect(read.entries.map((e: { checklist: { id: string } }) => e.checklist.id)).toEqual([guide.id]);
    // Still not listed on the profile: only public ones are.
    const listed = await (await guest.request(`/api/users/${ownerHandle}/collections`)).json();
    expect(listed.items.map((c: Summary) => c.name)).not.toContain("Secret stash");
    await call(owner, "PATCH", `/api/collections/${secret.id}`, { visibility: "public" });
    const shown = await (await guest.request(`/api/users/${ownerHandle}/collections`)).json();
    expect(shown.items.map((c: Summary) => c.name)).toContain("Secret stash");
    // A made-up id, a malformed one: missing alike.
    expect((await guest.request("/api/collections/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await guest.request("/api/collections/not-an-id")).status).toBe(404);
  });

  it("hides a checklist rejected since from others, and tells its owner why", async () => {
    const author = await quickPerson(t, "Fallen Author");
    const guide = await approvedChecklist(t, author);
    const keeper = await make(owner, { name: "Keepers", visibility: "public" });
    await call(owner, "PUT", `/api/collections/${keeper.id}/checklists/${guide.id}`);
    await t.database.db.update(checklists).set({ status: "rejected" }).where(eq(checklists.id, guide.id));
    const theirs = await (await other.request(`/api/collections/${keeper.id}`)).json();
    expect(theirs.entries).toEqual([]);
    expect(theirs.entryCount).toBe(0);
    const listed = await (await guest.request(`/api/users/${ownerHandle}/collections`)).json();
    expect(listed.items.find((c: Summary) => c.id === keeper.id)?.entryCount).toBe(0);
    const ownView = await (await owner.request(`/api/collections/${keeper.id}`)).json();
    expect(ownView.entries).toHaveLength(1);
    expect(ownView.entries[0].hiddenReason).toBe(HIDDEN_ENTRY_REASONS.rejected);
    // Its owner may still take it out.
    const removed = await call(owner, "DELETE", `/api/collections/${keeper.id}/checklists/${guide.id}`);
    expect(await removed.json()).toEqual({ contains: false, entryCount: 0 });
  });

  it("keeps 'Save' and 'Saved' working as the default collection, which cannot be deleted", async () => {
    const author = await quickPerson(t, "Saved Author");
    const guide = await approvedChecklist(t, author);
    const saver = await quickPerson(t, "Sam Saver");
    expect(await (await call(saver, "PUT", `/api/checklists/${guide.id}/save`)).json()).toEqual({
      saved: true,
    });
    const list = (await (await saver.request(`/api/me/collections?checklist=${guide.id}`)).json())
      .items as Summary[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: "Saved", isDefault: true, entryCount: 1, contains: true });
    const saved = await (await saver.request("/api/me/saved")).json();
    expect(saved.items.map((c: { id: string }) => c.id)).toEqual([guide.id]);
    expect((await (await saver.request(`/api/checklists/${guide.id}`)).json()).saved).toBe(true);
    const kept = await call(saver, "DELETE", `/api/collections/${list[0]?.id}`);
    expect(kept.status).toBe(409);
    expect((await kept.json()).error.code).toBe("collection_is_default");
    expect(await (await call(saver, "DELETE", `/api/checklists/${guide.id}/save`)).json()).toEqual({
      saved: false,
    });
    expect((await (await saver.request("/api/me/saved")).json()).total).toBe(0);
  });

  it("follows someone else's collection, lists it for the follower, and forgets it once made private", async () => {
    const shared = await make(owner, { name: "Followed shelf", visibility: "link" });
    expect(await (await call(other, "PUT", `/api/collections/${shared.id}/follow`)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    expect((await (await other.request(`/api/collections/${shared.id}`)).json()).following).toBe(true);
    const own = await refusal(await call(owner, "PUT", `/api/collections/${shared.id}/follow`));
    expect(own).toMatchObject({ field: "collectionId", message: COLLECTION_MESSAGES.ownCollection });
    const followed = await (await other.request("/api/me/followed-collections")).json();
    expect(followed.items.map((c: Summary) => c.name)).toEqual(["Followed shelf"]);
    await call(owner, "PATCH", `/api/collections/${shared.id}`, { visibility: "private" });
    expect((await (await other.request("/api/me/followed-collections")).json()).items).toEqual([]);
    expect((await call(other, "DELETE", `/api/collections/${shared.id}/follow`)).status).toBe(200);
    expect((await call(owner, "DELETE", `/api/collections/${shared.id}`)).status).toBe(204);
    expect((await owner.request(`/api/collections/${shared.id}`)).status).toBe(404);
  });

  it("shows a private collection on no channel but its owner's: API, page, image, profile", async () => {
    const hidden = await make(owner, { name: "Quiet corner", description: "Not for you" });
    const page = (who: BrowserClient) =>
      who.request(`/collections/${hidden.id}`, { headers: { accept: "text/html" } });
    const image = () => fetch(`${t.url}/collections/${hidden.id}/preview.png`);
    for (const reader of [other, guest]) {
      expect((await reader.request(`/api/collections/${hidden.id}`)).status).toBe(404);
      const answer = await page(reader);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain("Quiet corner");
      const listed = await (await reader.request(`/api/users/${ownerHandle}/collections`)).json();
      expect(JSON.stringify(listed)).not.toContain("Quiet corner");
    }
    // Its owner reads its page, without an image: shared caches keep images, so none is made.
    const own = await page(owner);
    expect(own.status).toBe(200);
    const ownHtml = await own.text();
    expect(ownHtml).toContain("Quiet corner");
    expect(ownHtml).not.toContain("/preview.png");
    expect((await image()).status).toBe(404);

    // Shared by link: the page has its own preview tags and its image is drawn, for a guest too.
    await call(owner, "PATCH", `/api/collections/${hidden.id}`, { visibility: "link" });
    const shared = await page(guest);
    expect(shared.status).toBe(200);
    const html = await shared.text();
    expect(html).toContain(
      '<meta property="og:title" content="Quiet corner · a collection by Cora Collector',
    );
    const imageUrl =
      /<meta property="og:image" content="[^"]*?(\/collections\/[^"]+\/preview\.png\?v=[\w-]+)"/.exec(
        html,
      )?.[1];
    expect(imageUrl).toContain(`/collections/${hidden.id}/preview.png`);
    const png = await fetch(`${t.url}${imageUrl?.replaceAll("&amp;", "&")}`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    // Private again: closed on every channel at once.
    await call(owner, "PATCH", `/api/collections/${hidden.id}`, { visibility: "private" });
    expect((await page(guest)).status).toBe(404);
    expect((await image()).status).toBe(404);
    expect((await guest.request(`/api/collections/${hidden.id}`)).status).toBe(404);
  });
});
