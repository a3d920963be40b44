import type { Page } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { LIMITS } from "#shared/limits.ts";
import { api, expect, publishApproved, signIn, test, uniquePerson } from "./fixtures.ts";

/**
 * Issue 24: interaction to next paint for a tick on a mid-range phone (Chromium's CPU 4× slower)
 * at most 100 ms, measured by the browser itself with the Event Timing API: of a real click on a
 * step's box, the longest of the events that make up that interaction (pointerdown, pointerup,
 * click), from the input to the next paint. On the longest checklist there may be (SPEC §9: 200
 * steps), where a tick costs the most.
 */
const INP_LIMIT_MS = 100;

/** The page's event timings, kept from now on (those under 16 ms are not reported: fast enough). */
async function observeInteractions(page: Page) {
  await page.evaluate(() => {
    const seen: { name: string; interactionId: number; duration: number }[] = [];
    (window as unknown as { interactions: typeof seen }).interactions = seen;
    const keep = (list: PerformanceObserverEntryList) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        if (entry.interactionId)
          seen.push({ name: entry.name, interactionId: entry.interactionId, duration: entry.duration });
      }
    };
    new PerformanceObserver(keep).observe({
      type: "event",
      durationThreshold: 16,
      buffered: true,
    } as PerformanceObserverInit);
    new PerformanceObserver(keep).observe({ type: "first-input", buffered: true });
  });
}

/** The longest event of the interaction a click made: its INP, or 0 when all were under 16 ms. */
async function lastClickDuration(page: Page): Promise<number> {
  // An interaction's timings are reported after its next paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  return page.evaluate(() => {
    const seen = (
      window as unknown as { interactions: { name: string; interactionId: number; duration: number }[] }
    ).interactions;
    const click = seen.filter((entry) => entry.name === "click").at(-1);
    const last = click?.interactionId ?? Math.max(0, ...seen.map((entry) => entry.interactionId));
    const durations = seen.filter((entry) => entry.interactionId === last).map((entry) => entry.duration);
    seen.length = 0;
    return Math.max(0, ...durations);
  });
}

test("a tick answers within 100 ms on a mid-range phone (4× CPU), measured by Event Timing @alone", {
  tag: "@phone",
}, async ({ page, browser, isMobile }) => {
  test.skip(!isMobile, "a phone's profile");
  test.setTimeout(90_000);
  const title = `Every step ${Date.now().toString(36)}`;
  const input = checklistInput({
    customId: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    title,
    steps: Array.from({ length: LIMITS.stepsPerChecklist }, (_, index) => ({
      title: `Step ${index + 1}: gather what the next one needs`,
      description: "Some words on how, as most steps have.",
    })),
  });
  await publishApproved(browser, input);

  await signIn(page, uniquePerson("quick"));
  expect((await api(page, `/api/checklists/${input.customId}/membership`, "PUT")).status).toBe(200);
  await page.goto(`/checklist/${input.customId}`);
  const steps = page.getByRole("main").getByRole("checkbox");
  await expect(steps).toHaveCount(LIMITS.stepsPerChecklist);

  // A player taps once the page has settled: what hydration started (its reads, their renders)
  // is the page's start, not the tick's.
  await page.waitForLoadState("networkidle");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await observeInteractions(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  const durations: number[] = [];
  for (const index of [0, 1, 100, 1]) {
    // A plain press where the box is: Playwright's click() checks its target with listeners and
    // hit tests of its own inside the very interaction measured (up to 16 ms of it at 4× CPU).
    await steps.nth(index).scrollIntoViewIfNeeded();
    const box = await steps.nth(index).boundingBox();
    if (!box) throw new Error(`step ${index + 1} has no box`);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    durations.push(await lastClickDuration(page));
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  console.log(
    `A tick's interaction on a ${LIMITS.stepsPerChecklist}-step checklist at 4× CPU: ${durations.join(", ")} ms`,
  );
  await expect(steps.nth(0)).toBeChecked();
  await expect(steps.nth(1)).not.toBeChecked();
  await expect(steps.nth(100)).toBeChecked();
  expect(Math.max(...durations), `each tick's interaction (ms): ${durations.join(", ")}`).toBeLessThanOrEqual(
    INP_LIMIT_MS,
  );
});
