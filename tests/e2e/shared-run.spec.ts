import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_CHECKLISTS } from "#server/features/demo/demo-checklists.ts";
import {
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  NOT_FOUND_RESPONSE,
  newPersonPage,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

interface Summary {
  id: string;
  customId: string;
  title: string;
  stepCount: number;
}

const DEMO_IDS = new Set(DEMO_CHECKLISTS.map((demo) => demo.id));

/** An approved demo checklist of a few steps. */
async function demoChecklist(request: APIRequestContext): Promise<Summary> {
  const page = await (await request.get("/api/checklists?perPage=50")).json();
  const chosen = page.items
    .filter((item: Summary) => DEMO_IDS.has(item.customId) && item.stepCount >= 3)
    .sort((a: Summary, b: Summary) => a.stepCount - b.stepCount)[0];
  if (!chosen) throw new Error("demo content missing");
  return chosen;
}

/** A new player who joins the checklist and ticks its first step; their handle and first run. */
async function playerWithRun(page: Page, checklist: Summary) {
  await signIn(page, uniquePerson("sharer"));
  await expect(page).toHaveURL(/\/users\//);
  const handle = (await (await page.request.get("/api/me")).json()).handle as string;
  await page.goto(`/checklist/${checklist.customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await main.getByRole("checkbox").first().check();
  await expect(main).toContainText(`(1/${checklist.stepCount} steps)`);
  const runs = await (await page.request.get(`/api/checklists/${checklist.id}/runs`)).json();
  return { handle, runId: runs.items[0].id as string };
}

test("the owner shares a run by link and a guest sees its players and progress (D47)", {
  tag: "@phone",
}, async ({ page, browser }) => {
  test.slow();
  const checklist = await demoChecklist(page.request);
  const { handle, runId } = await playerWithRun(page, checklist);
  const main = page.getByRole("main");

  await main.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Share progress" }).click();
  const dialog = page.getByRole("dialog", { name: "Share progress" });
  const choice = dialog.getByRole("group", { name: "Who can see this run" });
  await expect(choice.getByRole("radio", { name: /^Private/ })).toBeChecked();
  await expect(dialog.getByLabel("Link", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await choice.getByRole("radio", { name: /^Anyone with the link/ }).check();
  await expect(dialog.getByRole("status")).toHaveText("Anyone with the link can see this run.");
  const field = dialog.getByLabel("Link", { exact: true });
  await expect(field).toHaveValue(new RegExp(`/runs/${runId}$`));
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectNoAxeViolations(page);
  const link = await field.inputValue();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  const guest = await newPersonPage(browser);
  const response = await guest.page.goto(link);
  expect(response?.status()).toBe(200);
  const guestMain = guest.page.getByRole("main");
  await expect(guest.page.getByRole("heading", { level: 1 })).toHaveText(`${checklist.title} My run`);
  await expect(guestMain).toContainText(`1 of ${checklist.stepCount} steps`);
  await expect(guestMain.getByRole("progressbar", { name: "Progress of My run" })).toBeVisible();
  const players = guestMain.getByRole("region", { name: "Players" });
  await expect(players.getByRole("link", { name: `@${handle}` })).toBeVisible();
  const steps = guestMain.getByRole("region", { name: "Steps" }).getByRole("listitem");
  await expect(steps).toHaveCount(checklist.stepCount);
  await expect(steps.first()).toContainText(`Done:`);
  await expect(steps.first()).toContainText(`Ticked by @${handle}`);
  await expect(guestMain.getByRole("checkbox")).toHaveCount(0);
  await expect(guestMain.getByRole("link", { name: "Open the checklist" })).toHaveAttribute(
    "href",
    `/checklist/${checklist.customId}`,
  );
  const image = await guest.page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toMatch(new RegExp(`/runs/${runId}/preview\\.png\\?v=[\\w-]+$`));
  const png = await guest.page.request.get(image ?? "");
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect((await png.body()).length).toBeLessThanOrEqual(100 * 1024);
  // Nothing wider than the screen (375 px on the phone project).
  const overflow = await guest.page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectPageStructure(guest.page);
  await expectNoAxeViolations(guest.page);
  await guest.close();
});

test("a private run is the not-found page (404) for a guest, and its own page for its player", async ({
  page,
  browser,
}) => {
  test.slow();
  const checklist = await demoChecklist(page.request);
  const { runId } = await playerWithRun(page, checklist);

  const guest = await newPersonPage(browser, [NOT_FOUND_RESPONSE]);
  const response = await guest.page.goto(`/runs/${runId}`);
  expect(response?.status()).toBe(404);
  await expect(guest.page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(guest.page.getByRole("main")).not.toContainText("My run");
  await expectPageStructure(guest.page);
  await expectNoAxeViolations(guest.page);
  await guest.close();

  const own = await page.goto(`/runs/${runId}`);
  expect(own?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main).toContainText(`1 of ${checklist.stepCount} steps`);
  await main.getByRole("link", { name: "Play this run" }).click();
  await expect(page).toHaveURL(new RegExp(`/checklist/${checklist.customId}\\?run=${runId}$`));
});
