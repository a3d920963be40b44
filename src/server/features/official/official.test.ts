import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { BrowserClient as Guest } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { checklistInputSchema } from "#shared/contracts/checklists.ts";
import { findAdvancement } from "../game/advancements.ts";
import { offeredVersions } from "../game/game-data.ts";
import { ALL_ADVANCEMENTS_KEY, generateOfficialChecklists, OFFICIAL_KEYS, uuidV5 } from "./generate.ts";
import { publishOfficialChecklists, SITE_ACCOUNT_ID } from "./publish.ts";

const newest = offeredVersions()[0]?.version ?? "";
/** An older release whose data differs: 37 mobs to hunt (the newest data has 41), fewer advancements. */
const OLDER = "1.21.4";

describe("the game's own checklists, generated (D63)", () => {
  const generated = generateOfficialChecklists(newest);
  const byKey = (key: string) => {
    const found = generated.find((checklist) => checklist.key === key);
    if (!found) throw new Error(key);
    return found;
  };

  it("makes the six, each within every rule of a checklist, every step linked", () => {
    expect(generated.map((checklist) => checklist.key)).toEqual(OFFICIAL_KEYS);
    for (const checklist of generated) {
      const { title, description, tags, difficulty, categories, supportedSince } = checklist;
      const input = checklist.sections.length
        ? {
            sections: checklist.sections.map((section) => ({
              title: section.title,
              steps: section.stepIds.map((id) => checklist.steps.find((step) => step.id === id)),
            })),
          }
        : { steps: checklist.steps };
      const parsed = checklistInputSchema.safeParse({
        customId: checklist.key,
        title,
        description,
        tags,
        difficulty,
        categories,
        supportedSince,
        ...input,
      });
      expect(parsed.success, `${checklist.key}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(
        true,
      );
      expect(checklist.steps.every((step) => step.link)).toBe(true);
      expect(new Set(checklist.steps.map((step) => step.id)).size).toBe(checklist.steps.length);
    }
  });

  it("'All advancements' has a section per tab, titled as the game titles its root", () => {
    const all = byKey(ALL_ADVANCEMENTS_KEY);
    expect(all.sections.map((section) => section.title)).toEqual([
      "Minecraft",
      "Nether",
      "The End",
      "Adventure",
      "Husbandry",
    ]);
    expect(all.steps.every((step) => step.link?.kind === "advancement")).toBe(true);
    const linked = all.steps.map((step) => (step.link?.kind === "advancement" ? step.link.advancement : ""));
    expect(linked).toContain("minecraft:husbandry/bred_all_animals");
    expect(linked).not.toContain("minecraft:husbandry/breed_all_animals");
    for (const id of linked) expect(findAdvancement(newest, id), id).not.toBeNull();
  });

  it("the others list the criteria, linked one by one, named as the game names them", () => {
    const adventuring = byKey("adventuring-time");
    expect(adventuring.title).toBe("Adventuring Time");
    expect(adventuring.steps.map((step) => step.title)).toEqual(
      expect.arrayContaining(["Cherry Grove", "Deep Dark", "Pale Garden"]),
    );
    expect(adventuring.steps[0]?.link).toMatchObject({
      kind: "criterion",
      advancement: "minecraft:adventure/adventuring_time",
    });
    expect(byKey("a-balanced-diet").steps).toHaveLength(40);
    expect(byKey("a-complete-catalogue").steps).toHaveLength(11);
  });

  it("derives a step's id from its link: the same biome, the same step in every release", () => {
    const step = (version: string) =>
      generateOfficialChecklists(version)
        .find((checklist) => checklist.key === "adventuring-time")
        ?.steps.find((s) => s.title === "Cherry Grove")?.id;
    expect(step(OLDER)).toBe(step(newest));
    expect(step(newest)).toBe(
      uuidV5("adventuring-time minecraft:adventure/adventuring_time minecraft:cherry_grove"),
    );
    expect(uuidV5("x")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("is quick: the six for the newest release in well under a second once its data is read", () => {
    generateOfficialChecklists(newest);
    const started = performance.now();
    generateOfficialChecklists(newest);
    expect(performance.now() - started).toBeLessThan(250);
  });
});

// "races": two servers starting at once publish each once (the advisory lock of publish.ts).
describe.each(testEngines("races"))("the game's own checklists, published (D63) on %s", (engine) => {
  let t: TestApp;
  let player: BrowserClient;
  let squatter: BrowserClient;
  const guest = () => new Guest(t.url);
  const call = (who: BrowserClient, method: string, path: string, json?: unknown) =>
    who.request(path, { method, json });
  const officialRows = async () =>
    rowsOf<{ id: string; official_key: string }>(
      await t.database.db.execute(
        sql`select id, official_key from checklists where official_key is not null order by official_key`,
      ),
    );

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    player = await quickPerson(t, "Biome Hunter");
    squatter = await quickPerson(t, "Early Bird");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("publishes them approved, by the site's own account, marked official; an address a person holds stays theirs", async () => {
    const taken = await call(squatter, "POST", "/api/checklists", checklistInput({ customId: "two-by-two" }));
    expect(taken.status).toBe(201);

    const result = await publishOfficialChecklists(t.database.db, "CheckCraft", OLDER);
    expect(result.published).toEqual(OFFICIAL_KEYS);
    const adventuring = await (await guest().request("/api/checklists/adventuring-time")).json();
    expect(adventuring).toMatchObject({
      id: "adventuring-time",
      official: true,
      status: "approved",
      authorId: SITE_ACCOUNT_ID,
      authorName: "CheckCraft",
      supportedSince: OLDER,
    });
    expect(adventuring.steps).toHaveLength(54);
    // The site's own account has a profile listing them, like any author.
    const profile = await guest().request(`/api/users/${adventuring.authorHandle}/checklists?perPage=50`);
    expect(profile.status).toBe(200);
    expect((await profile.json()).total).toBe(OFFICIAL_KEYS.length);
    expect(adventuring.steps[0].link.name).toMatch(/^Adventuring Time: /);

    // The person's 'two-by-two' is untouched; the official one took the next address.
    const theirs = await (await call(squatter, "GET", "/api/checklists/two-by-two")).json();
    expect(theirs.official).toBe(false);
    expect((await officialRows()).find((row) => row.official_key === "two-by-two")?.id).toBe(
      "official-two-by-two",
    );

    const explore = await (await guest().request("/api/checklists?perPage=50")).json();
    const official = explore.items.filter((item: { official: boolean }) => item.official);
    expect(official).toHaveLength(OFFICIAL_KEYS.length);
    expect(explore.items.every((item: { official: unknown }) => typeof item.official === "boolean")).toBe(
      true,
    );
    const openapi = await (await guest().request("/api/openapi.json")).json();
    expect(openapi.components.schemas.ChecklistSummary.properties.official).toMatchObject({
      type: "boolean",
    });
    expect(openapi.components.schemas.ChecklistSummary.required).toContain("official");
  });

  it("does nothing on a start with the same data", async () => {
    const written = async () =>
      rowsOf(
        await t.database.db.execute(
          sql`select max(updated_at)::text as at, (select count(*)::int from checklist_steps) as steps from checklists`,
        ),
      );
    const before = await written();
    expect((await publishOfficialChecklists(t.database.db, "CheckCraft", OLDER)).published).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it("publishes a new release's data as a new version: step ids kept, runs keep their ticks, D48 shows what changed", async () => {
    const mobs = await (await guest().request("/api/checklists/monsters-hunted")).json();
    expect(mobs.steps).toHaveLength(37);
    expect((await call(player, "PUT", "/api/checklists/monsters-hunted/membership")).status).toBe(200);
    const ticked = mobs.steps.slice(0, 3).map((step: { id: string }) => step.id);
    for (const id of ticked) {
      expect((await call(player, "PUT", `/api/checklists/monsters-hunted/steps/${id}/done`)).status).toBe(
        200,
      );
    }
    expect((await call(player, "PUT", "/api/checklists/adventuring-time/membership")).status).toBe(200);

    const result = await publishOfficialChecklists(t.database.db, "CheckCraft", newest);
    expect(result.published).toEqual(
      expect.arrayContaining(["all-advancements", "monsters-hunted", "two-by-two"]),
    );

    const after = await (await player.request("/api/checklists/monsters-hunted")).json();
    expect(after.steps).toHaveLength(41);
    expect(after.supportedSince).toBe(newest);
    // The same mobs kept their steps, and the player's ticks with them.
    expect(after.steps.map((step: { id: string }) => step.id)).toEqual(
      expect.arrayContaining(mobs.steps.map((s: { id: string }) => s.id)),
    );
    expect(after.completedStepIds).toEqual(expect.arrayContaining(ticked));

    const runs = (await (await player.request("/api/checklists/monsters-hunted/runs")).json()).items;
    const added = after.steps
      .filter((step: { id: string }) => !mobs.steps.some((s: { id: string }) => s.id === step.id))
      .map((step: { id: string }) => step.id);
    expect(added).toHaveLength(4);
    expect(runs[0].changes).toEqual({ added: expect.arrayContaining(added), changed: [], removed: [] });
    // Adventuring Time's steps are the same: its run meets no changes.
    const adventuringRuns = (await (await player.request("/api/checklists/adventuring-time/runs")).json())
      .items;
    expect(adventuringRuns[0].changes).toBeNull();

    // No duplicates, and the next start with the same data writes nothing.
    expect((await officialRows()).map((row) => row.official_key).sort()).toEqual([...OFFICIAL_KEYS].sort());
    expect((await publishOfficialChecklists(t.database.db, "CheckCraft", newest)).published).toEqual([]);
  });

  it("publishes each once when two servers start at once", async () => {
    await t.database.db.execute(sql`delete from checklists where official_key is not null`);
    const both = await Promise.all([
      publishOfficialChecklists(t.database.db, "CheckCraft", newest),
      publishOfficialChecklists(t.database.db, "CheckCraft", newest),
    ]);
    expect(both.flatMap((result) => result.published).sort()).toEqual([...OFFICIAL_KEYS].sort());
    expect((await officialRows()).map((row) => row.official_key).sort()).toEqual([...OFFICIAL_KEYS].sort());
    // The addresses freed by the delete are taken again, but the one the person holds.
    expect((await officialRows()).map((row) => row.id)).toContain("adventuring-time");
  });
});
