import {
  accountButton,
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  handleFromUrl,
  newPersonPage,
  openAccountMenu,
  signIn,
  signInAsModerator,
  test,
  uniquePerson,
} from "./fixtures.ts";

// Issue 23: /auth/login sends a person here when the provider cannot be reached (never a JSON
// error), keeping where they were going (answers.test.ts checks the redirect).
test("/sign-in says when the sign-in service cannot be reached, and keeps where sign-in leads", async ({
  page,
}) => {
  await page.goto("/sign-in?error=provider_unreachable&from=%2Fabout");
  await expect(page.getByRole("alert")).toHaveText(
    "The sign-in service cannot be reached right now. Please try again in a few minutes.",
  );
  await expect(page.locator('form[action="/auth/login"] input[name="returnTo"]')).toHaveValue("/about");
});

/** D17 for the simple names uniquePerson() makes: lowercased, whitespace removed. */
const expectedHandle = (name: string) => name.toLowerCase().replace(/\s+/g, "");

test("/sign-in offers 'Sign in with Google' and a link to /about", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page).toHaveTitle(/Sign in/);
  await expect(page.getByRole("main").getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /about/i })).toHaveAttribute(
    "href",
    "/about",
  );
  await expectPageStructure(page);
  await expectNoAxeViolations(page);
});

test("the local issuer's page has a visible 'Local sign-in' h1, labelled fields and both buttons", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Local sign-in" })).toBeVisible();
  await expect(page).toHaveTitle("Local sign-in");
  await expect(page.getByLabel("Name")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in as moderator" })).toBeVisible();
  await expectPageStructure(page);
  await expectNoAxeViolations(page);
});

test("the local issuer's page declares an icon that loads (else browsers log a /favicon.ico 404)", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Local sign-in" })).toBeVisible();
  const icons = page.locator('link[rel~="icon"]');
  expect(await icons.count(), "a <link rel=icon> in the local issuer's page").toBeGreaterThan(0);
  const href = (await icons.first().getAttribute("href")) ?? "";
  expect((await page.request.get(href)).ok()).toBe(true);
});

test("two people sign in in separate browsers, each to their own profile and header", async ({
  page,
  browser,
}, testInfo) => {
  const alice = uniquePerson("alice");
  const bob = uniquePerson("bob");
  const second = await newPersonPage(browser);

  await signIn(page, alice);
  await expect(page).toHaveURL(/\/users\/[^/]+$/);
  await signIn(second.page, bob);
  await expect(second.page).toHaveURL(/\/users\/[^/]+$/);

  const aliceHandle = handleFromUrl(page);
  const bobHandle = handleFromUrl(second.page);
  expect(aliceHandle).toBe(expectedHandle(alice.name));
  expect(bobHandle).toBe(expectedHandle(bob.name));
  expect(aliceHandle).not.toBe(bobHandle);

  for (const [p, person, handle] of [
    [page, alice, aliceHandle],
    [second.page, bob, bobHandle],
  ] as const) {
    await expect(p.getByRole("heading", { level: 1 })).toBeVisible();
    await expectPageStructure(p);
    await expect(p.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(accountButton(p, testInfo, person.name)).toBeVisible();
    const menu = await openAccountMenu(p, testInfo, person.name);
    await expect(menu).toContainText(`@${handle}`);
    await expect(
      menu.getByRole(testInfo.project.name === "desktop" ? "menuitem" : "link", { name: "My profile" }),
    ).toHaveAttribute("href", `/users/${handle}`);
    await p.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  }

  // Each browser's API session is its own person.
  expect((await (await page.request.get("/api/me")).json()).handle).toBe(aliceHandle);
  expect((await (await second.page.request.get("/api/me")).json()).handle).toBe(bobHandle);
  await second.close();
});

test("two people with the same name get different handles", async ({ page, browser }) => {
  const first = uniquePerson("twin");
  const twin = { name: first.name, email: uniquePerson("twin").email };
  const second = await newPersonPage(browser);

  await signIn(page, first);
  await expect(page).toHaveURL(/\/users\/[^/]+$/);
  await signIn(second.page, twin);
  await expect(second.page).toHaveURL(/\/users\/[^/]+$/);

  expect(handleFromUrl(page)).toBe(expectedHandle(first.name));
  expect(handleFromUrl(second.page)).toBe(`${expectedHandle(first.name)}1`);
  await second.close();
});

test("the same email signs in to the same account", async ({ page, browser }) => {
  const person = uniquePerson("same");
  await signIn(page, person);
  await expect(page).toHaveURL(/\/users\/[^/]+$/);
  const handle = handleFromUrl(page);
  const firstId = (await (await page.request.get("/api/me")).json()).id;

  const later = await newPersonPage(browser);
  await signIn(later.page, { name: `${person.name} Renamed`, email: person.email });
  await expect(later.page).toHaveURL(`/users/${handle}`);
  expect((await (await later.page.request.get("/api/me")).json()).id).toBe(firstId);
  await later.close();
});

test(
  "the moderator signs in with one click, and the API says so",
  { tag: "@smoke" },
  async ({ page }, testInfo) => {
    await signInAsModerator(page);
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    const me = await (await page.request.get("/api/me")).json();
    expect(me).toMatchObject({ isModerator: true, handle: handleFromUrl(page) });
    expect(["admin", "creator"]).toContain(me.role);

    const menu = await openAccountMenu(page, testInfo, me.displayName);
    await expect(menu).toContainText(`@${me.handle}`);
    const settings = menu.getByRole(testInfo.project.name === "desktop" ? "menuitem" : "link", {
      name: "Settings",
    });
    await settings.click();
    await expect(page).toHaveURL("/my/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(menu).toBeHidden();
  },
);

test("a guest sent from /create to /sign-in comes back to /create", async ({ page }) => {
  await page.goto("/create");
  await expect(page).toHaveURL("/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await signIn(page, uniquePerson());
  await expect(page).toHaveURL("/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a checklist" })).toBeVisible();
  await expect(page).toHaveTitle(/Create a New Minecraft Checklist/);
});

test("the header's 'Sign In' returns to the page it was clicked on", async ({ page }) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/sign-in?from=%2Fhelp");
  await signIn(page, uniquePerson());
  await expect(page).toHaveURL("/help");
  await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
});
