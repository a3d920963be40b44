import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { initialsOf } from "./profile-preview.ts";

describe("a profile card's initials", () => {
  it("takes two words' first letters, else the handle's", () => {
    expect(initialsOf("Ann Lee", "ann")).toBe("AL");
    expect(initialsOf("  ", "notch")).toBe("N");
    expect(initialsOf("Émile zola martin", "e")).toBe("ÉZ");
    expect(initialsOf("", "steve_builds")).toBe("SB");
  });
});

/** Issue 35: a profile's link preview is a generated card (initials, name, counts), like a checklist's. */
describe.each(testEngines())("profile link previews on %s", (engine) => {
  let t: TestApp;
  let person: BrowserClient;
  let handle = "";

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    person = await quickPerson(t, "Ann Lee");
    handle = (await (await person.request("/api/me")).json()).handle;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers /users/{handle}/preview.png with a 1200×630 PNG and an ETag a second asker gets 304 for", async () => {
    const image = await fetch(`${t.url}/users/${handle}/preview.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await image.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const etag = image.headers.get("etag") ?? "";
    const again = await fetch(`${t.url}/users/${handle}/preview.png`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const missing = await fetch(`${t.url}/users/nobody-here-at-all/preview.png`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("user_missing");
  });

  it("points the profile page's preview tags at that card, named in words", async () => {
    const page = await (await fetch(`${t.url}/users/${handle}`)).text();
    expect(page).toMatch(
      new RegExp(`<meta property="og:image" content="[^"]*/users/${handle}/preview\\.png\\?v=\\w+"`),
    );
    expect(page).toContain('<meta property="og:image:width" content="1200">');
    expect(page).toContain(
      `<meta property="og:image:alt" content="Ann Lee: @${handle} · 0 published checklists · 0 likes">`,
    );
  });
});
