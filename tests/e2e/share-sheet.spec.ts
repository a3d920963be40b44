// D47: Share opens the system share sheet (navigator.share) where the device has one, and
// SPEC's modal elsewhere. The share sheet is the device's: a stand-in records what it is given.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const CHECKLIST = "/checklist/first-night-survival";

/** How the stand-in sheet answers: it shares, the person closes it, or the browser refuses. */
type Sheet = "shares" | "closed" | "refuses" | "absent";

async function withShareSheet(page: Page, sheet: Sheet) {
  await page.addInitScript((how: Sheet) => {
    const shared: unknown[] = [];
    Object.assign(window, { sharedThroughSheet: shared });
    if (how === "absent") {
      // The device has no share sheet at all.
      delete (Navigator.prototype as { share?: unknown }).share;
      delete (Navigator.prototype as { canShare?: unknown }).canShare;
      return;
    }
    Object.defineProperty(Navigator.prototype, "canShare", { configurable: true, value: () => true });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: unknown) => {
        shared.push(data);
        if (how === "closed") throw new DOMException("Share canceled", "AbortError");
        if (how === "refuses") throw new DOMException("Not allowed", "NotAllowedError");
      },
    });
  }, sheet);
}

/** The phone project at 390 px, a common phone's width; the desktop project as it is. */
async function openChecklist(page: Page, isPhone: boolean) {
  if (isPhone) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(CHECKLIST);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

async function pressShare(page: Page) {
  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Share" }).click();
}

const sharedThroughSheet = (page: Page) =>
  page.evaluate(() => (window as unknown as { sharedThroughSheet: unknown[] }).sharedThroughSheet);

test(
  "Share opens the device's share sheet with the checklist's title and link, and no modal",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    await withShareSheet(page, "shares");
    await openChecklist(page, testInfo.project.name === "phone");
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await pressShare(page);
    await expect
      .poll(() => sharedThroughSheet(page))
      .toEqual([{ title, url: new URL(CHECKLIST, page.url()).href }]);
    await expect(page.getByRole("dialog", { name: "Share this checklist" })).toHaveCount(0);
  },
);

test(
  "closing the share sheet (AbortError) does nothing more",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    await withShareSheet(page, "closed");
    await openChecklist(page, testInfo.project.name === "phone");
    await pressShare(page);
    await expect.poll(async () => (await sharedThroughSheet(page)).length).toBe(1);
    await expect(page.getByRole("menuitem", { name: "Share" })).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Share this checklist" })).toHaveCount(0);
  },
);

for (const sheet of ["absent", "refuses"] as const) {
  test(
    `with the share sheet ${sheet}, Share opens the link modal`,
    { tag: "@phone" },
    async ({ page }, testInfo) => {
      await withShareSheet(page, sheet);
      await openChecklist(page, testInfo.project.name === "phone");
      await pressShare(page);
      const dialog = page.getByRole("dialog", { name: "Share this checklist" });
      await expect(dialog.getByLabel("Link")).toHaveValue(new URL(CHECKLIST, page.url()).href);
      expect(await sharedThroughSheet(page)).toHaveLength(sheet === "refuses" ? 1 : 0);
      await expectNoAxeViolations(page);
      // At 390 px the modal fits the screen: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "More" })).toBeFocused();
    },
  );
}
