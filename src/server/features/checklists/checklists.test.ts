import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { checklistSteps, checklists } from "#server/db/schema/index.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { BrowserClient as Guest } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { LIMITS } from "#shared/limits.ts";

describe.each(testEngines("races"))("checklists: create, read, edit, delete on %s", (engine) => {
  let t: TestApp;
  let alice: BrowserClient;
  let bob: BrowserClient;
  let moderator: BrowserClient;
  let guest: Guest;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    [alice, bob, moderator] = await Promise.all([
      signedIn(t.url, "Alice Author"),
      signedIn(t.url, "Bob Other"),
      signedIn(t.url, "Moderator", "moderator"),
    ]);
    guest = new Guest(t.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (who: BrowserClient, body: unknown) =>
    who.request("/api/checklists", { method: "POST", json: body });
  const countRows = async () =>
    Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(checklists))[0]?.n);

  /** Through the moderator's real approval (not by SQL), so the test walks the product's flow. */
  async function approve(id: string) {
    const approval = await moderator.request(`/api/moderation/checklists/${id}/approve`, { method: "POST" });
    expect(approval.status).toBe(200);
  }

  it("creates under review, credited to the session, sanitizing the id", async () => {
    const response = await create(alice, checklistInput({ customId: "  My Iron Farm!! 2 " }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      id: "my-iron-farm-2",
      customId: "my-iron-farm-2",
      status: "under_review",
      isApproved: false,
      authorName: "Alice Author",
      authorHandle: "aliceauthor",
      likes: 0,
      stepCount: 2,
      rejectionReason: null,
      pendingRevision: null,
    });
    expect(body.steps).toHaveLength(2);
    expect(body.steps[0]).toMatchObject({
      title: "Get iron tools",
      description: "Mine iron ore and smelt it.",
    });
    expect(body.steps[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses status, likes and author fields sent by the client", async () => {
    const response = await create(alice, {
      ...checklistInput(),
      status: "approved",
      likes: 1000,
      authorId: "x",
    });
    expect(response.status).toBe(422);
  });

  it("refuses a guest with 401 and stores nothing", async () => {
    const before = await countRows();
    const response = await create(guest, checklistInput());
    expect(response.status).toBe(401);
    expect(await countRows()).toBe(before);
  });

  it.each([
    ["an empty id", { customId: "  !!  " }, "Checklist ID is required."],
    ["an id that sanitises to nothing", { customId: "\u200bü!?日本" }, "customId: Checklist ID is required."],
    [
      "a new checklist's step with an id",
      { steps: [{ id: "6f1c1b7e-0000-4000-8000-000000000000", title: "x", description: "" }] },
      "steps.0",
    ],
    ["a repeated category", { categories: [1, 1] }, "categories: Each category can be chosen once."],
    ["a long id", { customId: "a".repeat(41) }, "Max ID length: 40"],
    ["a reserved id", { customId: "featured" }, "This ID is already taken."],
    ["no title", { title: "   " }, "Title is required."],
    ["an invisible title (zero-width)", { title: "\u200b\u200c\u200d\u2060" }, "title: Title is required."],
    ["an invisible title (bidi)", { title: "\u202e\u2066\u2069\u200f " }, "title: Title is required."],
    [
      "an invisible title (fillers)",
      { title: "\u3164\ufeff\u2800\u00ad\u0301" },
      "title: Title is required.",
    ],
    [
      "an invisible description",
      { description: "\u200b\u061c\u180e" },
      "description: Description is required.",
    ],
    ["a long title", { title: "t".repeat(LIMITS.checklistTitle + 1) }, "Title can be at most 60 characters."],
    ["no description", { description: "" }, "Description is required."],
    ["a long description", { description: "d".repeat(301) }, "Description can be at most 300 characters."],
    ["no steps", { steps: [] }, "Add at least 1 step."],
    ["a step without title", { steps: [{ title: " ", description: "" }] }, "Step title is required."],
    [
      "an invisible step title",
      { steps: [{ title: "\u200b\ufe0f", description: "" }] },
      "steps.0.title: Step title is required.",
    ],
    [
      "a long step title",
      { steps: [{ title: "s".repeat(61), description: "" }] },
      "Step title can be at most 60",
    ],
    ["a long step description", { steps: [{ title: "ok", description: "s".repeat(241) }] }, "at most 240"],
    ["4 categories", { categories: [0, 1, 2, 3] }, "Choose at most 3 categories."],
    ["an unknown category", { categories: [9] }, "Unknown category."],
    ["13 tags", { tags: Array.from({ length: 13 }, (_, i) => `tag${i}`) }, "Use at most 12 tags."],
    ["a long tag", { tags: ["t".repeat(31)] }, "A tag can be at most 30 characters."],
    ["an unknown version", { supportedSince: "1.99" as "1.20" }, "supportedSince"],
    ["an unknown difficulty", { difficulty: "Insane" as "Hard" }, "difficulty"],
  ])("refuses %s with 422 and stores nothing", async (_name, overrides, message) => {
    const before = await countRows();
    const response = await create(alice, checklistInput(overrides));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe("validation_failed");
    // The field's path (where the rule names one) and the rule's words.
    expect([body.error.field, body.error.message].filter(Boolean).join(": ")).toContain(message);
    expect(await countRows()).toBe(before);
  });

  it("accepts exactly the limits and normalizes tags", async () => {
    const response = await create(
      alice,
      checklistInput({
        title: "t".repeat(60),
        description: "d".repeat(300),
        tags: [" Redstone ", "", "FARM", "farm"],
        steps: [{ title: "s".repeat(60), description: "x".repeat(240) }],
      }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).tags).toEqual(["redstone", "farm"]);
  });

  it("stores text exactly as typed (D25)", async () => {
    const title = "<b>Farm</b> & 'tricks'";
    const response = await create(alice, checklistInput({ title }));
    expect((await response.json()).title).toBe(title);
  });

  it("refuses a taken id with 409 'This ID is already taken.'", async () => {
    const input = checklistInput({ customId: "taken-once" });
    expect((await create(alice, input)).status).toBe(201);
    const again = await create(bob, { ...input, customId: "Taken Once" });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({
      code: "id_taken",
      message: "This ID is already taken.",
      field: "customId",
    });
  });

  it("lets exactly one of two concurrent creates of the same id win", async () => {
    const input = checklistInput({ customId: "race-for-this-id" });
    const results = await Promise.all([create(alice, input), create(bob, input), create(alice, input)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(checklists).where(eq(checklists.id, "race-for-this-id"));
    expect(rows).toHaveLength(1);
  });

  it("answers id availability, sanitized", async () => {
    await create(alice, checklistInput({ customId: "avail-test" }));
    const taken = await (await guest.request("/api/checklist-ids/Avail%20Test")).json();
    expect(taken).toEqual({ id: "avail-test", available: false, problem: "This ID is already taken." });
    const free = await (await guest.request("/api/checklist-ids/brand-new-one")).json();
    expect(free).toEqual({ id: "brand-new-one", available: true, problem: null });
    const long = await (await guest.request(`/api/checklist-ids/${"x".repeat(41)}`)).json();
    expect(long).toMatchObject({ available: false, problem: "Max ID length: 40" });
    const own = await (await guest.request("/api/checklist-ids/avail-test?for=avail-test")).json();
    expect(own.available).toBe(true);
  });

  it("shows an under-review checklist to its author and moderators only (D11)", async () => {
    await create(alice, checklistInput({ customId: "secret-plan" }));
    expect((await alice.request("/api/checklists/secret-plan")).status).toBe(200);
    expect((await moderator.request("/api/checklists/secret-plan")).status).toBe(200);
    for (const who of [bob, guest]) {
      const response = await who.request("/api/checklists/secret-plan");
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe("Checklist not found");
    }
    const missing = await guest.request("/api/checklists/never-existed");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe("Checklist not found");
    await approve("secret-plan");
    expect((await guest.request("/api/checklists/secret-plan")).status).toBe(200);
  });

  it("hides a rejected checklist from others but shows its author the reason", async () => {
    await create(alice, checklistInput({ customId: "rejected-one" }));
    await t.database.db
      .update(checklists)
      .set({ status: "rejected", rejectionReason: "Too short" })
      .where(eq(checklists.id, "rejected-one"));
    expect((await bob.request("/api/checklists/rejected-one")).status).toBe(404);
    const own = await (await alice.request("/api/checklists/rejected-one")).json();
    expect(own).toMatchObject({ status: "rejected", rejectionReason: "Too short" });
  });

  it("edits an under-review or rejected checklist in place and puts it back under review (D12)", async () => {
    const created = await (await create(alice, checklistInput({ customId: "in-place" }))).json();
    await t.database.db
      .update(checklists)
      .set({ status: "rejected", rejectionReason: "Needs more steps" })
      .where(eq(checklists.id, "in-place"));
    const [first, second] = created.steps;
    const response = await alice.request("/api/checklists/in-place", {
      method: "PATCH",
      json: checklistInput({
        customId: "In Place Renamed",
        title: "Renamed",
        steps: [
          { id: second.id, title: "Second moved first", description: "" },
          { title: "A new step", description: "new" },
          { id: first.id, title: first.title, description: first.description },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const edited = await response.json();
    expect(edited).toMatchObject({
      id: "in-place",
      customId: "in-place-renamed",
      title: "Renamed",
      status: "under_review",
      rejectionReason: null,
      isApproved: false,
      stepCount: 3,
    });
    expect(edited.steps.map((s: { id: string }) => s.id)).toEqual([second.id, expect.any(String), first.id]);
    // Both the new custom id and the document id answer (D8).
    expect((await alice.request("/api/checklists/in-place-renamed")).status).toBe(200);
    expect((await alice.request("/api/checklists/in-place")).status).toBe(200);
  });

  it("keeps an approved checklist live while the edit waits as a pending revision (D12)", async () => {
    const created = await (
      await create(alice, checklistInput({ customId: "live-one", title: "Live" }))
    ).json();
    await approve("live-one");
    const response = await alice.request("/api/checklists/live-one", {
      method: "PATCH",
      json: checklistInput({
        customId: "live-one-v2",
        title: "Live v2",
        steps: [{ id: created.steps[1].id, title: "Only step now", description: "" }],
      }),
    });
    expect(response.status).toBe(200);
    const own = await response.json();
    expect(own).toMatchObject({ title: "Live", status: "approved", isApproved: false, stepCount: 2 });
    expect(own.pendingRevision).toMatchObject({
      title: "Live v2",
      customId: "live-one-v2",
      status: "pending",
      steps: [{ id: created.steps[1].id, title: "Only step now", description: "" }],
    });
    const publicView = await (await guest.request("/api/checklists/live-one")).json();
    expect(publicView).toMatchObject({ title: "Live", stepCount: 2, pendingRevision: null });
    // The live steps are untouched.
    const steps = await t.database.db
      .select()
      .from(checklistSteps)
      .where(eq(checklistSteps.checklistId, "live-one"));
    expect(steps).toHaveLength(2);
    // The new id is reserved for this checklist: nobody else can take it meanwhile.
    const steal = await create(bob, checklistInput({ customId: "live-one-v2" }));
    expect(steal.status).toBe(409);
    // A second edit replaces the revision and may keep the revision's own new step ids.
    const again = await alice.request("/api/checklists/live-one", {
      method: "PATCH",
      json: checklistInput({
        customId: "live-one",
        title: "Live v3",
        // A step as read carries its rendered description (D51), which is not input.
        steps: own.pendingRevision.steps.map(
          ({ descriptionBlocks: _, ...step }: { descriptionBlocks: unknown }) => step,
        ),
      }),
    });
    expect(again.status).toBe(200);
    expect((await again.json()).pendingRevision.title).toBe("Live v3");
    expect((await create(bob, checklistInput({ customId: "live-one-v2" }))).status).toBe(201);
  });

  it("refuses an edit to a custom id another checklist answers to, saving nothing", async () => {
    await create(bob, checklistInput({ customId: "bobs-id" }));
    await create(alice, checklistInput({ customId: "alices-id", title: "Before" }));
    const response = await alice.request("/api/checklists/alices-id", {
      method: "PATCH",
      json: checklistInput({ customId: "Bobs ID", title: "After" }),
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe("This custom ID is already taken.");
    const unchanged = await (await alice.request("/api/checklists/alices-id")).json();
    expect(unchanged.title).toBe("Before");
  });

  it("refuses step ids of another checklist", async () => {
    const other = await (await create(bob, checklistInput())).json();
    const mine = await (await create(alice, checklistInput())).json();
    const response = await alice.request(`/api/checklists/${mine.id}`, {
      method: "PATCH",
      json: checklistInput({
        customId: mine.id,
        steps: [{ id: other.steps[0].id, title: "Stolen", description: "" }],
      }),
    });
    expect(response.status).toBe(422);
    const untouched = await (await bob.request(`/api/checklists/${other.id}`)).json();
    expect(untouched.steps[0].title).toBe("Get iron tools");
  });

  it("lets only the author edit or delete: 403 for others, 404 when hidden, 401 for guests", async () => {
    const approved = await (await create(alice, checklistInput({ customId: "owned-approved" }))).json();
    await approve(approved.id);
    const hidden = await (await create(alice, checklistInput({ customId: "owned-hidden" }))).json();
    const edit = (who: BrowserClient | Guest, id: string) =>
      who.request(`/api/checklists/${id}`, { method: "PATCH", json: checklistInput({ customId: id }) });
    const remove = (who: BrowserClient | Guest, id: string) =>
      who.request(`/api/checklists/${id}`, { method: "DELETE" });
    expect((await edit(bob, approved.id)).status).toBe(403);
    expect((await remove(bob, approved.id)).status).toBe(403);
    expect((await edit(moderator, approved.id)).status).toBe(403);
    expect((await edit(bob, hidden.id)).status).toBe(404);
    expect((await remove(bob, hidden.id)).status).toBe(404);
    expect((await edit(guest, approved.id)).status).toBe(401);
    expect((await remove(guest, approved.id)).status).toBe(401);
    const still = await (await guest.request(`/api/checklists/${approved.id}`)).json();
    expect(still.title).toBe("Beat the Ender Dragon");
  });

  it("never takes status, approval or rejection reason from an edit", async () => {
    const created = await (await create(alice, checklistInput())).json();
    const response = await alice.request(`/api/checklists/${created.id}`, {
      method: "PATCH",
      json: { ...checklistInput({ customId: created.id }), status: "approved", isApproved: true },
    });
    expect(response.status).toBe(422);
    const [row] = await t.database.db.select().from(checklists).where(eq(checklists.id, created.id));
    expect(row?.status).toBe("under_review");
  });

  it("deletes with its likes, saves, progress and names (D14)", async () => {
    const created = await (await create(alice, checklistInput({ customId: "to-delete" }))).json();
    await approve(created.id);
    const db = t.database.db;
    const bobId = (await (await bob.request("/api/me")).json()).id;
    await db.execute(sql`insert into likes (user_id, checklist_id) values (${bobId}, ${created.id})`);
    expect((await bob.request(`/api/checklists/${created.id}/save`, { method: "PUT" })).status).toBe(200);
    expect((await bob.request(`/api/checklists/${created.id}/membership`, { method: "PUT" })).status).toBe(
      200,
    );
    const tick = `/api/checklists/${created.id}/steps/${created.steps[0].id}/done`;
    expect((await bob.request(tick, { method: "PUT" })).status).toBe(200);
    const response = await alice.request("/api/checklists/to-delete", { method: "DELETE" });
    expect(response.status).toBe(204);
    expect((await guest.request("/api/checklists/to-delete")).status).toBe(404);
    for (const table of [
      "likes",
      "collection_entries",
      "runs",
      "run_members",
      "checklist_addresses",
      "checklist_steps",
    ]) {
      const rows = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where checklist_id = ${created.id}`,
        ),
      );
      expect(rows[0]?.n, table).toBe(0);
    }
    const ticks = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from run_ticks where step_id = ${created.steps[0].id}`),
    );
    expect(ticks[0]?.n, "run_ticks").toBe(0);
    // Its name is free again.
    expect((await create(bob, checklistInput({ customId: "to-delete" }))).status).toBe(201);
  });

  it("lists the author's own checklists of every status, with a pending edit's state", async () => {
    const carol = await signedIn(t.url, "Carol Lists");
    const empty = await (await carol.request("/api/me/checklists")).json();
    expect(empty).toEqual({ items: [], total: 0, page: 1, perPage: 10 });
    const a = await (await create(carol, checklistInput({ customId: "carol-a" }))).json();
    await create(carol, checklistInput({ customId: "carol-b" }));
    await approve(a.id);
    await carol.request(`/api/checklists/${a.id}`, {
      method: "PATCH",
      json: checklistInput({ customId: a.id }),
    });
    const list = await (await carol.request("/api/me/checklists?perPage=5")).json();
    expect(list.total).toBe(2);
    expect(list.items.map((c: { id: string }) => c.id).sort()).toEqual(["carol-a", "carol-b"]);
    const approvedItem = list.items.find((c: { id: string }) => c.id === "carol-a");
    expect(approvedItem).toMatchObject({
      status: "approved",
      revision: { status: "pending", rejectionReason: null },
    });
    expect((await guest.request("/api/me/checklists")).status).toBe(401);
  });

  it("answers /checklist/{id} with link-preview tags for approved checklists only (D24)", async () => {
    await create(alice, checklistInput({ customId: "preview-me", title: "Preview <Me>" }));
    const hidden = await (await guest.request("/checklist/preview-me")).text();
    expect(hidden).not.toContain("Preview");
    await approve("preview-me");
    const html = await (await guest.request("/checklist/preview-me")).text();
    expect(html).toContain('<meta property="og:title" content="Preview &#60;Me&#62;">');
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toContain(`<meta property="og:url" content="${t.url}/checklist/preview-me">`);
  });
});
