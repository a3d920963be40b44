import {
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

test("a guest's landing page: pitch, 'Get started', the tutorial and featured", { tag: "@smoke" }, async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Home/);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Discover, track and share");
  await expect(page.getByRole("main")).toContainText(/no installs/i);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Discover checklists" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View all checklists" })).toHaveAttribute(
    "href",
    "/checklists",
  );
  await expectPageStructure(page);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Get started" }).click();
  await expect(page).toHaveURL("/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
});

test("the 8-step tutorial ticks in the page only", async ({ page }) => {
  await page.goto("/");
  const tutorial = page.getByRole("region", { name: /Try it/ });
  const steps = tutorial.getByRole("checkbox");
  await expect(steps).toHaveCount(8);
  await expect(tutorial).toContainText("Progress: 0%");

  await steps.nth(0).check();
  await tutorial.getByText("3. Make a wooden pickaxe").click(); // the label ticks its box too
  await expect(steps.nth(2)).toBeChecked();
  await expect(tutorial).toContainText("Progress: 25%");
  await expect(tutorial.getByRole("progressbar", { name: "Tutorial progress" })).toHaveAttribute(
    "value",
    "25",
  );
  await steps.nth(2).uncheck();
  await expect(tutorial).toContainText("Progress: 13%");
  await steps.nth(2).check();
  await expect(tutorial).toContainText("Progress: 25%");

  await page.reload();
  await expect(steps).toHaveCount(8);
  for (const step of await steps.all()) await expect(step).not.toBeChecked();
  await expect(tutorial).toContainText("Progress: 0%");
});

test("a signed-in landing page offers 'Discover checklists' instead of 'Get started'", async ({ page }) => {
  await signIn(page, uniquePerson());
  await expect(page).toHaveURL(/\/users\/[^/]+$/);
  await page.goto("/");
  const discover = page.getByRole("link", { name: "Discover checklists" });
  await expect(discover).toBeVisible();
  await expect(page.getByRole("link", { name: "Get started" })).toHaveCount(0);
  await discover.click();
  await expect(page).toHaveURL("/checklists");
  await expect(page.getByRole("heading", { level: 1, name: "Explore checklists" })).toBeVisible();
});

test("every route change sends a first-party page view with its path and query", async ({ page }) => {
  const pageView = (path: string) =>
    page.waitForRequest(
      (request) =>
        request.url().endsWith("/api/analytics/pageview") &&
        request.method() === "POST" &&
        request.postDataJSON()?.path === path,
    );

  const first = pageView("/");
  await page.goto("/");
  await first;

  const toAbout = pageView("/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  const aboutRequest = await toAbout;
  expect(aboutRequest.postDataJSON()).toEqual({ path: "/about", query: "" });
  expect(aboutRequest.headers()["content-type"]).toContain("application/json");
  expect((await aboutRequest.response())?.ok()).toBe(true);
  await expect(page).toHaveURL("/about");

  const toRules = pageView("/rules");
  await page.getByRole("contentinfo").getByRole("link", { name: "Content Rules" }).click();
  await toRules;

  const withQuery = pageView("/checklists");
  await page.goto("/checklists?sort=newest&page=2");
  expect((await withQuery).postDataJSON()).toEqual({ path: "/checklists", query: "?sort=newest&page=2" });
});

test.describe("personal pages render a clear page", () => {
  test("the personal and moderation pages for a signed-in user", async ({ page }) => {
    test.slow(); // five pages, each checked with axe
    await signIn(page, uniquePerson());
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    for (const [path, heading] of [
      ["/my/settings", "Settings"],
      ["/my/created", "My checklists"],
      ["/my/in-progress", "In progress"],
      ["/my/saved", "Saved checklists"],
      ["/my/completed", "Completed"],
    ] as const) {
      await page.goto(path);
      await expect(page, `${path} stays put for a signed-in user`).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectPageStructure(page);
      await expectNoAxeViolations(page);
    }
  });
});
