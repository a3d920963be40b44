import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  inTheFullBrowser,
  openAccountMenu,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

/**
 * Issue 12, docs/decisions/015: a guest's landing page arrives rendered and loads the app only
 * when the guest starts using it; what they did before it arrived is kept.
 */

// What a page does before its app is started is the subject here: nothing starts it for the test.
test.use({ startTheApp: false, ...inTheFullBrowser });

const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** The app's script is held back until `release` is called. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("the landing page loads no app until it is used, and reads and links without it", async ({ page }) => {
  const appRequests: string[] = [];
  page.on("request", (request) => {
    if (APP_SCRIPT.test(request.url())) appRequests.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page).toHaveTitle("Home · Checkcraft");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Discover, track and share");
  await expect(page.getByRole("region", { name: "Featured checklists" }).getByRole("article")).toHaveCount(3);
  expect(appRequests, "no app before the guest does anything").toEqual([]);
  await expectNoAxeViolations(page);

  await page.mouse.wheel(0, 400);
  await expect.poll(() => appRequests.length, { message: "scrolling fetches the app" }).toBe(1);
});

test("ticks made before the app arrives are kept and counted once it does", async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto("/");
  const tutorial = page.getByRole("region", { name: /Try it/ });
  const steps = tutorial.getByRole("checkbox");

  await steps.nth(0).check();
  await tutorial.getByText("3. Make a wooden pickaxe").click(); // the label ticks its box too
  await steps.nth(5).check();
  await steps.nth(5).uncheck(); // ticked and unticked again: nothing to tell the app
  await expect(steps.nth(0)).toBeChecked();
  await expect(steps.nth(2)).toBeChecked();
  await expect(tutorial).toContainText("Progress: 0%");

  release();
  await expect(tutorial).toContainText("Progress: 25%");
  await expect(steps.nth(0)).toBeChecked();
  await expect(steps.nth(2)).toBeChecked();
  await expect(steps.nth(5)).not.toBeChecked();
  // React has the ticks now: unticking one counts down.
  await steps.nth(0).uncheck();
  await expect(tutorial).toContainText("Progress: 13%");
});

test("the landing page's view is counted once, by its first script or by the app", async ({ page }) => {
  const views: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/analytics/pageview")) views.push(request.postDataJSON()?.path);
  });
  await page.goto("/");
  await page.mouse.wheel(0, 400);
  await page.waitForLoadState("networkidle");
  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL("/about");
  await expect.poll(() => views).toEqual(["/", "/about"]);
});

test("a signed-in player's landing page fetches the app at once: their account menu is the app's", async ({
  page,
}, testInfo) => {
  const person = uniquePerson();
  await signIn(page, person);
  const app = page.waitForRequest(APP_SCRIPT);
  await page.goto("/");
  await app;
  const menu = await openAccountMenu(page, testInfo, person.name);
  await expect(menu.getByText("Log out", { exact: true })).toBeVisible();
});

test("a guest who scrolled before the app arrived stays where they are", async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto("/");
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  const hydrated = page.evaluate(
    () => new Promise((resolve) => document.addEventListener("checkcraft:hydrated", resolve, { once: true })),
  );
  release();
  await hydrated;
  await page.waitForTimeout(200); // the frame's effects have run
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("every public page of a guest loads the app on first use, and a press held down meanwhile opens on release", async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto("/checklist/first-night-survival");
  const more = page.getByRole("main").getByRole("button", { name: "More" });
  const box = await more.boundingBox();
  if (!box) throw new Error("no More button");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.mouse.up();
  await expect(page.getByRole("menuitem", { name: "Share" })).toBeVisible();
});

test.describe("when the landing page's own code cannot load", () => {
  // The failed file, and React saying it rendered the page in the browser instead (error 422).
  test.use({ expectedConsoleErrors: [/ERR_FAILED|dynamically imported module|Minified React error #422/] });

  test("the error screen's Reload still answers", async ({ page }) => {
    await page.route(/\/assets\/home-page-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/");
    await page.mouse.wheel(0, 200);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await page.unroute(/\/assets\/home-page-[\w-]+\.js$/);
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Discover, track and share");
  });
});
