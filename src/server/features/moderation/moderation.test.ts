import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { moderationLog } from "#server/db/schema/index.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

const LIMITS = JSON.stringify({
  ...JSON.parse(RELAXED_RATE_LIMITS),
  interactPerUser: { max: 100_000, windowSeconds: 60 },
});

describe.each(testEngines("races"))("moderation on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let moderator: BrowserClient;
  let player: BrowserClient;
  const guest = () => new BrowserClient(t.url);
  const post = (who: BrowserClient, path: string, json: unknown = {}) =>
    who.request(path, { method: "POST", json });
  const approve = (who: BrowserClient, id: string) => post(who, `/api/moderation/checklists/${id}/approve`);
  const reject = (who: BrowserClient, id: string, reason: string) =>
    post(who, `/api/moderation/checklists/${id}/reject`, { reason });

  async function submit(overrides = {}) {
    const response = await author.request("/api/checklists", {
      method: "POST",
      json: checklistInput(overrides),
    });
    expect(response.status).toBe(201);
    return response.json();
  }

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: LIMITS });
    author = await quickPerson(t, "Queue Author");
    player = await quickPerson(t, "Queue Player");
    moderator = await signedIn(t.url, "Moderator", "moderator");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("allows only moderators: 401 for guests, 403 for everyone else, also the author", async () => {
    const { id } = await submit();
    const calls = [
      (who: BrowserClient) => who.request("/api/moderation/queue"),
      (who: BrowserClient) => who.request(`/api/moderation/checklists/${id}`),
      (who: BrowserClient) => approve(who, id),
      (who: BrowserClient) => reject(who, id, "No"),
      (who: BrowserClient) => who.request("/api/moderation/analytics"),
    ];
    for (const call of calls) {
      expect((await call(guest())).status).toBe(401);
      for (const who of [author, player]) {
        const response = await call(who);
        expect(response.status).toBe(403);
        expect((await response.json()).error.message).toBe("You do not have access to this page.");
      }
    }
    const still = await (await author.request(`/api/checklists/${id}`)).json();
    expect(still.status).toBe("under_review");
    expect((await moderator.request("/api/moderation/queue")).status).toBe(200);
  });

  it("lists new checklists and pending edits, oldest first", async () => {
    const older = await submit({ title: "Older one" });
    const newer = await submit({ title: "Newer one" });
    await t.database.db.execute(
      sql`update checklists set updated_at = now() - interval '1 day' where id = ${older.id}`,
    );
    const queue = await (await moderator.request("/api/moderation/queue?perPage=50")).json();
    const ids = queue.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(queue.items.find((i: { id: string }) => i.id === newer.id)).toMatchObject({
      kind: "new",
      authorName: "Queue Author",
      stepCount: 2,
    });
  });

  it("approves a new checklist: public and joinable; approving again is a 409", async () => {
    const { id } = await submit();
    expect((await approve(moderator, id)).status).toBe(200);
    const publicView = await (await guest().request(`/api/checklists/${id}`)).json();
    expect(publicView).toMatchObject({ status: "approved", isApproved: true });
    expect((await player.request(`/api/checklists/${id}/membership`, { method: "PUT" })).status).toBe(200);
    const again = await approve(moderator, id);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("checklist_not_pending");
  });

  it("rejects only with a reason; the author sees it; rejecting again is a 409", async () => {
    const { id } = await submit();
    for (const reason of ["", "   "]) {
      const response = await reject(moderator, id, reason);
      expect(response.status).toBe(422);
      expect((await response.json()).error.message).toContain("Please give a reason for the rejection.");
    }
    expect((await post(moderator, `/api/moderation/checklists/${id}/reject`, {})).status).toBe(422);
    expect((await reject(moderator, id, "  Steps are copied from another site. ")).status).toBe(200);
    const own = await (await author.request(`/api/checklists/${id}`)).json();
    expect(own).toMatchObject({ status: "rejected", rejectionReason: "Steps are copied from another site." });
    expect((await reject(moderator, id, "again")).status).toBe(409);
    expect((await approve(moderator, id)).status).toBe(409);
    // The author edits it: back under review, then it can be approved.
    await author.request(`/api/checklists/${id}`, {
      method: "PATCH",
      json: checklistInput({ customId: id }),
    });
    expect((await approve(moderator, id)).status).toBe(200);
  });

  it("runs the revision flow: live content stays, the diff is shown, approval keeps progress, likes and saves", async () => {
    const created = await submit({ title: "Live v1" });
    await approve(moderator, created.id);
    const [first, second] = created.steps;
    await player.request(`/api/checklists/${created.id}/membership`, { method: "PUT" });
    await player.request(`/api/checklists/${created.id}/steps/${second.id}/done`, { method: "PUT" });
    await player.request(`/api/checklists/${created.id}/like`, { method: "PUT" });
    await player.request(`/api/checklists/${created.id}/save`, { method: "PUT" });

    const edit = checklistInput({
      customId: `${created.id}-v2`,
      title: "Live v2",
      steps: [
        { title: "Brand new first step", description: "" },
        { id: second.id, title: "Second, reworded", description: "" },
      ],
    });
    expect(
      (await author.request(`/api/checklists/${created.id}`, { method: "PATCH", json: edit })).status,
    ).toBe(200);
    const queue = await (await moderator.request("/api/moderation/queue?perPage=50")).json();
    expect(queue.items.find((i: { id: string }) => i.id === created.id)).toMatchObject({
      kind: "revision",
      title: "Live v2",
    });
    const review = await (await moderator.request(`/api/moderation/checklists/${created.id}`)).json();
    expect(review.checklist.title).toBe("Live v1");
    expect(review.changes.fields).toEqual(
      expect.arrayContaining([
        { field: "Title", before: "Live v1", after: "Live v2" },
        { field: "Custom URL ID", before: created.id, after: `${created.id}-v2` },
      ]),
    );
    expect(review.changes.stepsAdded.map((s: { title: string }) => s.title)).toEqual([
      "Brand new first step",
    ]);
    expect(review.changes.stepsRemoved.map((s: { id: string }) => s.id)).toEqual([first.id]);
    expect(review.changes.stepsChanged).toEqual([
      {
        id: second.id,
        before: { title: second.title, description: "", materials: [], linkName: null },
        after: { title: "Second, reworded", description: "", materials: [], linkName: null },
      },
    ]);

    expect((await approve(moderator, created.id)).status).toBe(200);
    const live = await (await player.request(`/api/checklists/${created.id}-v2`)).json();
    expect(live).toMatchObject({
      title: "Live v2",
      stepCount: 2,
      likes: 1,
      saved: true,
      joined: true,
      pendingRevision: null,
    });
    expect(live.completedStepIds).toEqual([second.id]);
    expect(live.steps[1]).toMatchObject({ id: second.id, title: "Second, reworded" });
    // The old custom id no longer answers; the document id still does.
    expect((await guest().request(`/api/checklists/${created.id}`)).status).toBe(200);
    const history = await (await moderator.request(`/api/moderation/checklists/${created.id}`)).json();
    expect(history.history.map((h: { action: string }) => h.action)).toEqual(["approve_revision", "approve"]);
  });

  it("rejects a revision: the live version stays and the author sees the reason", async () => {
    const created = await submit({ title: "Stays live" });
    await approve(moderator, created.id);
    await author.request(`/api/checklists/${created.id}`, {
      method: "PATCH",
      json: checklistInput({ customId: created.id, title: "Worse title" }),
    });
    expect((await reject(moderator, created.id, "The new title is misleading")).status).toBe(200);
    const publicView = await (await guest().request(`/api/checklists/${created.id}`)).json();
    expect(publicView).toMatchObject({ title: "Stays live", status: "approved" });
    const own = await (await author.request(`/api/checklists/${created.id}`)).json();
    expect(own.pendingRevision).toMatchObject({
      status: "rejected",
      rejectionReason: "The new title is misleading",
    });
    const mine = await (await author.request("/api/me/checklists?perPage=50")).json();
    expect(mine.items.find((i: { id: string }) => i.id === created.id).revision).toEqual({
      status: "rejected",
      rejectionReason: "The new title is misleading",
    });
    expect((await reject(moderator, created.id, "again")).status).toBe(409);
  });

  it("lets exactly one of a concurrent approve and reject win", async () => {
    const { id } = await submit();
    const [a, r] = await Promise.all([approve(moderator, id), reject(moderator, id, "Race")]);
    expect([a.status, r.status].sort()).toEqual([200, 409]);
    const logged = await t.database.db.select().from(moderationLog).where(eq(moderationLog.checklistId, id));
    expect(logged).toHaveLength(1);
  });

  it("lets moderators delete any checklist, logged (D14)", async () => {
    const { id, title } = await submit();
    expect((await player.request(`/api/checklists/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await moderator.request(`/api/checklists/${id}`, { method: "DELETE" })).status).toBe(204);
    const rows = rowsOf<{ action: string; checklist_title: string }>(
      await t.database.db.execute(
        sql`select action, checklist_title from moderation_log where checklist_id = ${id}`,
      ),
    );
    expect(rows).toEqual([{ action: "delete", checklist_title: title }]);
  });

  it("shows page view totals to moderators (D21)", async () => {
    await guest().request("/api/analytics/pageview", {
      method: "POST",
      json: { path: "/checklists", query: "" },
    });
    const totals = await (await moderator.request("/api/moderation/analytics")).json();
    expect(totals.days).toBe(30);
    expect(totals.items).toEqual(
      expect.arrayContaining([{ path: "/checklists", views: expect.any(Number) }]),
    );
  });
  const submittedNotices = async (id: string) =>
    (
      (await (await moderator.request("/api/me/notifications?perPage=50")).json()).items as {
        kind: string;
        text: string;
        link: string;
      }[]
    ).filter((n) => n.kind === "submitted" && n.link === `/moderation/checklists/${id}`);

  it("labels a checklist sent again after its rejection and shows what changed since", async () => {
    const created = await submit({ title: "Rejected once" });
    const [kept, dropped] = created.steps;
    expect((await moderator.request(`/api/moderation/checklists/${created.id}`)).status).toBe(200);
    expect(
      (await (await moderator.request(`/api/moderation/checklists/${created.id}`)).json())
        .changesSinceRejection,
    ).toBeNull();
    await reject(moderator, created.id, "Step two is vague.");
    const resubmitted = await author.request(`/api/checklists/${created.id}`, {
      method: "PATCH",
      json: checklistInput({
        customId: created.id,
        title: "Rejected once, fixed",
        steps: [
          { id: kept.id, title: kept.title, description: "Mine iron ore, smelt it in a furnace." },
          { title: "Throw eyes of ender to find the stronghold" },
        ],
      }),
    });
    expect(resubmitted.status).toBe(200);
    const queue = await (await moderator.request("/api/moderation/queue?perPage=50")).json();
    expect(queue.items.find((i: { id: string }) => i.id === created.id)).toMatchObject({
      kind: "resubmitted",
    });
    const review = await (await moderator.request(`/api/moderation/checklists/${created.id}`)).json();
    expect(review.changes).toBeNull();
    expect(review.changesSinceRejection).toMatchObject({
      fields: [{ field: "Title", before: "Rejected once", after: "Rejected once, fixed" }],
      stepsAdded: [{ title: "Throw eyes of ender to find the stronghold" }],
      stepsRemoved: [{ id: dropped.id, title: dropped.title }],
      stepsChanged: [{ id: kept.id }],
      stepsReordered: false,
    });
    // Approved, it is no longer a resubmission; a new checklist never was one.
    await approve(moderator, created.id);
    const fresh = await submit({ title: "Never rejected" });
    const after = await (await moderator.request("/api/moderation/queue?perPage=50")).json();
    expect(after.items.find((i: { id: string }) => i.id === fresh.id)).toMatchObject({ kind: "new" });
    const approved = await (await moderator.request(`/api/moderation/checklists/${created.id}`)).json();
    expect(approved.changesSinceRejection).toBeNull();
  });

  it("tells the moderators of each submission once: new, resubmitted, an edit; not of edits while waiting", async () => {
    const created = await submit({ title: "Told once" });
    expect((await submittedNotices(created.id)).map((n) => n.text)).toEqual([
      "“Told once” was submitted for review.",
    ]);
    // Written in the submission's transaction: a refused one (its id is taken) tells no one.
    const taken = await author.request("/api/checklists", {
      method: "POST",
      json: checklistInput({ customId: created.id, title: "Told once" }),
    });
    expect(taken.status).toBe(409);
    expect(await submittedNotices(created.id)).toHaveLength(1);
    const edit = (title: string) =>
      author.request(`/api/checklists/${created.id}`, {
        method: "PATCH",
        json: checklistInput({ customId: created.id, title }),
      });
    expect((await edit("Told once, tweaked")).status).toBe(200);
    expect(await submittedNotices(created.id)).toHaveLength(1);
    await reject(moderator, created.id, "Too short.");
    expect(await submittedNotices(created.id)).toHaveLength(1);
    await edit("Told twice");
    expect((await submittedNotices(created.id))[0]?.text).toBe(
      "“Told twice” was sent for review again after its rejection.",
    );
    await approve(moderator, created.id);
    await edit("Told thrice");
    await edit("Told thrice, again");
    const notices = await submittedNotices(created.id);
    expect(notices).toHaveLength(3);
    expect(notices[0]?.text).toBe("An edit of “Told thrice” was submitted for review.");
    // A moderator's own submission is not announced to them.
    const own = await (
      await moderator.request("/api/checklists", { method: "POST", json: checklistInput({ title: "Mine" }) })
    ).json();
    expect(await submittedNotices(own.id)).toHaveLength(0);
  });
});
