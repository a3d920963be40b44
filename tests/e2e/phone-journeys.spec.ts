import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  handleFromUrl,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

// What a player and a creator meet on a phone (375 px) and a desktop (1280 px): the landing
// page's Continue and search (D38), the checklist page's first screen, handles beside names and
// old profile addresses (D39), the avatar preview, and search that forgives typing (D42).

async function signInNewPerson(page: Page, prefix = "player") {
  const person = uniquePerson(prefix);
  await signIn(page, person);
  await expect(page).toHaveURL(/\/users\//);
  return person;
}

async function join(page: Page, customId: string) {
  await page.goto(`/checklist/${customId}`);
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Join( checklist)?$/ })
    .click();
  await expect(page.getByRole("main")).toContainText("Progress: 0%");
}

/** Whether the element's top is within the first screen of the page. */
async function onFirstScreen(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y + box.height <= height;
}

test("the landing page continues the latest played checklists first and searches in one step", {
  tag: "@phone",
}, async ({ page }) => {
  await signInNewPerson(page);
  await join(page, "first-night-survival");
  await join(page, "beat-the-ender-dragon");
  // Ticking brings First Night Survival back above the dragon, joined later.
  await page.goto("/checklist/first-night-survival");
  // The tick shows at once; the landing page, rendered by the server, knows it once it arrived.
  const stored = page.waitForResponse(
    (answer) => answer.request().method() === "PUT" && answer.url().includes("/steps/") && answer.ok(),
  );
  await page.getByRole("main").getByRole("checkbox").first().check();
  await expect(page.getByRole("main")).toContainText("Progress: 13% (1/8 steps)");
  await stored;

  await page.goto("/");
  const section = page.getByRole("region", { name: "Continue" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "First Night Survival",
    "Beat the Ender Dragon",
  ]);
  await expect(
    section.getByRole("progressbar", { name: "Progress of First Night Survival" }),
  ).toHaveAttribute("value", "13");
  await expect(section).toContainText("1/8 steps (13%)");
  await expectPageStructure(page);
  await expectNoAxeViolations(page);
  await section.getByRole("link", { name: "All checklists in progress (2)" }).click();
  await expect(page).toHaveURL("/my/in-progress");
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("First Night Survival");

  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search checklists" }).fill("irn farm");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/checklists\?q=irn(\+|%20)farm/);
  const main = page.getByRole("main");
  await expect(main).toContainText('No checklists match "irn farm". Showing results for "iron farm".');
  await expect(main.getByRole("heading", { level: 3, name: "Build a Simple Iron Farm" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a guest's landing page has the search box but no Continue section", { tag: "@phone" }, async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("searchbox", { name: "Search checklists" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured checklists" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Continue" })).toHaveCount(0);
});

test("the joined player's first screen shows progress and the next step; Completed shows where the last tick was made", {
  tag: "@phone",
}, async ({ page }) => {
  await signInNewPerson(page);
  await join(page, "first-night-survival");
  const main = page.getByRole("main");
  const progress = main.getByText(/^Progress: \d+%/);
  const next = main.getByRole("link", { name: "1. Punch trees for logs" });
  await expect(next).toBeVisible();
  expect(await onFirstScreen(page, progress), "progress on the first screen").toBe(true);
  expect(await onFirstScreen(page, next), "next step on the first screen").toBe(true);
  // The details come after the steps.
  const [steps, details] = [
    await page.getByRole("heading", { level: 2, name: "Steps" }).boundingBox(),
    await page.getByRole("heading", { name: "Details" }).boundingBox(),
  ];
  if (page.viewportSize()?.width === 375) expect((steps?.y ?? 0) < (details?.y ?? 0)).toBe(true);

  await next.click();
  await expect(main.getByRole("checkbox", { name: "1. Punch trees for logs" })).toBeFocused();
  const boxes = main.getByRole("checkbox");
  const count = await boxes.count();
  for (let i = 0; i < count - 1; i++) await boxes.nth(i).check();
  await expect(main.getByRole("link", { name: /^8\. / })).toBeVisible();
  await boxes.nth(count - 1).check();
  const last = main.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name: /^8\. / }) });
  await expect(last).toContainText("Completed — every step is done. Well played!");
  await expect(page.getByRole("status").filter({ hasText: "Completed. Every step is done." })).toHaveCount(1);
  await expect(main.getByText("Next step:")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("handles stand beside names, and an old profile address leads to the new one", {
  tag: "@phone",
}, async ({ page }) => {
  await page.goto("/checklist/first-night-survival");
  const byline = page.getByRole("main").getByText(/^by /).first();
  await expect(byline).toContainText(/by .+ @[a-z0-9_-]+/);
  await page.goto("/checklists");
  await expect(page.getByRole("main").getByRole("article").first()).toContainText(/by .+ @[a-z0-9_-]+/);

  await signInNewPerson(page, "oldname");
  const oldHandle = handleFromUrl(page);
  await page.goto("/my/settings");
  const fresh = uniquePerson("newname");
  await page.getByRole("textbox", { name: "Nickname" }).fill(fresh.name);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("main")).toContainText("Nickname updated successfully!");

  const response = await page.request.get(`/users/${oldHandle}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  await page.goto(`/users/${oldHandle}`);
  await expect(page).not.toHaveURL(new RegExp(`/users/${oldHandle}$`));
  await expect(page.getByRole("heading", { level: 1, name: fresh.name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`@${handleFromUrl(page)}`);
  await expectNoAxeViolations(page);
});

test("the avatar dialog previews the image and refuses a link that is not one", { tag: "@phone" }, async ({
  page,
}) => {
  await signInNewPerson(page);
  // No internet here: one address answers with a tiny image, the other with a web page.
  await page.route("https://images.example.com/**", (route) =>
    route.request().url().endsWith(".svg")
      ? route.fulfill({
          contentType: "image/svg+xml",
          body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#4a4"/></svg>',
        })
      : route.fulfill({ contentType: "text/html", body: "<p>Not a picture</p>" }),
  );
  await page.goto("/my/settings");
  await page.getByRole("button", { name: "Edit Avatar" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Avatar" });
  const field = dialog.getByLabel("Set avatar image URL");

  await field.fill("https://images.example.com/page");
  await expect(dialog.getByRole("status")).toHaveText("This link does not open as an image.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toContainText(
    "This link does not open as an image. Use the address of a picture (PNG, JPG, GIF or WebP).",
  );
  await expectNoAxeViolations(page);
  const me = await (await page.request.get("/api/me")).json();
  expect(me.avatarUrl).toBeNull();

  await field.fill("https://images.example.com/steve.svg");
  await expect(dialog.getByRole("status")).toHaveText("Preview of your new avatar.");
  await expect(dialog.locator('img[src="https://images.example.com/steve.svg"]')).toBeVisible();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("main")).toContainText("Avatar updated successfully!");
});
