import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklistReports } from "#server/db/schema/index.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { storedState } from "#server/test-support/stored-state.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { DISMISS_UNDO_GRACE_SECONDS, DISMISS_UNDO_SECONDS, NOTHING_TO_UNDO } from "#shared/community.ts";

const LIMITS = JSON.stringify({
  ...JSON.parse(RELAXED_RATE_LIMITS),
  reportPerUser: { max: 1000, windowSeconds: 3600 },
});

describe.each(testEngines("races"))("D34: reports on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let moderator: BrowserClient;
  let reporter: BrowserClient;

  let counter = 0;
  async function published(status: "approved" | "under_review" = "approved") {
    counter += 1;
    const created = (await (
      await author.request("/api/checklists", {
        method: "POST",
        json: checklistInput({ title: `Reported ${counter}`, customId: `reported-${counter}` }),
      })
    ).json()) as { id: string; title: string };
    if (status === "approved")
      await moderator.request(`/api/moderation/checklists/${created.id}/approve`, { method: "POST" });
    return created;
  }
  const report = (who: BrowserClient, id: string, body: unknown = { reason: "spam" }) =>
    who.request(`/api/checklists/${id}/report`, { method: "PUT", json: body });
  const groups = async () =>
    (await (await moderator.request("/api/moderation/reports?perPage=50")).json()).items;

  const dismiss = (id: string, body: unknown = {}) =>
    moderator.request(`/api/moderation/reports/${id}/dismiss`, { method: "POST", json: body });

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: LIMITS });
    author = await quickPerson(t, "Reported Author");
    reporter = await quickPerson(t, "Careful Reporter");
    moderator = await signedIn(t.url, "Report Moderator", "moderator");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("files one open report per person, lists it grouped for moderators, and tells them", async () => {
    const { id, title } = await published();
    expect(
      (await report(reporter, id, { reason: "broken", details: "Step 3 is impossible in 1.21." })).status,
    ).toBe(200);
    const second = await quickPerson(t, "Second Reporter");
    expect((await report(second, id, { reason: "spam" })).status).toBe(200);
    const before = await storedState(t.database.db, { ignore: ["rate_limits"] });
    expect((await report(reporter, id, { reason: "other" })).status).toBe(200);
    expect(await storedState(t.database.db, { ignore: ["rate_limits"] })).toEqual(before);
    const group = (await groups()).find((g: { checklistId: string }) => g.checklistId === id);
    expect(group).toMatchObject({
      title,
      count: 2,
      reasons: [
        { reason: "broken", count: 1 },
        { reason: "spam", count: 1 },
      ],
      details: ["Step 3 is impossible in 1.21."],
    });
    const inbox = await (await moderator.request("/api/me/notifications?perPage=50")).json();
    expect(inbox.items.map((n: { text: string }) => n.text)).toContain(
      `“${title}” was reported: Broken or wrong.`,
    );
  });

  it("keeps one open report under concurrent repeats", async () => {
    const { id } = await published();
    const answers = await Promise.all(Array.from({ length: 6 }, () => report(reporter, id)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const rows = await t.database.db
      .select()
      .from(checklistReports)
      .where(eq(checklistReports.checklistId, id));
    expect(rows).toHaveLength(1);
  });

  it("refuses the author, a checklist not published, and bad input, changing nothing", async () => {
    const { id } = await published();
    const pending = await published("under_review");
    const before = await storedState(t.database.db, { ignore: ["rate_limits"] });
    expect((await report(author, id)).status).toBe(403);
    expect((await report(reporter, pending.id)).status).toBe(404);
    expect((await report(new BrowserClient(t.url), id)).status).toBe(401);
    const tooLong = await report(reporter, id, { reason: "other", details: "x".repeat(501) });
    expect(tooLong.status).toBe(422);
    expect((await tooLong.json()).error.message).toContain("Details can be at most 500 characters.");
    expect((await report(reporter, id, { reason: "boring" })).status).toBe(422);
    expect(await storedState(t.database.db, { ignore: ["rate_limits"] })).toEqual(before);
  });

  it("Dismiss closes the reports and is logged; the checklist stays", async () => {
    const { id } = await published();
    await report(reporter, id);
    // Without a body, as the dismiss call was first made (SPEC §7): the note is optional.
    const bodiless = await moderator.request(`/api/moderation/reports/${id}/dismiss`, { method: "POST" });
    expect(bodiless.status).toBe(200);
    expect((await groups()).some((g: { checklistId: string }) => g.checklistId === id)).toBe(false);
    expect((await dismiss(id)).status).toBe(409);
    expect((await new BrowserClient(t.url).request(`/api/checklists/${id}`)).status).toBe(200);
    const review = await (await moderator.request(`/api/moderation/checklists/${id}`)).json();
    expect(review.history[0]).toMatchObject({ action: "dismiss_reports", reason: null });
    // A new report after a dismissal opens again.
    expect((await report(reporter, id)).status).toBe(200);
    expect((await groups()).some((g: { checklistId: string }) => g.checklistId === id)).toBe(true);
  });

  const undo = (id: string) =>
    moderator.request(`/api/moderation/reports/${id}/undo-dismiss`, { method: "POST" });
  const inboxOf = async (who: BrowserClient) =>
    (await (await who.request("/api/me/notifications?perPage=50")).json()).items as {
      kind: string;
      text: string;
      link: string;
    }[];

  it("Dismiss keeps its optional note in the log and tells each reporter", async () => {
    const { id, title } = await published();
    const second = await quickPerson(t, "Dismissed Reporter");
    await report(reporter, id);
    await report(second, id, { reason: "other" });
    const tooLong = await dismiss(id, { note: "n".repeat(501) });
    expect(tooLong.status).toBe(422);
    expect((await tooLong.json()).error.message).toContain("A note can be at most 500 characters.");
    expect((await groups()).some((g: { checklistId: string }) => g.checklistId === id)).toBe(true);
    expect((await dismiss(id, { note: "  Looks fine: the steps work in 1.21.  " })).status).toBe(200);
    const review = await (await moderator.request(`/api/moderation/checklists/${id}`)).json();
    expect(review.history[0]).toMatchObject({
      action: "dismiss_reports",
      reason: "Looks fine: the steps work in 1.21.",
    });
    for (const who of [reporter, second]) {
      expect((await inboxOf(who))[0]).toEqual(
        expect.objectContaining({
          kind: "report_dismissed",
          text: `A moderator looked at your report of “${title}” and left the checklist as it is.`,
          link: `/checklist/${id}`,
        }),
      );
    }
    // The note is for the moderators only.
    expect(JSON.stringify(await inboxOf(reporter))).not.toContain("Looks fine");
  });

  it("Undo of a dismissal reopens its reports and takes back the reporters' notifications", async () => {
    const { id } = await published();
    await report(reporter, id, { reason: "broken", details: "Step 2 is wrong." });
    const before = await groups();
    const inboxBefore = await inboxOf(reporter);
    expect((await dismiss(id)).status).toBe(200);
    expect((await inboxOf(reporter)).length).toBe(inboxBefore.length + 1);
    expect((await undo(id)).status).toBe(200);
    expect(await groups()).toEqual(before);
    expect(await inboxOf(reporter)).toEqual(inboxBefore);
    const review = await (await moderator.request(`/api/moderation/checklists/${id}`)).json();
    expect(review.history.map((entry: { action: string }) => entry.action).slice(0, 2)).toEqual([
      "reopen_reports",
      "dismiss_reports",
    ]);
    const again = await undo(id);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(NOTHING_TO_UNDO);
    // Only moderators may undo.
    expect(
      (await reporter.request(`/api/moderation/reports/${id}/undo-dismiss`, { method: "POST" })).status,
    ).toBe(403);
  });

  it("refuses an undo once its few seconds are over, changing nothing", async () => {
    const { id } = await published();
    await report(reporter, id);
    expect((await dismiss(id)).status).toBe(200);
    const late = DISMISS_UNDO_SECONDS + DISMISS_UNDO_GRACE_SECONDS + 1;
    await t.database.db
      .update(checklistReports)
      .set({ resolvedAt: sql`resolved_at - make_interval(secs => ${late})` })
      .where(eq(checklistReports.checklistId, id));
    const before = await storedState(t.database.db, { ignore: ["rate_limits"] });
    const refused = await undo(id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(NOTHING_TO_UNDO);
    expect(await storedState(t.database.db, { ignore: ["rate_limits"] })).toEqual(before);
  });

  it("Undo keeps a reporter's newer report instead of opening a second one", async () => {
    const { id } = await published();
    await report(reporter, id, { reason: "spam" });
    expect((await dismiss(id)).status).toBe(200);
    expect((await report(reporter, id, { reason: "copyright" })).status).toBe(200);
    expect((await undo(id)).status).toBe(200);
    const open = await t.database.db
      .select()
      .from(checklistReports)
      .where(and(eq(checklistReports.checklistId, id), eq(checklistReports.status, "open")));
    expect(open.map((row) => row.reason)).toEqual(["copyright"]);
  });

  it("Unpublish hides the checklist, posts the reason, tells the author and is logged", async () => {
    const { id, title } = await published();
    await report(reporter, id);
    const missingReason = await moderator.request(`/api/moderation/reports/${id}/unpublish`, {
      method: "POST",
      json: { reason: " " },
    });
    expect(missingReason.status).toBe(422);
    const done = await moderator.request(`/api/moderation/reports/${id}/unpublish`, {
      method: "POST",
      json: { reason: "Copied from another site." },
    });
    expect(done.status).toBe(200);
    expect((await new BrowserClient(t.url).request(`/api/checklists/${id}`)).status).toBe(404);
    expect((await (await author.request(`/api/checklists/${id}`)).json()).status).toBe("rejected");
    const messages = await (await author.request(`/api/checklists/${id}/messages`)).json();
    expect(messages.items.at(-1)).toMatchObject({
      role: "moderator",
      body: "Unpublished: Copied from another site.",
    });
    const inbox = await (await author.request("/api/me/notifications?perPage=50")).json();
    expect(inbox.items[0]).toMatchObject({
      kind: "unpublished",
      text: `“${title}” was unpublished by a moderator: Copied from another site.`,
    });
    const review = await (await moderator.request(`/api/moderation/checklists/${id}`)).json();
    expect(review.history[0]).toMatchObject({ action: "unpublish", reason: "Copied from another site." });
    expect((await report(reporter, id)).status).toBe(404);
    expect((await inboxOf(reporter))[0]).toEqual(
      expect.objectContaining({
        kind: "report_unpublished",
        text: `“${title}”, which you reported, was unpublished by a moderator. Thank you for reporting it.`,
      }),
    );
    expect(JSON.stringify(await inboxOf(reporter))).not.toContain("Copied from another site.");
  });
});
