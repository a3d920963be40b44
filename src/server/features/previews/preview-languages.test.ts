import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1]?.replaceAll("&#38;", "&");

/** Issue 38: link previews and their images in the page's language; English's as they were. */
describe("link previews in the reader's language", () => {
  let t: TestApp;
  let author: BrowserClient;
  let moderator: BrowserClient;
  let checklistId = "";
  let handle = "";

  beforeAll(async () => {
    t = await startTestApp("pglite", { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    author = await signedIn(t.url, "Sprache Autorin");
    moderator = await signedIn(t.url, "Sprache Moderator", "moderator");
    const created = await author.request("/api/checklists", {
      method: "POST",
      json: checklistInput({ title: "Beat the Ender Dragon", difficulty: "Hard", categories: [0] }),
    });
    checklistId = (await created.json()).id;
    await moderator.request(`/api/moderation/checklists/${checklistId}/approve`, { method: "POST" });
    handle = (await (await author.request("/api/me")).json()).handle;
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (path: string, language?: string) =>
    (await fetch(`${t.url}${path}`, { headers: language ? { "accept-language": language } : {} })).text();

  it("writes a checklist's link preview in German for a German reader, its image address naming the language", async () => {
    const german = await page(`/checklist/${checklistId}`, "de-DE,de;q=0.9");
    expect(meta(german, "og:description")).toMatch(/ · 2 Schritte · Schwer · von Sprache Autorin$/);
    expect(meta(german, "og:image")).toMatch(/\/preview\.png\?v=[0-9a-z]+&lang=de$/);
    expect(meta(german, "og:image:alt")).toBe(
      "Beat the Ender Dragon: Überleben · Schwer · 2 Schritte · von Sprache Autorin",
    );

    const english = await page(`/checklist/${checklistId}`);
    expect(meta(english, "og:description")).toMatch(/ · 2 steps · Hard · by Sprache Autorin$/);
    expect(meta(english, "og:image")).toMatch(/\/preview\.png\?v=[0-9a-z]+$/);
  });

  it("titles a profile's followers page and a missing page in the reader's language", async () => {
    const followers = await page(`/users/${handle}/followers`, "de");
    expect(meta(followers, "og:title")).toBe(`Follower von Sprache Autorin (@${handle})`);
    expect(meta(await page(`/users/${handle}/followers`), "og:title")).toBe(
      `Followers of Sprache Autorin (@${handle})`,
    );
    const missing = await page("/no-such-page-here", "fr");
    expect(missing).toMatch(/<title>Page introuvable · [^<]+<\/title>/);
  });

  it("says notifications in the reader's language, a report's reason too; English as written", async () => {
    const texts = async (who: BrowserClient, language: string) =>
      (
        await (
          await who.request("/api/me/notifications", { headers: { "accept-language": language } })
        ).json()
      ).items.map((item: { text: string }) => item.text);
    expect(await texts(author, "en")).toContain("“Beat the Ender Dragon” was approved and is now public.");
    expect(await texts(author, "de")).toContain(
      "„Beat the Ender Dragon“ wurde freigegeben und ist jetzt öffentlich.",
    );

    const reporter = await signedIn(t.url, "Sprache Melder");
    const reported = await reporter.request(`/api/checklists/${checklistId}/report`, {
      method: "PUT",
      json: { reason: "broken" },
    });
    expect(reported.status).toBeLessThan(300);
    expect(await texts(moderator, "pt-BR")).toContain(
      "“Beat the Ender Dragon” foi denunciada: Quebrada ou errada.",
    );
    expect(await texts(moderator, "en")).toContain("“Beat the Ender Dragon” was reported: Broken or wrong.");
  });

  it("draws the image in ?lang's language, and in English for a language the site does not speak", async () => {
    const image = (lang?: string) =>
      fetch(`${t.url}/checklist/${checklistId}/preview.png${lang === undefined ? "" : `?lang=${lang}`}`);
    const english = await image();
    const french = await image("fr");
    const unknown = await image("xx");
    expect([english.status, french.status, unknown.status]).toEqual([200, 200, 200]);
    expect(french.headers.get("content-type")).toBe("image/png");
    expect(french.headers.get("etag")).not.toBe(english.headers.get("etag"));
    expect(unknown.headers.get("etag")).toBe(english.headers.get("etag"));
    const [englishPng, frenchPng] = await Promise.all([english.arrayBuffer(), french.arrayBuffer()]);
    expect(Buffer.from(frenchPng).equals(Buffer.from(englishPng))).toBe(false);
  });
});
