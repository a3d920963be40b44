import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, expectNoAxeViolations, newPersonPage, signIn, test, uniquePerson } from "./fixtures.ts";

/** D65's words as the German catalog has them, read from it so a translation can change. */
const GERMAN = JSON.parse(
  readFileSync(
    path.join(
      import.meta.dirname,
      "..",
      "..",
      "src",
      "shared",
      "i18n",
      "catalogs",
      "de",
      "guideLanguage.json",
    ),
    "utf8",
  ),
) as Record<string, string>;
/** The demo's Portuguese and German guides (server/features/demo). */
const PORTUGUESE_GUIDE = "Guia de sobrevivência: a primeira noite";
const GERMAN_GUIDE = "Dein erstes Netherportal";

test.describe("a German player's browser (de)", () => {
  test.use({ locale: "de-DE" });

  test("Explore shows German and English guides by default, every language in one press", {
    tag: "@phone",
  }, async ({ page }) => {
    const main = page.getByRole("main");
    await page.goto("/checklists?q=netherportal");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const german = main.getByRole("article").filter({ has: page.getByRole("link", { name: GERMAN_GUIDE }) });
    await expect(german).toContainText("Deutsch");

    await page.goto("/checklists?q=primeira");
    await expect(main.getByRole("link", { name: PORTUGUESE_GUIDE })).toHaveCount(0);
    const all = page.getByRole("button", { name: GERMAN.allLanguages });
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await all.click();
    await expect(page).toHaveURL(/languages=all/);
    await expect(all).toHaveAttribute("aria-pressed", "true");
    const portuguese = main
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: PORTUGUESE_GUIDE }) });
    await expect(portuguese).toContainText("Português (Brasil)");
    await expectNoAxeViolations(page);

    // The view is the URL's (D27): loaded again, it is still every language.
    await page.reload();
    await expect(main.getByRole("link", { name: PORTUGUESE_GUIDE })).toBeVisible();
    await page.getByRole("button", { name: GERMAN.allLanguages }).click();
    await expect(page).not.toHaveURL(/languages=/);
    await expect(main.getByRole("link", { name: PORTUGUESE_GUIDE })).toHaveCount(0);
  });

  test("a guide's page names its language; the create form starts in the reader's", async ({ page }) => {
    await page.goto("/checklist/erstes-netherportal");
    await expect(page.getByRole("main")).toContainText("Deutsch");
    await signIn(page, uniquePerson("autorin"));
    await page.goto("/create");
    await expect(page.getByRole("combobox", { name: GERMAN.field })).toHaveValue("de");
  });
});

test("Settings → Language sticks to the account: another device signing in follows it", {
  tag: "@phone",
}, async ({ page, browser }) => {
  const person = uniquePerson("polyglot");
  await signIn(page, person);
  await page.goto("/my/settings");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("combobox", { name: "Language" }).selectOption("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("combobox", { name: GERMAN.setting })).toHaveValue("de");

  const other = await newPersonPage(browser);
  await signIn(other.page, person);
  await other.page.goto("/");
  await expect(other.page.locator("html")).toHaveAttribute("lang", "de");
  await other.close();
});
