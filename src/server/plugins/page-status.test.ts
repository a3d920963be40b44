import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserClient } from "../test-support/browser-client.ts";
import { checklistInput } from "../test-support/checklist-input.ts";
import { quickPerson } from "../test-support/people.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

/** D29: every page answers with the status of what it shows; the not-found page is a 404. */
describe("page statuses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t?.close();
  });

  const status = async (path: string, who = new BrowserClient(t.url)) => (await who.request(path)).status;

  it("answers 200 for the site's pages and what they show", async () => {
    for (const path of [
      "/",
      "/checklists?q=iron",
      "/checklist/first-night-survival",
      "/about",
      "/sign-in",
      "/my/saved",
    ]) {
      expect(await status(path), path).toBe(200);
    }
    const author = (
      await await t.app.inject({ url: "/api/checklists/first-night-survival" }).then((r) => r.json())
    ).authorCustomId as string;
    expect(await status(`/users/${author}`)).toBe(200);
  });

  it("answers 404 with the app's page for an unknown path, a missing checklist and a missing person", async () => {
    for (const path of [
      "/no/such/page",
      "/checklist/no-such-checklist",
      "/users/nobody-by-that-name",
      "/checklist/a/b",
      // A control character can be no id; the database is never asked (it would refuse it).
      "/checklist/%00",
      "/users/%00",
      "/users/a%0Ab",
      // A malformed escape, which the router itself cannot read: a page still, never a blank one.
      "/checklist/%E0%A4%A",
      "/users/%E0%A4%A",
      "/%E0%A4%A",
    ]) {
      const response = await new BrowserClient(t.url).request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it("answers 404 for a checklist under review to everyone but its author (D11)", async () => {
    const author = await quickPerson(t, "Page Status Author");
    const created = await (
      await author.request("/api/checklists", { method: "POST", json: checklistInput() })
    ).json();
    expect(await status(`/checklist/${created.customId}`)).toBe(404);
    expect(await status(`/checklist/${created.customId}`, await quickPerson(t, "Someone Else"))).toBe(404);
    expect(await status(`/checklist/${created.customId}`, author)).toBe(200);
  });
});
