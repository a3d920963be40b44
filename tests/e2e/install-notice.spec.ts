import { DEMO_CHECKLISTS } from "#server/features/demo/demo-checklists.ts";
import { expect, expectNoAxeViolations, signIn, test, uniquePerson } from "./fixtures.ts";

// Issue 23: the checklist page tells a player, once per device, that the site installs and
// works offline, with the browser's install prompt where it offers one.
const [first, second] = DEMO_CHECKLISTS;

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

test("the notice is on the first screen, over the page's bottom, and counts as seen only after it was in view", {
  tag: "@phone",
}, async ({ page }) => {
  await signIn(page, uniquePerson("looker"));
  await expect(page).toHaveURL(/\/users\//);
  const notice = page.getByRole("complementary", { name: /Play offline/ });
  await page.goto(`/checklist/${first?.id}`);
  // Where a player sees it (issue 35): on the first screen, whatever the page's length.
  await expect(notice).toBeInViewport();
  const box = await notice.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + box.height).toBeLessThanOrEqual(viewport?.height ?? 0);
  // Its arrival after hydration moved nothing a player was looking at.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
  expect(shifted).toBeLessThan(0.01);
  expect(await page.evaluate(() => localStorage.getItem("checkcraft.install-notice"))).toBeNull();
  // Once it has stayed in view, the device was told: not shown again.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("checkcraft.install-notice")), { timeout: 10_000 })
    .not.toBeNull();
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(notice).toHaveCount(0);
});

test("a notice in a tab nobody looks at is not counted as seen", async ({ page }) => {
  await signIn(page, uniquePerson("hidden-notice"));
  await expect(page).toHaveURL(/\/users\//);
  // A tab in the background: the notice renders, but nobody sees it.
  await page.addInitScript(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  });
  await page.goto(`/checklist/${first?.id}`);
  const notice = page.getByRole("complementary", { name: /Play offline/ });
  // Once its time in view has passed (however late a loaded machine runs the timer):
  await expect(notice).toHaveAttribute("data-seen", "false", { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem("checkcraft.install-notice"))).toBeNull();
});
