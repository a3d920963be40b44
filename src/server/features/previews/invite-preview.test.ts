import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RUN_TEST_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

/** Issue 35: an invite link previews in a chat as the invitation it is, and only while it opens the run. */
describe.each(testEngines())("invite link previews on %s", (engine) => {
  let t: TestApp;
  let owner: BrowserClient;
  let runId = "";
  let invitePath = "";

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RUN_TEST_RATE_LIMITS });
    const author = await quickPerson(t, "Invite Author");
    owner = await quickPerson(t, "Ann");
    const input = checklistInput({
      title: "First Night Survival",
      steps: Array.from({ length: 8 }, (_, i) => ({ title: `Step ${i + 1}`, description: "" })),
    });
    const created = await (await author.request("/api/checklists", { method: "POST", json: input })).json();
    await t.database.db.execute(
      sql`update checklists set status = 'approved', is_approved = true where id = ${created.id}`,
    );
    const run = await (
      await owner.request(`/api/checklists/${created.id}/runs`, {
        method: "POST",
        json: { name: "Night one" },
      })
    ).json();
    runId = run.id;
    for (const step of created.steps.slice(0, 3)) {
      await owner.request(`/api/runs/${runId}/steps/${step.id}/done`, { method: "PUT" });
    }
    invitePath = (await (await owner.request(`/api/runs/${runId}/invite`, { method: "POST" })).json())
      .invitePath;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives the invite page its own preview tags and a generated image of the run", async () => {
    const page = await (await fetch(`${t.url}${invitePath}`)).text();
    expect(page).toContain(
      '<meta property="og:title" content="Ann invites you to play First Night Survival · 3 of 8">',
    );
    const image = /<meta property="og:image" content="[^"]*?(\/runs\/[^"]+\/preview\.png\?v=\w+)"/.exec(
      page,
    )?.[1];
    expect(image).toContain(`${invitePath}/preview.png`);
    const png = await fetch(`${t.url}${image?.replaceAll("&amp;", "&")}`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
  });

  it("says nothing of the run for a wrong or expired link", async () => {
    const wrong = `/runs/${runId}/join/${"x".repeat(43)}`;
    expect((await fetch(`${t.url}${wrong}/preview.png`)).status).toBe(404);
    expect(await (await fetch(`${t.url}${wrong}`)).text()).not.toContain("First Night Survival");
    await t.database.db.execute(
      sql`update runs set invite_expires_at = now() - interval '1 minute' where id = ${runId}`,
    );
    const expired = await fetch(`${t.url}${invitePath}/preview.png`);
    expect(expired.status).toBe(404);
    expect((await expired.json()).error.code).toBe("invite_missing");
    expect(await (await fetch(`${t.url}${invitePath}`)).text()).not.toContain("invites you to play");
  });
});
