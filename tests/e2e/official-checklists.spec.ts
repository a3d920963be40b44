import { findAdvancement } from "#server/features/game/advancements.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test("Adventuring Time lists every biome it needs (D63)", async ({ page }) => {
  // Published at the server's start by the site's own account, for the newest release offered.
  const checklist = (await (await page.request.get("/api/checklists/adventuring-time")).json()) as {
    official: boolean;
    supportedSince: string;
  };
  expect(checklist.official).toBe(true);
  const biomes = (
    findAdvancement(checklist.supportedSince, "minecraft:adventure/adventuring_time")?.criteria ?? []
  ).map((criterion) => criterion.name);
  expect(biomes.length).toBeGreaterThanOrEqual(54);
  expect(biomes).toContain("Deep Dark");

  await page.goto("/checklist/adventuring-time");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Adventuring Time" })).toBeVisible();
  await expect(main.getByText("Official", { exact: true }).first()).toBeVisible();
  const steps = main.getByRole("region", { name: "Steps" }).getByRole("listitem");
  await expect(steps).toHaveCount(biomes.length);
  const titles = await steps.allInnerTexts();
  for (const biome of biomes) {
    expect(
      titles.some((text) => text.split("\n").some((line) => line.trim() === biome)),
      biome,
    ).toBe(true);
  }
  await expectNoAxeViolations(page);

  // Explore's card says so too.
  await page.goto("/checklists?q=adventuring%20time");
  const card = main.getByRole("article").filter({ hasText: "Adventuring Time" }).first();
  await expect(card.getByText("Official", { exact: true })).toBeVisible();
});

test("an official checklist read in Portuguese says its game names are in English (D66)", async ({
  page,
}) => {
  await page.goto("/checklist/adventuring-time?lang=pt-BR");
  const main = page.getByRole("main");
  await expect(main.getByText("Oficial", { exact: true }).first()).toBeVisible();
  await expect(main.getByText(/Os nomes do jogo nesta lista oficial estão em inglês/)).toBeVisible();
  await expect(main.getByRole("heading", { level: 1, name: "Adventuring Time" })).toBeVisible();
  await page.goto("/checklist/adventuring-time?lang=en");
  await expect(main.getByRole("heading", { level: 1, name: "Adventuring Time" })).toBeVisible();
  await expect(main.getByText(/official checklist are in English/)).toHaveCount(0);
});
