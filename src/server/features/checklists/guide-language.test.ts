import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { Checklist, ExplorePage, MyChecklistPage } from "#shared/contracts/checklists.ts";
import type { Me } from "#shared/contracts/me.ts";
import type { QueuePage } from "#shared/contracts/moderation.ts";
import { LOCALE_COOKIE } from "#shared/i18n/locales.ts";

/** D65: a guide's language, its default, Explore's filter and search in each language. */
describe.each(testEngines("search"))("a guide's language on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let moderator: BrowserClient;
  const guest = () => new BrowserClient(t.url);

  async function create(browser: BrowserClient, fields: Record<string, unknown>, headers = {}) {
    const response = await browser.request("/api/checklists", {
      method: "POST",
      json: { ...checklistInput(), ...fields },
      headers,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Checklist;
  }
  const approve = async (id: string) => {
    const response = await moderator.request(`/api/moderation/checklists/${id}/approve`, { method: "POST" });
    expect(response.status, await response.clone().text()).toBe(200);
  };
  const explore = async (query: string): Promise<ExplorePage> => {
    const response = await guest().request(`/api/checklists${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };
  const ids = (page: ExplorePage) => page.items.map((item) => item.id).sort();
  const refusal = async (response: Response) => {
    expect(response.status).toBe(422);
    return ((await response.json()) as { error: { code: string; field?: string } }).error;
  };

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    author = await quickPerson(t, "Autora");
    moderator = await quickPerson(t, "Language Moderator", "creator");
    const guides = [
      ["guia-sobrevivencia", "Guia de sobrevivência", "pt-BR", "Da primeira noite até o Ender Dragon."],
      ["fazenda-ferro", "Fazenda de ferro", "pt-BR", "Golens de ferro para sempre."],
      ["erste-nacht", "Die erste Nacht", "de", "Überleben bis zum Morgen."],
      ["iron-farm-en", "Iron farm", "en", "Iron golems forever."],
      ["survival-en", "Survival guide", "en", "From the first night to the dragon."],
    ] as const;
    for (const [customId, title, language, description] of guides) {
      await approve((await create(author, { customId, title, language, description, tags: [] })).id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("takes the account's language for a new guide, else the cookie's, else Accept-Language, else English", async () => {
    const someone = await quickPerson(t, "Someone");
    const portuguese = { "accept-language": "pt-BR,pt;q=0.9,en;q=0.8" };
    expect((await create(someone, {}, portuguese)).language).toBe("pt-BR");
    expect(
      (await create(someone, {}, { ...portuguese, cookie: `${someone.cookieHeader()}; ${LOCALE_COOKIE}=de` }))
        .language,
    ).toBe("de");
    expect((await create(someone, {}, { "accept-language": "x-!!;q=zz" })).language).toBe("en");
    expect((await create(someone, {})).language).toBe("en");

    const chosen = await someone.request("/api/me", { method: "PATCH", json: { language: "fr" } });
    expect(chosen.status).toBe(200);
    expect((await create(someone, {}, portuguese)).language).toBe("fr");
    expect((await create(someone, { language: "es" }, portuguese)).language).toBe("es");
  });

  it("refuses an unknown language with a 422 naming the field", async () => {
    for (const language of ["pt", "xx", "", "EN", 3]) {
      const response = await author.request("/api/checklists", {
        method: "POST",
        json: { ...checklistInput(), language },
      });
      expect(await refusal(response)).toMatchObject({ code: "validation_failed", field: "language" });
    }
    const edit = await author.request("/api/checklists/fazenda-ferro", {
      method: "PATCH",
      json: { ...checklistInput({ customId: "fazenda-ferro" }), language: "klingon" },
    });
    expect(await refusal(edit)).toMatchObject({ code: "validation_failed", field: "language" });
    expect(await refusal(await guest().request("/api/checklists?languages=pt-BR,klingon"))).toMatchObject({
      code: "validation_failed",
      field: "languages",
    });
  });

  it("shows the language on the page, the cards, the author's list and the moderation queue", async () => {
    const page = (await (await guest().request("/api/checklists/guia-sobrevivencia")).json()) as Checklist;
    expect(page.language).toBe("pt-BR");
    const cards = await explore("?languages=de");
    expect(cards.items.map((item) => [item.id, item.language])).toEqual([["erste-nacht", "de"]]);
    const mine = (await (await author.request("/api/me/checklists?perPage=50")).json()) as MyChecklistPage;
    expect(new Map(mine.items.map((item) => [item.customId, item.language])).get("erste-nacht")).toBe("de");
    const waiting = await create(author, { customId: "waiting-es", language: "es" });
    const queue = (await (await moderator.request("/api/moderation/queue?perPage=50")).json()) as QueuePage;
    expect(queue.items.find((item) => item.id === waiting.id)?.language).toBe("es");
  });

  it("lets a pending edit change the language, the live guide keeping its own until approved", async () => {
    const guide = await create(author, { customId: "moving-guide", title: "Moving guide", language: "en" });
    await approve(guide.id);
    const edit = await author.request(`/api/checklists/${guide.id}`, {
      method: "PATCH",
      json: { ...checklistInput({ customId: "moving-guide", title: "Guia que muda" }), language: "pt-BR" },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const pending = (await edit.json()) as Checklist;
    expect(pending.language).toBe("en");
    expect(pending.pendingRevision?.language).toBe("pt-BR");
    expect((await explore("?languages=pt-BR&q=muda")).total).toBe(0);
    const review = await moderator.request(`/api/moderation/checklists/${guide.id}`);
    const changes = ((await review.json()) as { changes: { fields: unknown[] } }).changes.fields;
    expect(changes).toContainEqual({ field: "Language", before: "English", after: "Português (Brasil)" });
    await approve(guide.id);
    const live = (await (await guest().request(`/api/checklists/${guide.id}`)).json()) as Checklist;
    expect(live.language).toBe("pt-BR");
    expect(ids(await explore("?languages=pt-BR&q=muda"))).toEqual([guide.id]);
  });

  it("filters Explore by languages, with exact totals, and lists every language without the filter", async () => {
    const portuguese = await explore("?languages=pt-BR&perPage=50");
    expect(ids(portuguese)).toEqual(expect.arrayContaining(["fazenda-ferro", "guia-sobrevivencia"]));
    expect(portuguese.items.every((item) => item.language === "pt-BR")).toBe(true);
    expect(portuguese.total).toBe(portuguese.items.length);
    const readerAndEnglish = await explore("?languages=de,en&perPage=50");
    expect(readerAndEnglish.items.every((item) => ["de", "en"].includes(item.language))).toBe(true);
    expect(readerAndEnglish.total).toBe(readerAndEnglish.items.length);
    const all = await explore("?perPage=50");
    expect(all.total).toBe(all.items.length);
    const perLanguage = await Promise.all(
      ["en", "pt-BR", "de", "es", "fr"].map(
        async (language) => (await explore(`?languages=${language}`)).total,
      ),
    );
    expect(perLanguage.reduce((sum, n) => sum + n, 0)).toBe(all.total);
    expect(ids(await explore("?languages=pt-BR,en&q=ferro"))).toEqual(["fazenda-ferro"]);
    expect((await explore("?languages=de&q=ferro")).total).toBe(0);
  });

  it("searches each guide in its own language: 'sobrevivência' finds the Portuguese guide, 'guias' its stem", async () => {
    expect(ids(await explore("?q=sobreviv%C3%AAncia"))).toEqual(["guia-sobrevivencia"]);
    // The Portuguese stem of 'guias' ('gui') finds Portuguese guides only, never an English 'guide'.
    const stemmed = ids(await explore("?q=guias"));
    expect(stemmed).toContain("guia-sobrevivencia");
    expect(stemmed).not.toContain("survival-en");
    expect(ids(await explore("?q=guias&languages=en"))).toEqual([]);
    // Without the accent: folded by unaccent on PostgreSQL; elsewhere D42's spelling correction finds it.
    const unaccented = await explore("?q=sobrevivencia");
    expect(ids(unaccented)).toEqual(["guia-sobrevivencia"]);
    if (engine === "postgres") expect(unaccented.correctedQuery).toBeUndefined();
  });

  it("keeps the account's language: /api/me, Settings sets and clears it with the cookie, sign-in brings it", async () => {
    const first = await signedIn(t.url, "Polyglot");
    expect(((await (await first.request("/api/me")).json()) as Me).language).toBeNull();
    const set = await first.request("/api/me", { method: "PATCH", json: { language: "de" } });
    expect(set.status).toBe(200);
    expect(((await set.json()) as Me).language).toBe("de");
    const cookie = set.headers.getSetCookie().find((line) => line.startsWith(`${LOCALE_COOKIE}=`)) ?? "";
    expect(cookie).toMatch(/^checkcraft_lang=de;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    const session = (await (await first.request("/api/session")).json()) as { user: Me };
    expect(session.user.language).toBe("de");

    // Another device: signing in brings the account's language to it.
    const second = new BrowserClient(t.url);
    await second.signIn({ name: "Polyglot", email: "polyglot@example.com" });
    expect(second.cookies.get(LOCALE_COOKIE)).toBe("de");

    const cleared = await first.request("/api/me", { method: "PATCH", json: { language: null } });
    expect(((await cleared.json()) as Me).language).toBeNull();
    expect(first.cookies.has(LOCALE_COOKIE)).toBe(false);
    const third = new BrowserClient(t.url);
    await third.signIn({ name: "Polyglot", email: "polyglot@example.com" });
    expect(third.cookies.has(LOCALE_COOKIE)).toBe(false);

    const unknown = await first.request("/api/me", { method: "PATCH", json: { language: "tlh" } });
    expect(await refusal(unknown)).toMatchObject({ code: "validation_failed", field: "language" });
  });
});
