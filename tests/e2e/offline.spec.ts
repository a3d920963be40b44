import type { BrowserContext, Page } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  api,
  awaitingTheApp,
  expect,
  expectNoAxeViolations,
  isDesktop,
  newPersonPage,
  openAccountMenu,
  signIn,
  signInAsModerator,
  test,
  underServiceWorker,
  uniquePerson,
} from "./fixtures.ts";

// D31 with the real service worker and Chromium's offline emulation. Without a connection the
// browser logs each request that fails; with the server busy (below), each 503.
test.use({
  serviceWorkers: "allow",
  // What the worker cannot fetch offline fails as ERR_FAILED; a removed step's tick is a 404.
  expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|status of 503|status of 404/],
});

const STEPS = ["Find a cave", "Mine iron ore", "Smelt iron ingots"];

/** An approved checklist by a new author; its author's page stays open for edits. */
async function publishChecklist(browser: import("@playwright/test").Browser, title: string) {
  const author = await newPersonPage(browser);
  await signIn(author.page, uniquePerson("author"));
  await expect(author.page).toHaveURL(/\/users\//);
  const input = checklistInput({
    customId: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    title,
    steps: STEPS.map((step) => ({ title: step })),
  });
  const created = await api(author.page, "/api/checklists", "POST", input);
  expect(created.status).toBe(201);
  const moderator = await newPersonPage(browser);
  await signInAsModerator(moderator.page);
  await expect(moderator.page).toHaveURL(/\/users\//);
  const approved = await api(
    moderator.page,
    `/api/moderation/checklists/${created.body?.id}/approve`,
    "POST",
  );
  expect(approved.status).toBe(200);
  return {
    id: created.body?.id as string,
    customId: input.customId,
    steps: created.body?.steps ?? [],
    author,
    moderator,
    input,
  };
}

/** The player signs in, opens the checklist under the service worker's control, and joins. */
async function joinUnderServiceWorker(page: Page, customId: string) {
  await signIn(page, uniquePerson("caver"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto(`/checklist/${customId}`);
  await underServiceWorker(page);
  // Opened once more under the worker, so its answers are kept for offline reading.
  await page.reload();
  await page.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await expect(page.getByRole("main")).toContainText("Progress: 0%");
}

const bar = (page: Page) => page.getByRole("complementary", { name: "Connection" });

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(bar(page)).toContainText("Offline");
}

test("ticks made offline survive a reload and a closed tab, and reach the server when the connection returns", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const checklist = await publishChecklist(browser, `Iron age ${Date.now().toString(36)}`);
  await joinUnderServiceWorker(page, checklist.customId);

  await goOffline(context, page);
  const main = page.getByRole("main");
  await main.getByRole("checkbox", { name: /Find a cave/ }).check();
  await main.getByRole("checkbox", { name: /Smelt iron ingots/ }).check();
  await expect(bar(page).getByRole("status")).toHaveText("Offline · 2 changes waiting to sync");
  await expect(main).toContainText("Progress: 67%");
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(main.getByRole("heading", { level: 1 })).toContainText("Iron age");
  await expect(main.getByRole("checkbox", { name: /Find a cave/ })).toBeChecked();
  await expect(main.getByRole("checkbox", { name: /Mine iron ore/ })).not.toBeChecked();
  await expect(main.getByRole("checkbox", { name: /Smelt iron ingots/ })).toBeChecked();
  await expect(bar(page).getByRole("status")).toHaveText("Offline · 2 changes waiting to sync");

  // A page never opened says it needs a connection, not a browser error.
  await page.goto("/users/nobody-opened-this");
  await expect(page.getByRole("main")).toContainText("You are offline.");

  await page.close();
  const reopened = awaitingTheApp(await context.newPage());
  await reopened.goto(`/checklist/${checklist.customId}`);
  await expect(reopened.getByRole("checkbox", { name: /Smelt iron ingots/ })).toBeChecked();
  await expect(bar(reopened).getByRole("status")).toHaveText("Offline · 2 changes waiting to sync");

  await context.setOffline(false);
  await expect(bar(reopened).getByRole("status")).toHaveText("Back online · all changes are synced");
  const stored = await api(reopened, `/api/checklists/${checklist.id}`);
  const ids = (titles: string[]) =>
    checklist.steps.filter((step) => titles.includes(step.title)).map((step) => step.id);
  expect([...(stored.body?.completedStepIds ?? [])].sort()).toEqual(
    ids(["Find a cave", "Smelt iron ingots"]).sort(),
  );
  await checklist.author.close();
  await checklist.moderator.close();
});

test("a tick for a step that an approved edit removed meanwhile is dropped with its name; the rest goes through", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const checklist = await publishChecklist(browser, `Cave run ${Date.now().toString(36)}`);
  await joinUnderServiceWorker(page, checklist.customId);

  await goOffline(context, page);
  await page.getByRole("checkbox", { name: /Find a cave/ }).check();
  await page.getByRole("checkbox", { name: /Mine iron ore/ }).check();
  await expect(bar(page).getByRole("status")).toHaveText("Offline · 2 changes waiting to sync");

  // Meanwhile the author drops 'Mine iron ore' and a moderator approves the edit.
  const kept = checklist.steps.filter((step) => step.title !== "Mine iron ore");
  const edited = await api(checklist.author.page, `/api/checklists/${checklist.id}`, "PATCH", {
    ...checklist.input,
    steps: kept.map((step) => ({ id: step.id, title: step.title })),
  });
  expect(edited.status).toBe(200);
  const approved = await api(
    checklist.moderator.page,
    `/api/moderation/checklists/${checklist.id}/approve`,
    "POST",
  );
  expect(approved.status).toBe(200);

  await context.setOffline(false);
  const notice = bar(page).getByRole("alert");
  await expect(notice).toContainText(
    `“Mine iron ore” was removed from “${checklist.input.title}”, so your change to it was dropped.`,
  );
  await expectNoAxeViolations(page);
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  const stored = await api(page, `/api/checklists/${checklist.id}`);
  expect(stored.body?.completedStepIds).toEqual([kept[0]?.id]);
  await checklist.author.close();
  await checklist.moderator.close();
});

test("signing out with changes waiting clears them: nothing is sent later", async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.slow();
  const checklist = await publishChecklist(browser, `Quiet mine ${Date.now().toString(36)}`);
  const person = uniquePerson("leaver");
  await signIn(page, person);
  await expect(page).toHaveURL(/\/users\//);
  await page.goto(`/checklist/${checklist.customId}`);
  await underServiceWorker(page);
  await page.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await expect(page.getByRole("main")).toContainText("Progress: 0%");

  // The server is busy: ticks wait on the device while the player signs out.
  await context.route("**/steps/*/done", (route) =>
    route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Try again later." } } }),
  );
  await page.getByRole("checkbox", { name: /Find a cave/ }).check();
  await expect(bar(page).getByRole("status")).toHaveText("Syncing · 1 change waiting to sync");
  const menu = await openAccountMenu(page, testInfo, person.name);
  await menu.getByRole(isDesktop(testInfo) ? "menuitem" : "button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");
  await context.unroute("**/steps/*/done");

  await signIn(page, person);
  await expect(page).toHaveURL(/\/users\//);
  await page.goto(`/checklist/${checklist.customId}`);
  await expect(page.getByRole("main")).toContainText("Progress: 0%");
  await expect(page.locator('aside[aria-label="Connection"]')).toBeAttached();
  await expect(page.locator('aside[aria-label="Connection"]')).not.toContainText("waiting");
  const stored = await api(page, `/api/checklists/${checklist.id}`);
  expect(stored.body?.completedStepIds).toEqual([]);
  await checklist.author.close();
  await checklist.moderator.close();
});
