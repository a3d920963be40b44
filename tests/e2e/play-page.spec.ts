import type { Browser, Page } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  api,
  expect,
  expectNoAxeViolations,
  publishApproved,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

// D49 (issue 25): a run page made for playing. Ticked steps fold into '{N} done', the progress
// stays in view, a returning player lands at the first unticked step, and 'Keep screen on' holds
// a screen wake lock where the browser has one. At phone (390 px) and desktop widths.

const STEP_COUNT = 30;

interface Published {
  id: string;
  customId: string;
  steps: { id: string; title: string }[];
}

/** A long approved checklist of its own: an author publishes it, a moderator approves it. */
async function publishLongChecklist(browser: Browser): Promise<Published> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const input = checklistInput({
    customId: `long-play-${stamp}`,
    title: `A long night of play ${stamp}`,
    steps: Array.from({ length: STEP_COUNT }, (_, index) => ({
      title: `Gather item ${index + 1}`,
      description: "Look for it near the spawn, then in the caves under the old village.",
    })),
  });
  return publishApproved(browser, input);
}

/** A new player who joined the checklist and ticked its first `ticked` steps (through the API). */
async function playerWithTicks(page: Page, checklist: Published, ticked: number) {
  await signIn(page, uniquePerson("player"));
  await expect(page).toHaveURL(/\/users\//);
  expect((await api(page, `/api/checklists/${checklist.id}/membership`, "PUT")).status).toBe(200);
  for (const step of checklist.steps.slice(0, ticked)) {
    expect((await api(page, `/api/checklists/${checklist.id}/steps/${step.id}/done`, "PUT")).status).toBe(
      200,
    );
  }
}

/** The step's checkbox, by its number ('7. Gather item 7'). */
const stepBox = (page: Page, number: number) =>
  page
    .getByRole("main")
    .getByRole("checkbox", { name: new RegExp(`^${number}\\. Gather item ${number}\\b`) });

/** Whether the element stands whole in the window, below the progress that sticks at its top. */
function standsBelowTheBar(page: Page, number: number) {
  return stepBox(page, number).evaluate((box) => {
    const item = box.closest("li")?.getBoundingClientRect();
    const bar = document.querySelector('progress[aria-label="Progress"]')?.getBoundingClientRect();
    if (!item || !bar) return false;
    return item.top >= bar.bottom && item.bottom <= window.innerHeight;
  });
}

let checklist: Published;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  checklist = await publishLongChecklist(browser);
});

test.beforeEach(async ({ page, isMobile }) => {
  // Each signs a player in, ticks through the API and runs axe on a page of 30 steps.
  test.slow();
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
});

test("ticked steps fold into '5 done', the same in the server's HTML; expanding and unticking move them", {
  tag: "@phone",
}, async ({ page }) => {
  await playerWithTicks(page, checklist, 5);
  // Layout shifts in the page's main part as it loads and hydrates (the fold must move nothing).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        const sources = (entry as unknown as { sources?: { node?: Node | null }[] }).sources ?? [];
        const inMain = sources.some((source) =>
          document.getElementById("main")?.contains(source.node ?? null),
        );
        if (!entry.hadRecentInput && inMain) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

  const html = await (await page.request.get(`/checklist/${checklist.customId}`)).text();
  expect(html).toMatch(/aria-expanded="false"[^>]*>(?:<svg.*?<\/svg>)?5 done<\/button>/);

  await page.goto(`/checklist/${checklist.customId}`);
  const main = page.getByRole("main");
  const fold = main.getByRole("button", { name: "5 done", exact: true });
  await expect(fold).toHaveAttribute("aria-expanded", "false");
  await expect(main.getByRole("checkbox")).toHaveCount(STEP_COUNT - 5);
  await expect(main.getByRole("checkbox").first()).toHaveAccessibleName(/^6\. Gather item 6/);
  await expect(main).toContainText(`Progress: 17% (5/${STEP_COUNT} steps)`);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  await expectNoAxeViolations(page);

  // With the keyboard: the folded steps show in the checklist's order, ticked.
  await fold.focus();
  await page.keyboard.press("Enter");
  await expect(fold).toHaveAttribute("aria-expanded", "true");
  await expect(main.getByRole("checkbox")).toHaveCount(STEP_COUNT);
  for (const number of [1, 2, 3, 4, 5]) await expect(stepBox(page, number)).toBeChecked();
  await expect(main.getByRole("checkbox").nth(2)).toHaveAccessibleName(/^3\. /);
  await expectNoAxeViolations(page);

  // Unticked, a folded step moves back into its place in the list, and its box keeps the focus.
  await stepBox(page, 3).focus();
  await page.keyboard.press("Space");
  const refolded = main.getByRole("button", { name: "4 done", exact: true });
  await expect(refolded).toBeVisible();
  await expect(stepBox(page, 3)).not.toBeChecked();
  await expect(stepBox(page, 3)).toBeFocused();
  await expect(main.getByRole("checkbox").nth(4)).toHaveAccessibleName(/^3\. /);
  // A step ticked while the page is open stays where it is (nothing moves under the thumb).
  await stepBox(page, 6).check();
  await expect(main.getByRole("checkbox").nth(5)).toHaveAccessibleName(/^6\. /);
  await expect(refolded).toBeVisible();

  await refolded.click();
  await expect(refolded).toHaveAttribute("aria-expanded", "false");
  await expect(stepBox(page, 1)).toBeHidden();
  await expect(stepBox(page, 3)).toBeVisible();
});

test("a returning player lands at the first unticked step, and the progress stays in view to the last step", {
  tag: "@phone",
}, async ({ page, isMobile }) => {
  await playerWithTicks(page, checklist, 20);
  await page.goto(`/checklist/${checklist.customId}`);
  await expect(page.getByRole("main").getByRole("button", { name: "20 done", exact: true })).toBeVisible();
  await expect.poll(() => standsBelowTheBar(page, 21)).toBe(true);
  // On a phone the step was below the first screen: the page went there.
  if (isMobile) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Only the scroll moved: the focus stays where the page put it.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");

  // To the last step: the progress is still at the top of the window.
  await stepBox(page, STEP_COUNT).evaluate((box) => box.closest("li")?.scrollIntoView({ block: "end" }));
  const bar = page.getByRole("progressbar", { name: "Progress" });
  await expect(bar).toBeInViewport();
  const box = await bar.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect(box?.y ?? 999).toBeLessThan(80);
  await expect(page.getByRole("main")).toContainText(`Progress: 67% (20/${STEP_COUNT} steps)`);
  await expect(page.getByRole("main").getByText(/^Progress: /)).toBeInViewport();
  await expectNoAxeViolations(page);

  // Zoomed to 200 % (a 1280 × 800 window is then 640 × 400): too short for a bar that never
  // scrolls away, so it scrolls with the steps, and the focus never hides under it.
  await page.setViewportSize({ width: 640, height: 400 });
  await stepBox(page, STEP_COUNT).evaluate((box) => box.closest("li")?.scrollIntoView({ block: "end" }));
  await expect(bar).not.toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.style.scrollPaddingTop)).toBe("");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("landing respects an address with a fragment and reduced motion", { tag: "@phone" }, async ({
  page,
  isMobile,
}) => {
  await playerWithTicks(page, checklist, 20);
  // The address names a place: the browser goes there, and the page does not move the player.
  await page.goto(`/checklist/${checklist.customId}#details-heading`);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
  await expect(page.getByRole("heading", { name: "Details" })).toBeInViewport();
  if (isMobile) expect(await standsBelowTheBar(page, 21)).toBe(false);

  // Reduced motion: the landing is immediate, not animated.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/checklist/${checklist.customId}`);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await standsBelowTheBar(page, 21)).toBe(true);
});

test("'Keep screen on' holds a wake lock, takes it again when the page is shown, and lets it go on leaving", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["screen-wake-lock"]);
  // Watches the browser's own API (it is called through): which locks the page took.
  await page.addInitScript(() => {
    const locks: WakeLockSentinel[] = [];
    (window as unknown as { locks: WakeLockSentinel[] }).locks = locks;
    const request = navigator.wakeLock.request.bind(navigator.wakeLock);
    navigator.wakeLock.request = async (type) => {
      const lock = await request(type);
      locks.push(lock);
      return lock;
    };
  });
  const held = () =>
    page.evaluate(
      () => (window as unknown as { locks: WakeLockSentinel[] }).locks.filter((l) => !l.released).length,
    );
  const taken = () => page.evaluate(() => (window as unknown as { locks: WakeLockSentinel[] }).locks.length);

  await playerWithTicks(page, checklist, 0);
  await page.goto(`/checklist/${checklist.customId}`);
  const main = page.getByRole("main");
  // Nothing ticked: no fold.
  await expect(main.getByRole("button", { name: /^\d+ done$/ })).toHaveCount(0);
  const keepOn = main.getByRole("switch", { name: "Keep screen on" });
  await expect(keepOn).not.toBeChecked();
  // A native checkbox states its own state: no aria-checked (the Nu checker's finding, issue 35).
  await expect(keepOn).not.toHaveAttribute("aria-checked");
  expect(await taken()).toBe(0);

  await keepOn.check();
  await expect.poll(held).toBe(1);
  await expect(main).not.toContainText("did not keep the screen on");
  await expectNoAxeViolations(page);

  // The browser lets the lock go when the page is hidden; shown again, the page takes it again.
  await page.evaluate(async () => {
    for (const lock of (window as unknown as { locks: WakeLockSentinel[] }).locks) await lock.release();
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(held).toBe(1);
  expect(await taken()).toBe(2);

  // The choice is the device's: a reload keeps it, and takes the lock at once.
  await page.reload();
  await expect(keepOn).toBeChecked();
  await expect.poll(held).toBe(1);

  await keepOn.uncheck();
  await expect.poll(held).toBe(0);
  await keepOn.check();
  await expect.poll(held).toBe(1);

  // Leaving the page lets it go.
  await page.getByRole("banner").getByRole("link", { name: "Checklists" }).click();
  await expect(page).toHaveURL(/\/checklists$/);
  await expect.poll(held).toBe(0);
});

test("without a wake lock in the browser there is no 'Keep screen on'", async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
  });
  await playerWithTicks(page, checklist, 2);
  await page.goto(`/checklist/${checklist.customId}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "2 done", exact: true })).toBeVisible();
  await expect(main.getByText("Keep screen on")).toHaveCount(0);
  await expect(main.getByRole("switch")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
