import type { Page } from "@playwright/test";
import {
  addStep,
  deleteStep,
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  NOT_FOUND_RESPONSE,
  newPersonPage,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

/** Signs a new person in and publishes a small checklist; answers its id and the person. */
async function publishChecklist(page: Page, title: string) {
  const person = uniquePerson("author");
  await signIn(page, person);
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/create");
  const id = `e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.getByLabel("Checklist ID").fill(id);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("A checklist written by the browser tests.");
  await addStep(page, "Punch a tree", "Get some logs.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(`/checklist/${id}`);
  return { id, person };
}

const LONG_LINK =
  "https://www.curseforge.com/minecraft/modpacks/gt-new-horizons/files/all?page=1&pageSize=20";

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], "page width against the window").toBeLessThanOrEqual(widths[1] ?? 0);
}

test("create a checklist: every validation message, steps added, edited, reordered and deleted @postgres", async ({
  page,
}) => {
  test.slow();
  await signIn(page, uniquePerson("creator"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a checklist" })).toBeVisible();
  await expectPageStructure(page);

  // Publishing an empty form shows what is missing and sends nothing.
  await page.getByRole("button", { name: "Publish" }).click();
  const main = page.getByRole("main");
  await expect(main).toContainText("Checklist ID is required.");
  await expect(main).toContainText("Title is required.");
  await expect(main).toContainText("Description is required.");
  await expect(main).toContainText("Add at least 1 step.");
  await expect(page).toHaveURL("/create");

  // A title of only zero-width and bidi characters is as empty as no title (issue 23).
  const titleField = page.getByLabel("Title");
  await titleField.fill("x");
  await expect(main).not.toContainText("Title is required.");
  await titleField.fill("\u200b\u200d\u202e\u2066\u2069");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(main).toContainText("Title is required.");
  await titleField.fill("");

  // The id is sanitized as typed and checked against the server.
  const idField = page.getByLabel("Checklist ID");
  await idField.fill("x".repeat(41));
  await expect(main).toContainText("Max ID length: 40");
  await idField.fill("Featured");
  await expect(main).toContainText("This ID is already taken.");
  const id = `my-farm-${Date.now().toString(36)}`;
  await idField.fill(`  My Farm! ${id.slice(8)} `);
  await expect(main).toContainText(`/checklist/${id}`);
  await expect(main).not.toContainText("This ID is already taken.");

  // Limits are shown and cannot be exceeded (D16).
  const title = page.getByLabel("Title");
  await title.fill("t".repeat(70));
  await expect(title).toHaveValue("t".repeat(60));
  await expect(main).toContainText("0 characters left");
  await title.fill("Automatic wheat farm");
  // Players paste long links: they must wrap, never widen the page past the screen.
  await page
    .getByLabel("Description")
    .fill(`A compact farm that harvests itself with villagers. Design: ${LONG_LINK}`);
  await page.getByLabel("Difficulty").selectOption("Hard");
  await page.getByLabel("Supported since").selectOption("1.20.1");

  // At most 3 categories: the others disable.
  for (const name of ["Survival", "Building", "Tutorials"]) await page.getByLabel(name).check();
  await expect(page.getByLabel("Modded")).toBeDisabled();
  await expect(page.getByLabel("Adventure")).toBeDisabled();
  await page.getByLabel("Tutorials").uncheck();
  await expect(page.getByLabel("Modded")).toBeEnabled();
  // Tag limits show as typed, and block publishing until fixed (D16).
  const tagsField = page.getByRole("textbox", { name: "Tags" });
  await tagsField.fill(Array.from({ length: 13 }, (_, i) => `tag${i}`).join(","));
  await expect(main).toContainText("13 of 12 tags");
  await expect(main).toContainText("Use at most 12 tags.");
  await tagsField.fill(`farm, ${"x".repeat(31)}`);
  await expect(main).toContainText("A tag can be at most 30 characters.");
  await tagsField.fill(" Farm, REDSTONE ,, villagers ");
  await expect(main).toContainText("3 of 12 tags");
  await expect(main).not.toContainText("A tag can be at most 30 characters.");
  await expect(
    page.getByRole("list", { name: "Tags as they will be saved" }).getByRole("listitem"),
  ).toHaveText(["#farm", "#redstone", "#villagers"]);

  // Steps are rows typed in place (D54): an empty one is left out, one with only a description
  // is refused at its row.
  const long = "Place the composter so the farmer villager can reach it and then wait for a full cycle";
  await addStep(page, "Find a farmer villager", long);
  await addStep(page, "Build the water channel");
  await addStep(page, "Add the hopper line");
  const steps = page.getByRole("group", { name: /Steps/ }).getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(page.getByRole("textbox", { name: "Details for step 1" })).toHaveValue(long);
  await expectNoAxeViolations(page);

  const second = page.getByRole("textbox", { name: "Step 2", exact: true });
  await expect(second).toHaveValue("Build the water channel");
  await second.fill("Dig the water channel");
  await page.getByRole("button", { name: "More for step 3" }).click();
  await page.getByRole("button", { name: "Move up: Add the hopper line" }).click();
  await expect(page.getByRole("button", { name: "Move up: Add the hopper line" })).toBeFocused();
  await page.getByRole("button", { name: "Move up: Add the hopper line" }).click();
  // It is first now: Move up disables, and focus moves to its Move down instead of the page top.
  await expect(page.getByRole("button", { name: "Move down: Add the hopper line" })).toBeFocused();
  await page.getByRole("button", { name: "Move down: Add the hopper line" }).click();
  await deleteStep(page, 1);
  await expect(steps).toHaveCount(2);
  await expect(page.getByRole("textbox", { name: "Step 1", exact: true })).toHaveValue("Add the hopper line");
  await expect(page.getByRole("textbox", { name: "Step 2", exact: true })).toHaveValue(
    "Dig the water channel",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(`/checklist/${id}`);
  await expect(page.getByRole("status").filter({ hasText: "published for review" })).toHaveText(
    "Your checklist was published for review. A moderator will look at it soon.",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Automatic wheat farm" })).toBeVisible();
  await expect(main).toContainText("under review");
  await expect(main).toContainText("This checklist is under review.");
  await expect(
    page.getByRole("list").filter({ hasText: "Add the hopper line" }).getByRole("listitem"),
  ).toHaveCount(2);
  await expect(main).toContainText("Hard");
  await expect(main).toContainText("#redstone");
  await expectNoHorizontalScroll(page);
  await expectPageStructure(page);
  await expectNoAxeViolations(page);
});

test("an author edits and deletes their checklist; others cannot see it under review @postgres", async ({
  page,
  browser,
}) => {
  test.slow();
  const { id } = await publishChecklist(page, "Cobblestone generator");

  const stranger = await newPersonPage(browser, [NOT_FOUND_RESPONSE]);
  await stranger.page.goto(`/checklist/${id}`);
  await expect(stranger.page.getByRole("heading", { level: 1, name: "Checklist not found" })).toBeVisible();
  await stranger.close();

  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(`/my/edit/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit checklist" })).toBeVisible();
  await expect(page.getByLabel("Checklist ID")).toHaveValue(id);
  await page.getByLabel("Title").fill("Cobblestone generator v2");
  await addStep(page, "Add lava");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(`/checklist/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Cobblestone generator v2" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Your changes were saved and sent for review.");
  await expect(page.getByRole("main")).toContainText("2 steps");

  await page.goto("/my/created");
  await expect(page.getByRole("heading", { level: 1, name: "My checklists" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "Cobblestone generator v2" });
  await expect(card).toContainText("under review");
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete checklist" });
  await expect(confirm).toContainText("Are you sure you want to delete this checklist?");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("main")).toContainText("You haven't created any checklists yet.");
  expect((await page.request.get(`/api/checklists/${id}`)).status()).toBe(404);
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [/the server responded with a status of 409/] });

  test("editing to a custom id another checklist has is refused with an alert", { tag: "@phone" }, async ({
    page,
  }) => {
    const { id } = await publishChecklist(page, "Sugar cane farm");
    const explore = await (await page.request.get("/api/checklists?perPage=5")).json();
    const otherId: string = explore.items[0].customId;
    await page.goto(`/my/edit/${id}`);
    await page.getByLabel("Title").fill("Sugar cane farm, renamed");
    await page.getByLabel("Checklist ID").fill(otherId.toUpperCase());
    await expect(page.getByRole("main")).toContainText("This custom ID is already taken.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("alert")).toContainText("This custom ID is already taken.");
    await page.goto(`/checklist/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sugar cane farm" })).toBeVisible();
  });
});

/**
 * Explore's sort, filters and page size: in a row at 1280 px; on a phone behind the 'Filters'
 * button, in a dialog that 'Show results' closes.
 */
function exploreControls(page: Page, phone: boolean) {
  const dialog = page.getByRole("dialog", { name: "Filters" });
  return {
    async open() {
      if (!phone) return page.getByRole("main");
      await page.getByRole("button", { name: /^Filters/ }).click();
      await expect(dialog).toBeVisible();
      return dialog;
    },
    async close() {
      if (phone) await dialog.getByRole("button", { name: "Show results" }).click();
      await expect(dialog).toHaveCount(0);
    },
    /** Ticks one choice of a multi-select filter (a popover at 1280 px, a fieldset on a phone). */
    async choose(filter: string, choice: string) {
      const scope = await this.open();
      if (phone) {
        await scope.getByRole("group", { name: filter }).getByLabel(choice, { exact: true }).check();
      } else {
        await page.getByRole("button", { name: new RegExp(`^${filter}`) }).click();
        await page.getByRole("dialog", { name: filter }).getByLabel(choice, { exact: true }).check();
        await page.keyboard.press("Escape");
      }
      await this.close();
    },
    async select(label: string, value: string) {
      const scope = await this.open();
      await scope.getByLabel(label).selectOption(value);
      await this.close();
    },
  };
}

test(
  "explore: sort, filters, search, page size and pages all live in the URL @postgres",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    test.slow();
    const phone = testInfo.project.name === "phone";
    const controls = exploreControls(page, phone);
    await page.goto("/checklists");
    await expect(page.getByRole("heading", { level: 1, name: "Explore checklists" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(10);
    await expectPageStructure(page);
    await expectNoAxeViolations(page);
    // The first result starts on the first screen, also on a phone (issue 12).
    const firstCard = await cards.first().boundingBox();
    expect(firstCard?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(page.viewportSize()?.height ?? 0);

    await controls.select("Per page", "5");
    await expect(page).toHaveURL("/checklists?perPage=5");
    await expect(cards).toHaveCount(5);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pagination.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL("/checklists?page=2&perPage=5");
    await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The new page starts at the top of the results, where focus goes too.
    await expect(page.locator("[data-paged-list]")).toBeFocused();
    await expect(page.locator("[data-paged-list]")).toBeInViewport();
    await page.goto("/checklists?page=99&perPage=5");
    await expect(page.getByRole("main")).toContainText("There is no page 99 here.");
    await page.getByRole("link", { name: "Go to page 1" }).click();
    await expect(page).toHaveURL("/checklists?perPage=5");
    await page.goto("/checklists?page=2&perPage=5");
    await page.goBack();
    await expect(page).toHaveURL("/checklists?perPage=5");

    await controls.select("Sort by", "steps");
    await expect(page).toHaveURL("/checklists?sort=steps&perPage=5");
    await expect
      .poll(async () => {
        const counts = (await cards.getByText(/^\d+ steps?$/).allTextContents()).map((t) =>
          Number.parseInt(t, 10),
        );
        return counts.length === 5 && counts.every((n, i) => i === 0 || (counts[i - 1] ?? 0) >= n);
      })
      .toBe(true);
    await controls.select("Sort by", "newest");
    await expect(page).toHaveURL("/checklists?sort=newest&perPage=5");

    await controls.choose("Categories", "Modded");
    await expect(page).toHaveURL(/categories=2/);
    if (phone) {
      // The button says how many are in use: the sort and the category.
      await expect(page.getByRole("button", { name: "Filters · 2 active" })).toBeVisible();
    } else {
      await expect(page.getByRole("button", { name: "Categories: Modded" })).toBeVisible();
    }
    const moddedCount = await cards.count();
    expect(moddedCount).toBeGreaterThan(0);

    await controls.choose("Difficulty", "Hard");
    await expect(page).toHaveURL(/difficulty=Hard/);
    // The previous page stays on screen (aria-busy) until the filtered one arrives.
    await expect(page.getByRole("main").locator('ul[aria-busy="false"]')).toHaveCount(1);
    await expect
      .poll(async () => {
        const texts = await cards.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes("Hard"));
      })
      .toBe(true);

    await controls.choose("Supported Since Versions", "1.7.10");
    await controls.choose("Supported Since Versions", "All");
    await expect(page).not.toHaveURL(/versions=/);
    await expectNoAxeViolations(page);
    if (phone) {
      await controls.open();
      await expectNoAxeViolations(page);
      await controls.close();
    }

    await page.goto("/checklists");
    await page.getByLabel("Search checklists").fill("zzzz-no-such-thing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/checklists?q=zzzz-no-such-thing");
    await expect(page.getByRole("main")).toContainText("No checklists match this search.");
    await page.getByRole("link", { name: "Clear search and filters" }).click();
    await expect(cards).toHaveCount(10);

    // A shared link opens the same view.
    const firstTitle = (await cards.first().getByRole("heading").textContent()) ?? "";
    const word = firstTitle.split(" ").find((w) => w.length > 3) ?? firstTitle;
    await page.goto(`/checklists?q=${encodeURIComponent(word)}`);
    await expect(page.getByLabel("Search checklists")).toHaveValue(word);
    await expect(cards.filter({ hasText: firstTitle })).toHaveCount(1);

    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/checklist\//);
    await expect(page.getByRole("heading", { level: 2, name: "Steps" })).toBeVisible();
  },
);

test("'More' opens with one press while its menu's code is still on the way (decisions/014)", async ({
  page,
}) => {
  // The menu's code arrives between the press and the release, as on a slow connection.
  await page.route(/\/assets\/more-menu-radix-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto("/checklist/first-night-survival");
  const box = await page.getByRole("button", { name: "More" }).boundingBox();
  if (!box) throw new Error("no More button");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.getByRole("menuitem", { name: "Share" })).toBeVisible();
  await page.mouse.up();
  await expect(page.getByRole("menuitem", { name: "Share" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitem", { name: "Share" })).toBeHidden();
  await expect(page.getByRole("button", { name: "More" })).toBeFocused();
});

test("the checklist page: details, share modal and 'Login to Start' for a guest", { tag: "@smoke" }, async ({
  page,
}) => {
  await page.goto("/checklists");
  const first = page.getByRole("main").getByRole("article").first();
  const title = (await first.getByRole("heading").textContent()) ?? "";
  await first.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole("region", { name: "Details" })).toContainText("Supported since");
  await expectPageStructure(page);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Share" }).click();
  const share = page.getByRole("dialog", { name: "Share this checklist" });
  await expect(share.getByLabel("Link")).toHaveValue(new URL(path, page.url()).toString());
  await expect(share.getByLabel("Link")).toHaveAttribute("readonly", "");
  await expect(share.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectNoAxeViolations(page);
  await share.getByRole("button", { name: "Close" }).click();
  await expect(share).toBeHidden();
  // Focus goes back to the menu's button, not to the top of the page.
  await expect(page.getByRole("button", { name: "More" })).toBeFocused();

  await page.getByRole("link", { name: "Login to Start" }).click();
  await expect(page).toHaveURL(`/sign-in?from=${encodeURIComponent(path)}`);
  await signIn(page, uniquePerson());
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("link", { name: "Login to Start" })).toHaveCount(0);
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_RESPONSE] });

  test("a missing checklist says 'Checklist not found' without redirecting", async ({ page }) => {
    await page.goto("/checklist/no-such-checklist-here");
    await expect(page.getByRole("heading", { level: 1, name: "Checklist not found" })).toBeVisible();
    await expect(page).toHaveURL("/checklist/no-such-checklist-here");
    await expectPageStructure(page);
    await expectNoAxeViolations(page);
  });
});

test("the landing page features the 3 most-liked checklists", async ({ page }) => {
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured checklists" });
  await expect(featured.getByRole("article")).toHaveCount(3);
  await expectNoAxeViolations(page);
  const likes = await featured.getByText(/^\d+ likes?$/).allTextContents();
  const numbers = likes.map((text) => Number.parseInt(text, 10));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
});
