import {
  accountButton,
  awaitingTheApp,
  expect,
  expectNoAxeViolations,
  handleFromUrl,
  isDesktop,
  openAccountMenu,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

const ACCOUNT_LINKS = [
  "My profile",
  "Notifications",
  "Settings",
  "My checklists",
  "In progress",
  "Saved",
  "Collections",
  "Completed",
];

test("a guest's header links Checklists, Create, Community and 'Sign In'", { tag: "@phone" }, async ({
  page,
}) => {
  await page.goto("/about");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  for (const [name, href] of [
    ["Checklists", "/checklists"],
    ["Create", "/create"],
    ["Community", "/community"],
  ] as const) {
    await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(header.getByRole("button")).toHaveCount(0);
  await header.getByRole("link", { name: "Community", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
});

test.describe("at 1280 px the avatar opens an anchored menu", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(!isDesktop(testInfo), "the anchored menu is the desktop layout");
  });

  test("it lists every account page and Log out, and its links work", async ({ page }, testInfo) => {
    const person = uniquePerson();
    await signIn(page, person);
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    const profileUrl = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();

    const trigger = accountButton(page, testInfo, person.name);
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    const menu = await openAccountMenu(page, testInfo, person.name);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("menuitem")).toHaveText([...ACCOUNT_LINKS, "Log out"]);
    await expect(menu.getByRole("menuitem", { name: "My profile" })).toHaveAttribute("href", profileUrl);
    // The popover is anchored under its trigger, not a full-screen modal.
    const [menuBox, triggerBox] = [await menu.boundingBox(), await trigger.boundingBox()];
    expect(menuBox && triggerBox && menuBox.y >= triggerBox.y + triggerBox.height).toBe(true);
    expect(menuBox && menuBox.width < 600).toBe(true);
    await expectNoAxeViolations(page);

    await menu.getByRole("menuitem", { name: "My checklists" }).click();
    await expect(page).toHaveURL("/my/created");
    await expect(page.getByRole("heading", { level: 1, name: "My checklists" })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test("it works from the keyboard: Enter opens, ArrowDown moves, Escape closes and returns focus", async ({
    page,
  }, testInfo) => {
    const person = uniquePerson();
    await signIn(page, person);
    const trigger = accountButton(page, testInfo, person.name);
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "My profile" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Notifications" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toBeFocused();
    // Tab does not wander out of an open menu.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    // Enter on a focused item follows it.
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("menuitem", { name: "My profile" })).toBeFocused();
    // The reopened menu takes keys once it has settled; one ArrowDown then reaches the next item.
    // Each try starts again from 'My profile': a press taken late on a busy machine must not let
    // the next try's press go one item further (the menu does not wrap, so it would never pass).
    const profile = menu.getByRole("menuitem", { name: "My profile" });
    await expect(async () => {
      await profile.focus();
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem", { name: "Notifications" })).toBeFocused({ timeout: 2_000 });
    }).toPass();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/my/settings");
  });
});

test.describe("at 375 px the avatar opens a modal dialog", { tag: "@phone" }, () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(isDesktop(testInfo), "the modal menu is the phone layout");
  });

  test("it lists every account page, Log out and Close, and its links work", async ({ page }, testInfo) => {
    const person = uniquePerson();
    await signIn(page, person);
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    const profileUrl = new URL(page.url()).pathname;

    const trigger = accountButton(page, testInfo);
    await expect(trigger).toBeVisible();
    const dialog = await openAccountMenu(page, testInfo);
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog).toContainText(person.name);
    for (const name of ACCOUNT_LINKS)
      await expect(dialog.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "My profile" })).toHaveAttribute("href", profileUrl);
    await expect(dialog.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
    // Touch-sized targets.
    for (const control of await dialog.getByRole("link").all()) {
      expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await openAccountMenu(page, testInfo);
    await dialog.getByRole("link", { name: "In progress" }).click();
    await expect(page).toHaveURL("/my/in-progress");
    await expect(page.getByRole("heading", { level: 1, name: "In progress" })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("it traps focus inside and closes on Escape", async ({ page }, testInfo) => {
    await signIn(page, uniquePerson());
    const trigger = accountButton(page, testInfo);
    const dialog = await openAccountMenu(page, testInfo);
    await expect(dialog.locator(":focus")).toHaveCount(1);

    // Forwards and backwards through more stops than the dialog has: focus never leaves it.
    const stops = (await dialog.getByRole("link").count()) + 2;
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < stops + 2; i += 1) {
        await page.keyboard.press(key);
        await expect(dialog.locator(":focus"), `after ${i + 1} × ${key}`).toHaveCount(1);
      }
    }
    // The page behind is hidden from screen readers and does not scroll while the dialog is open.
    await expect(page.getByRole("main")).toHaveCount(0);
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.locator("html")).toHaveCSS("overflow", "visible");
  });
});

test(
  "'Log out' ends the session, returns to / and shows 'Sign In' again",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const person = uniquePerson();
    await signIn(page, person);
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    expect((await page.request.get("/api/me")).status()).toBe(200);

    const menu = await openAccountMenu(page, testInfo, person.name);
    await menu.getByRole(isDesktop(testInfo) ? "menuitem" : "button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(accountButton(page, testInfo, person.name)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Get started" })).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);

    // Still signed out after a reload, and personal pages send the guest to sign in.
    await page.goto("/my/settings");
    await expect(page).toHaveURL("/sign-in");
  },
);

test(
  "a press held while the menu's code arrives opens the menu when it is released",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const person = uniquePerson();
    await signIn(page, person);
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    // A fresh page load: the menu's code comes when the pointer reaches the button, and this test
    // lets it through only once the button is held down.
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    let asked = () => {};
    const requested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route("**/assets/account-menu-radix-*.js", async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.reload();
    const box = await accountButton(page, testInfo, person.name).boundingBox();
    if (!box) throw new Error("no account button");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await requested;
    await page.mouse.down();
    const arrived = page.waitForResponse(/account-menu-radix-[^/]*\.js$/);
    letThrough();
    await arrived;
    // The code runs, and would have replaced the button under the held pointer.
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expect(
      isDesktop(testInfo) ? page.getByRole("menu") : page.getByRole("dialog", { name: "Account" }),
    ).toBeVisible();
  },
);

test("every new account has a default face of its own, drawn from its handle (issue 35)", async ({
  page,
  browser,
}) => {
  const faces: string[] = [];
  const other = await browser.newContext();
  for (const who of [page, awaitingTheApp(await other.newPage())]) {
    await signIn(who, uniquePerson("face"));
    await expect(who).toHaveURL(/\/users\//);
    const handle = handleFromUrl(who);
    const avatar = who.getByRole("banner").locator(`img[src="/avatars/${handle}.svg"]`);
    await expect(avatar).toHaveCount(1);
    // Drawn: the image loaded, with the handle's letter in it.
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const svg = await (await who.request.get(`/avatars/${handle}.svg`)).text();
    expect(svg).toContain(`>${handle[0]?.toUpperCase()}</text>`);
    faces.push(handle);
  }
  expect(faces[0]).not.toBe(faces[1]);
  await other.close();
});
