import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { checklists } from "#server/db/schema/index.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { ExplorePage } from "#shared/contracts/checklists.ts";
import { countOutOldLikes } from "./trending.ts";

/** A known data set: [id, title, tags, difficulty, categories, version, likes, steps, days old, status] */
const DATA = [
  ["iron-farm", "Iron farm", ["redstone", "farm"], "Medium", [0, 1], "1.20.1", 30, 5, 10, "approved"],
  ["castle", "Medieval castle", ["build"], "Hard", [1], "1.19", 20, 12, 30, "approved"],
  ["create-start", "Create mod starter", ["create", "modded"], "Medium", [2], "1.20.1", 20, 8, 5, "approved"],
  ["end-fight", "Beat the dragon", ["end", "boss"], "Hard", [0, 3], "1.21.1", 50, 9, 60, "approved"],
  ["first-night", "First night", ["beginner"], "Easy", [0, 4], "1.21.5", 5, 4, 1, "approved"],
  ["redstone-101", "Redstone basics", ["redstone", "tutorial"], "Easy", [4], "1.16.5", 7, 6, 200, "approved"],
  ["gtnh", "GregTech early game", ["gregtech"], "Hard", [2], "1.7.10", 1, 20, 300, "approved"],
  ["villagers", "Trading hall", ["villager", "farm"], "Medium", [0], "1.20.1", 12, 7, 15, "approved"],
  ["hidden-draft", "Iron golem secret", ["farm"], "Easy", [0], "1.20.1", 99, 3, 2, "under_review"],
  ["hidden-rejected", "Rejected iron thing", ["farm"], "Easy", [0], "1.20.1", 99, 3, 2, "rejected"],
] as const;

describe.each(testEngines("search"))("explore and featured on %s", (engine) => {
  let t: TestApp;
  const guest = () => new BrowserClient(t.url);
  const explore = async (query: string): Promise<ExplorePage> => {
    const response = await guest().request(`/api/checklists${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };
  const ids = (page: ExplorePage) => page.items.map((item) => item.id);

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    const author = await signedIn(t.url, "Explorer Author");
    for (const [id, title, tags, difficulty, categories, version, likes, steps, days, status] of DATA) {
      const input = checklistInput({
        customId: id,
        title,
        description: `All about ${title.toLowerCase()}.`,
        tags: [...tags],
        difficulty,
        categories: [...categories],
        supportedSince: version,
        steps: Array.from({ length: steps }, (_, i) => ({ title: `Step ${i + 1}`, description: "" })),
      });
      const response = await author.request("/api/checklists", { method: "POST", json: input });
      expect(response.status).toBe(201);
      await t.database.db
        .update(checklists)
        .set({ status, likes, createdAt: sql`now() - make_interval(days => ${days}::int)` })
        .where(eq(checklists.id, id));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists approved checklists only, most liked first by default", async () => {
    const page = await explore("");
    expect(page).toMatchObject({ total: 8, page: 1, perPage: 10 });
    expect(ids(page)).toEqual([
      "end-fight",
      "iron-farm",
      "create-start", // 20 likes, newer than castle
      "castle",
      "villagers",
      "redstone-101",
      "first-night",
      "gtnh",
    ]);
    expect(page.items[0]).toMatchObject({ authorName: "Explorer Author", stepCount: 9, likes: 50 });
  });

  it("sorts by step count and by newest", async () => {
    expect(ids(await explore("?sort=steps")).slice(0, 3)).toEqual(["gtnh", "castle", "end-fight"]);
    expect(ids(await explore("?sort=newest")).slice(0, 3)).toEqual([
      "first-night",
      "create-start",
      "iron-farm",
    ]);
  });

  it("filters by categories (any of), difficulty and versions, with the right total", async () => {
    const modded = await explore("?categories=2");
    expect(ids(modded).sort()).toEqual(["create-start", "gtnh"]);
    expect(modded.total).toBe(2);
    const buildOrTutorial = await explore("?categories=1,4");
    expect(ids(buildOrTutorial).sort()).toEqual(["castle", "first-night", "iron-farm", "redstone-101"]);
    expect(buildOrTutorial.total).toBe(4);
    const easyOrHard = await explore("?difficulty=Easy,Hard");
    expect(easyOrHard.total).toBe(5);
    const combined = await explore("?categories=0&difficulty=Medium&versions=1.20.1,1.19");
    expect(ids(combined)).toEqual(["iron-farm", "villagers"]);
    expect(combined.total).toBe(2);
    const none = await explore("?categories=3&versions=1.7.10");
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it("searches title, description and tags by words and prefixes", async () => {
    expect(ids(await explore("?q=iron"))).toEqual(["iron-farm"]);
    expect(ids(await explore("?q=redst")).sort()).toEqual(["iron-farm", "redstone-101"]);
    const byTag = await explore("?q=villager");
    expect(ids(byTag)).toEqual(["villagers"]);
    const farms = await explore("?q=farms");
    expect(ids(farms).sort()).toEqual(["iron-farm", "villagers"]);
    expect(farms.total).toBe(2);
    expect((await explore("?q=farm&difficulty=Medium&categories=1")).total).toBe(1);
    expect((await explore("?q=nothing-like-this")).total).toBe(0);
    // Search syntax is treated as words, never as a query language.
    expect((await explore(`?q=${encodeURIComponent("iron & | ! ( ' :*")}`)).total).toBe(1);
    expect((await explore(`?q=${encodeURIComponent("  ")}`)).total).toBe(8);
  });

  it("ranks checklists with all the words first, then those with some, and says where (issue 23)", async () => {
    // The walkthrough's "create modpack" finds the Create mod starter (here D42 reads it as "create modded").
    expect(ids(await explore(`?q=${encodeURIComponent("create modpack")}`))).toEqual(["create-start"]);
    // No checklist has both words, one has "create", and no spelling is closer.
    const some = await explore(`?q=${encodeURIComponent("create elevator")}`);
    expect(some).toMatchObject({ total: 1, allWordsTotal: 0 });
    expect(ids(some)).toEqual(["create-start"]);
    expect(some.correctedQuery).toBeUndefined();
    // "iron farm": the iron farm has both words; the trading hall (farm) follows.
    const mixed = await explore(`?q=${encodeURIComponent("iron farm")}`);
    expect(mixed).toMatchObject({ total: 2, allWordsTotal: 1 });
    expect(ids(mixed)).toEqual(["iron-farm", "villagers"]);
    // Each part keeps the sort; paging runs across the two parts without gaps or repeats.
    const words = encodeURIComponent("redstone dragon farm castle create night gregtech");
    const all = ids(await explore(`?q=${words}&perPage=50`));
    expect(all).toEqual([
      "end-fight",
      "iron-farm",
      "create-start",
      "castle",
      "villagers",
      "redstone-101",
      "first-night",
      "gtnh",
    ]);
    const paged = [];
    for (const page of [1, 2]) {
      const answer = await explore(`?q=${words}&perPage=5&page=${page}`);
      expect(answer).toMatchObject({ total: 8, allWordsTotal: 0 });
      paged.push(...ids(answer));
    }
    expect(paged).toEqual(all);
    const firstTwo = await explore(`?q=${encodeURIComponent("redstone farm")}&perPage=5`);
    expect(firstTwo).toMatchObject({ total: 3, allWordsTotal: 1 });
    expect(ids(firstTwo)).toEqual(["iron-farm", "villagers", "redstone-101"]);
    // Filters apply to both parts; one word has no second part.
    expect(
      await explore(`?q=${encodeURIComponent("iron farm")}&difficulty=Medium&categories=1`),
    ).toMatchObject({
      total: 1,
    });
    expect((await explore("?q=farm")).allWordsTotal).toBeUndefined();
  });

  it("forgives typing: a search that finds nothing shows the closest spelling's results, saying so (D42)", async () => {
    const typo = await explore(`?q=${encodeURIComponent("irn farm")}`);
    // All of the corrected words first, then the other farm (issue 23).
    expect(typo).toMatchObject({ correctedQuery: "iron farm", total: 2, allWordsTotal: 1 });
    expect(ids(typo)).toEqual(["iron-farm", "villagers"]);
    expect(await explore("?q=casle")).toMatchObject({ correctedQuery: "castle", total: 1 });
    // A search that finds something is never second-guessed.
    expect((await explore("?q=iron")).correctedQuery).toBeUndefined();
    // Words of checklists nobody may see yet are never offered.
    expect(await explore("?q=secrte")).toMatchObject({ items: [], total: 0 });
    expect((await explore("?q=secrte")).correctedQuery).toBeUndefined();
    // Nothing close enough: the plain empty answer.
    expect(await explore("?q=zzqxv")).toEqual({ items: [], total: 0, page: 1, perPage: 10 });
    // A later approval brings its words.
    await t.database.db
      .update(checklists)
      .set({ status: "approved" })
      .where(eq(checklists.id, "hidden-draft"));
    try {
      expect(await explore("?q=secrte")).toMatchObject({ correctedQuery: "secret", total: 1 });
    } finally {
      await t.database.db
        .update(checklists)
        .set({ status: "under_review" })
        .where(eq(checklists.id, "hidden-draft"));
    }
  });

  it("pages with perPage, keeping the total", async () => {
    const first = await explore("?perPage=5");
    const second = await explore("?perPage=5&page=2");
    expect(first).toMatchObject({ total: 8, perPage: 5, page: 1 });
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(3);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(8);
    expect((await explore("?page=9")).items).toEqual([]);
  });

  it.each([
    "?perPage=7",
    "?page=0",
    "?page=abc",
    "?sort=random",
    "?categories=9",
    "?categories=x",
    "?difficulty=Insane",
    "?versions=2.0",
    `?q=${"a".repeat(201)}`,
  ])("refuses %s with 422", async (query) => {
    const response = await guest().request(`/api/checklists${query}`);
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe("validation_failed");
  });

  it("keeps the facet counts and the search right through approval, edits and deletion", async () => {
    const before = (await explore("?categories=4")).total;
    expect((await explore("?q=golem")).total).toBe(0);
    await t.database.db
      .update(checklists)
      .set({ categories: [1] })
      .where(eq(checklists.id, "first-night"));
    expect((await explore("?categories=4")).total).toBe(before - 1);
    await t.database.db
      .update(checklists)
      .set({ status: "approved" })
      .where(eq(checklists.id, "hidden-draft"));
    // The unfiltered page is kept in the hot cache, which a write straight to the database (as
    // another server's) clears when its NOTIFY arrives: at once on PGlite, a moment later on
    // PostgreSQL. Writes through this server clear it before they answer (hot-cache.test.ts).
    const unfilteredTotal = async () => (await explore("")).total;
    await expect.poll(unfilteredTotal, { timeout: 3000 }).toBe(9);
    expect(ids(await explore("?q=golem"))).toEqual(["hidden-draft"]);
    await t.database.db.delete(checklists).where(eq(checklists.id, "hidden-draft"));
    await expect.poll(unfilteredTotal, { timeout: 3000 }).toBe(8);
    await t.database.db
      .update(checklists)
      .set({ categories: [0, 4] })
      .where(eq(checklists.id, "first-night"));
  });

  it("counts a search again once the searched checklists change, however they were changed", async () => {
    const generation = async () =>
      rowsOf<{ generation: string }>(
        await t.database.db.execute(sql`select generation from checklist_search_generation`),
      )[0]?.generation;
    expect((await explore("?q=dragon")).total).toBe(1);
    const before = await generation();
    // A like changes the order of a search, never its matches: the kept totals stay.
    await t.database.db
      .update(checklists)
      .set({ likes: sql`${checklists.likes} + 1` })
      .where(eq(checklists.id, "castle"));
    expect(await generation()).toBe(before);
    // Straight SQL, as another server would write: the generation lives in the database.
    await t.database.db
      .update(checklists)
      .set({ title: "Dragon castle", likes: 20 })
      .where(eq(checklists.id, "castle"));
    expect(await generation()).not.toBe(before);
    expect(ids(await explore("?q=dragon"))).toEqual(["end-fight", "castle"]);
    await t.database.db
      .update(checklists)
      .set({ title: "Medieval castle" })
      .where(eq(checklists.id, "castle"));
    expect((await explore("?q=dragon")).total).toBe(1);
  });

  it("keeps a search's total, without counting, while the generation stands still", async () => {
    expect((await explore("?q=medieval")).total).toBe(1);
    await t.database.db.execute(sql`alter table checklists disable trigger checklists_search_generation`);
    try {
      await t.database.db
        .update(checklists)
        .set({ title: "Stone castle" })
        .where(eq(checklists.id, "castle"));
      expect((await explore("?q=medieval")).total).toBe(1);
    } finally {
      await t.database.db.execute(sql`alter table checklists enable trigger checklists_search_generation`);
      await t.database.db
        .update(checklists)
        .set({ title: "Medieval castle" })
        .where(eq(checklists.id, "castle"));
    }
    expect((await explore("?q=medieval")).total).toBe(1);
    expect((await explore("?q=stone")).total).toBe(0);
  });

  it("plans every query with the session settings, on every pooled connection", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.database.db.execute(sql`show random_page_cost`)),
    );
    for (const answer of answers) expect(rowsOf(answer)).toEqual([{ random_page_cost: "1.1" }]);
  });

  it("features the 3 most-liked approved checklists, newest first on ties (D13)", async () => {
    const featured = await (await guest().request("/api/checklists/featured")).json();
    expect(featured.items.map((item: { id: string }) => item.id)).toEqual([
      "end-fight",
      "iron-farm",
      "create-start",
    ]);
  });

  it("describes every checklist route in the OpenAPI document, in camelCase", async () => {
    const doc = await (await guest().request("/api/openapi.json")).json();
    for (const path of [
      "/api/checklists",
      "/api/checklists/featured",
      "/api/checklists/{address}",
      "/api/checklist-ids/{address}",
      "/api/me/checklists",
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(Object.keys(doc.components.schemas.Checklist.properties)).toEqual(
      expect.arrayContaining([
        "customId",
        "authorName",
        "stepCount",
        "supportedSince",
        "isApproved",
        "steps",
      ]),
    );
  });

  // D35. Last: it likes checklists through the API, which moves the popular order.
  it("sorts by likes of the last 7 days ('trending') and by the last approval ('updated')", async () => {
    for (const [id, days] of [
      ["castle", 0],
      ["gtnh", 3],
      ["iron-farm", 7],
    ] as const) {
      await t.database.db
        .update(checklists)
        .set({ approvedAt: sql`now() - make_interval(days => ${days}::int)` })
        .where(eq(checklists.id, id));
    }
    expect(ids(await explore("?sort=updated")).slice(0, 3)).toEqual(["castle", "gtnh", "iron-farm"]);

    const fans = await Promise.all(["Fan A", "Fan B"].map((name) => signedIn(t.url, name)));
    for (const fan of fans) {
      expect((await fan.request("/api/checklists/gtnh/like", { method: "PUT" })).status).toBe(200);
    }
    expect((await fans[0]?.request("/api/checklists/first-night/like", { method: "PUT" }))?.status).toBe(200);
    const popularRest = ["end-fight", "iron-farm", "create-start", "castle", "villagers", "redstone-101"];
    expect(ids(await explore("?sort=trending"))).toEqual(["gtnh", "first-night", ...popularRest]);
    // An unlike takes its like back from this week's count: 1 each, then likes decide.
    expect((await fans[1]?.request("/api/checklists/gtnh/like", { method: "DELETE" }))?.status).toBe(200);
    expect(ids(await explore("?sort=trending")).slice(0, 2)).toEqual(["first-night", "gtnh"]);
    expect((await fans[1]?.request("/api/checklists/gtnh/like", { method: "PUT" }))?.status).toBe(200);

    // A like older than a week no longer counts; the page boundary falls inside the rest.
    await t.database.db.execute(
      sql`update likes set created_at = now() - interval '8 days' where checklist_id = 'first-night'`,
    );
    await countOutOldLikes(t.database.db);
    expect(ids(await explore("?sort=trending&perPage=5"))).toEqual(["gtnh", ...popularRest.slice(0, 4)]);
    expect(ids(await explore("?sort=trending&perPage=5&page=2"))).toEqual([
      "villagers",
      "redstone-101",
      "first-night",
    ]);
    expect(ids(await explore("?sort=trending&q=farm"))).toEqual(["iron-farm", "villagers"]);
  });
});
