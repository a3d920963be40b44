import {
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  openAccountMenu,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

// The real server cannot be made to fail on demand, so the browser answers these requests with
// a 503 itself, as a proxy in trouble would. The pages must say so (D7), not only the console.
test.use({ expectedConsoleErrors: [/the server responded with a status of 503/] });

const UNAVAILABLE = { status: 503, json: { error: { code: "unavailable", message: "Try again later." } } };

test("when the session cannot be checked, every page says so and Try again recovers", async ({ page }) => {
  await page.route("**/api/session", (route) => route.fulfill(UNAVAILABLE));
  // A page comes with the session it was rendered for (D29); the app shell, which the service
  // worker answers with on a weak signal (D31), leaves the browser to ask, as here.
  await page.route("**/my/created", async (route) => {
    const shell = await route.fetch({ url: new URL("/app-shell", route.request().url()).href });
    await route.fulfill({ response: shell });
  });
  await page.goto("/my/created");
  await expect(
    page.getByRole("heading", { level: 1, name: "We could not check whether you are signed in." }),
  ).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("alert")).toContainText("We could not check whether you are signed in.");
  await expectPageStructure(page);
  await expectNoAxeViolations(page);

  await page.unroute("**/api/session");
  await banner.getByRole("button", { name: "Try again" }).click();
  // Now the answer is "a guest": the personal page sends them to sign in, as always.
  await expect(page).toHaveURL("/sign-in");
  await expect(banner.getByRole("alert")).toHaveCount(0);
});

test("when featured checklists cannot be loaded, the landing page says so", async ({ page }) => {
  // The landing page arrives with its featured list (D29); coming back to it in the browser
  // asks for the list again.
  await page.goto("/about");
  await page.route("**/api/checklists/featured", (route) => route.fulfill(UNAVAILABLE));
  await page
    .getByRole("banner")
    .getByRole("link", { name: /Checkcraft/ })
    .click();
  const featured = page.getByRole("region", { name: "Featured checklists" });
  await expect(featured.getByRole("alert")).toHaveText(
    /Featured checklists could not be loaded right now\./,
    {
      timeout: 15_000,
    },
  );
  await expect(featured.getByRole("link", { name: "View all checklists" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute("**/api/checklists/featured");
  await featured.getByRole("button", { name: "Try again" }).click();
  await expect(featured.getByRole("alert")).toHaveCount(0);
  await expect(featured.getByRole("article")).toHaveCount(3);
});

test("a failed log out says so and keeps the person signed in", async ({ page }, testInfo) => {
  const person = uniquePerson("leaver");
  await signIn(page, person);
  await expect(page).toHaveURL(/\/users\//);
  await page.route("**/auth/logout", (route) => route.fulfill(UNAVAILABLE));
  const menu = await openAccountMenu(page, testInfo, person.name);
  await menu
    .getByRole(testInfo.project.name === "desktop" ? "menuitem" : "button", { name: "Log out" })
    .click();
  await expect(page.getByRole("banner").getByRole("alert")).toHaveText("Log out failed. Please try again.");
  await expect(page).toHaveURL(/\/users\//);
});
