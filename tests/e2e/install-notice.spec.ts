import type { Page } from "@playwright/test";
import { DEMO_CHECKLISTS } from "#server/features/demo/demo-checklists.ts";
import { INSTALL_NOTICE_COOKIE } from "#shared/page-render.ts";
import { expect, expectNoAxeViolations, signIn, test, uniquePerson } from "./fixtures.ts";

// Issue 23: the checklist page tells a player, once per device, that the site installs and
// works offline, with the browser's install prompt where it offers one.
const [first, second] = DEMO_CHECKLISTS;

const toldCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === INSTALL_NOTICE_COOKIE)?.value;

test("a player is told once that the site installs and plays offline; 'Install' asks the browser", {
  tag: "@phone",
}, async ({ page }) => {
  await signIn(page, uniquePerson("installer"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto(`/checklist/${first?.id}`);
  const notice = page.getByRole("complementary", { name: "Play offline: install Checkcraft" });
  await expect(notice).toContainText(
    "Play offline: install Checkcraft on this device, and the checklists you joined open and tick without a connection.",
  );
  await expect(notice.getByRole("button", { name: "Install" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The browser offers its prompt (Chromium fires beforeinstallprompt): 'Install' shows it.
  await page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = 1;
      },
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(offer);
  });
  await notice.getByRole("button", { name: "Install" }).click();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);

  // Told once: not on a reload, nor on another checklist.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Steps" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(notice).toHaveCount(0);
  await page.goto(`/checklist/${second?.id}`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("complementary", { name: /Play offline/ })).toHaveCount(0);
});

test("'Dismiss' closes the notice for good on this device", { tag: "@phone" }, async ({ page }) => {
  await signIn(page, uniquePerson("dismisser"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto(`/checklist/${first?.id}`);
  const notice = page.getByRole("complementary", { name: /Play offline/ });
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(notice).toHaveCount(0);
});

test("'Dismiss' pressed after the page has hydrated, before the notice's own code is here, still closes it (D57)", {
  tag: "@phone",
}, async ({ page }) => {
  await signIn(page, uniquePerson("early-dismisser"));
  await expect(page).toHaveURL(/\/users\//);
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route("**/assets/install-notice-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/checklist/${first?.id}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const notice = page.getByRole("complementary", { name: /Play offline/ });
  // The server's notice, with no code behind it yet: the press is kept, not lost.
  await notice.getByRole("button", { name: "Dismiss" }).click();
  letThrough();
  await expect(notice).toHaveCount(0);
  expect(await toldCookie(page)).toBe("1");
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(notice).toHaveCount(0);
});

test("the notice counts as seen only once it was in view: one rendered out of view shows again", {
  tag: "@phone",
}, async ({ page }) => {
  await signIn(page, uniquePerson("looker"));
  await expect(page).toHaveURL(/\/users\//);
  const notice = page.getByRole("complementary", { name: /Play offline/ });
  // A screen too short to show it at first: it renders out of view, and is not counted as seen.
  await page.setViewportSize({ width: 375, height: 300 });
  await page.goto(`/checklist/${first?.id}`);
  await expect(notice).toHaveCount(1);
  await expect(notice).not.toBeInViewport();
  await page.waitForTimeout(2_500);
  expect(await toldCookie(page)).toBeUndefined();
  await page.reload();
  await expect(notice).toHaveCount(1);

  // Scrolled into view and left there, it is told: not shown again.
  await notice.scrollIntoViewIfNeeded();
  await expect.poll(() => toldCookie(page), { timeout: 10_000 }).toBeDefined();
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(notice).toHaveCount(0);
});

test("the server renders the notice above the steps for a device not yet told, so nothing moves", {
  tag: "@phone",
}, async ({ page }) => {
  await signIn(page, uniquePerson("early"));
  await expect(page).toHaveURL(/\/users\//);
  // The page as it arrives, before any of the app's code runs: the notice is already in it.
  const arrived = await (await page.request.get(`/checklist/${first?.id}`)).text();
  expect(arrived).toContain("Play offline: install");
  expect(arrived.indexOf("Play offline: install")).toBeLessThan(arrived.indexOf('id="steps-heading"'));

  await page.goto(`/checklist/${first?.id}`);
  const notice = page.getByRole("complementary", { name: /Play offline/ });
  await expect(notice).toBeInViewport();
  const before = await notice.boundingBox();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.waitForLoadState("networkidle");
  expect(await notice.boundingBox()).toEqual(before);

  // Told: the server leaves it out of the page.
  await notice.getByRole("button", { name: "Dismiss" }).click();
  expect(await toldCookie(page)).toBe("1");
  const later = await (await page.request.get(`/checklist/${first?.id}`)).text();
  expect(later).not.toContain("Play offline: install");
});

test("a joined player's first screen keeps progress and the next step: their notice follows the steps", {
  tag: "@phone",
}, async ({ page }) => {
  await signIn(page, uniquePerson("newcomer"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto(`/checklist/${second?.id}`);
  await page.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await expect(page.getByText(/^Progress: /)).toBeVisible();
  const arrived = await (await page.request.get(`/checklist/${second?.id}`)).text();
  expect(arrived.indexOf("Play offline: install")).toBeGreaterThan(arrived.indexOf('id="steps-heading"'));
  await page.reload();
  await expect(page.getByRole("complementary", { name: /Play offline/ })).toHaveCount(1);
});
