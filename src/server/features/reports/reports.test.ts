import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklistReports } from "#server/db/schema/index.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { storedState } from "#server/test-support/stored-state.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

const LIMITS = JSON.stringify({
  ...JSON.parse(RELAXED_RATE_LIMITS),
  reportPerUser: { max: 1000, windowSeconds: 3600 },
});

describe.each(testEngines())("D34: reports on %s", (engine) => {
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
    expect(
      (await moderator.request(`/api/moderation/reports/${id}/dismiss`, { method: "POST" })).status,
    ).toBe(200);
    expect((await groups()).some((g: { checklistId: string }) => g.checklistId === id)).toBe(false);
    expect(
      (await moderator.request(`/api/moderation/reports/${id}/dismiss`, { method: "POST" })).status,
    ).toBe(409);
    expect((await new BrowserClient(t.url).request(`/api/checklists/${id}`)).status).toBe(200);
    const review = await (await moderator.request(`/api/moderation/checklists/${id}`)).json();
    expect(review.history[0]).toMatchObject({ action: "dismiss_reports", reason: null });
    // A new report after a dismissal opens again.
    expect((await report(reporter, id)).status).toBe(200);
    expect((await groups()).some((g: { checklistId: string }) => g.checklistId === id)).toBe(true);
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
  });
});
