import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  api,
  approveAs,
  awaitingTheApp,
  expect,
  expectNoAxeViolations,
  isDesktop,
  openAccountMenu,
  publishApprovedKeepingPages,
  signIn,
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

/** An approved checklist by a new author; its author's and moderator's pages stay open for edits. */
async function publishChecklist(browser: Browser, title: string) {
  const input = checklistInput({
    customId: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    title,
    steps: STEPS.map((step) => ({ title: step })),
  });
  const published = await publishApprovedKeepingPages(browser, input);
  const close = async () => {
    await published.author.close();
    await published.moderator.close();
  };
  return { ...published, input, close };
}

type Published = Awaited<ReturnType<typeof publishChecklist>>;

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

/** Ticks the steps named `titles` without a connection: the ticks wait on the device. */
async function tickOffline(page: Page, titles: string[]) {
  for (const title of titles) await page.getByRole("main").getByRole("checkbox", { name: title }).check();
  await expect(bar(page).getByRole("status")).toHaveText(
    `Offline · ${titles.length} changes waiting to sync`,
  );
}

/** Back online, the waiting ticks reach the server: it has the steps named `titles` ticked. */
async function expectSynced(page: Page, checklist: Published, titles: string[]) {
  await expect(bar(page).getByRole("status")).toHaveText("Back online · all changes are synced");
  const stored = await api(page, `/api/checklists/${checklist.id}`);
  const ids = checklist.steps.filter((step) => titles.includes(step.title)).map((step) => step.id);
  expect([...(stored.body?.completedStepIds ?? [])].sort()).toEqual(ids.sort());
}

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
  await tickOffline(page, ["Find a cave", "Smelt iron ingots"]);
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
  await expectSynced(reopened, checklist, ["Find a cave", "Smelt iron ingots"]);
  await checklist.close();
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
  await tickOffline(page, ["Find a cave", "Mine iron ore"]);

  // Meanwhile the author drops 'Mine iron ore' and a moderator approves the edit.
  const kept = checklist.steps.filter((step) => step.title !== "Mine iron ore");
  const edited = await api(checklist.author.page, `/api/checklists/${checklist.id}`, "PATCH", {
    ...checklist.input,
    steps: kept.map((step) => ({ id: step.id, title: step.title })),
  });
  expect(edited.status).toBe(200);
  await approveAs(checklist.moderator.page, checklist.id);

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
  await checklist.close();
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
  await checklist.close();
});

/** Opens a page without a connection: the worker's shell, then what it kept, once the page answers. */
async function openOffline(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("#root")).not.toBeEmpty();
}

const SESSION_PROBLEM = "We could not check whether you are signed in.";

test("a joined checklist opened by a full page load works offline after a reload: ticks wait and reach the server", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const checklist = await publishChecklist(browser, `Deep dig ${Date.now().toString(36)}`);
  // Joined elsewhere (another tab, the API): this device has only ever loaded the page whole, so
  // nothing of it went through the worker's API cache; its data (and who is signed in) come
  // inside the page as the server renders it.
  await signIn(page, uniquePerson("caver"));
  await expect(page).toHaveURL(/\/users\//);
  expect((await api(page, `/api/checklists/${checklist.customId}/membership`, "PUT", {})).status).toBe(200);
  await page.goto(`/checklist/${checklist.customId}`);
  await underServiceWorker(page);
  await page.reload();
  await page.reload();
  await expect(page.getByRole("main")).toContainText("Progress: 0%");

  await context.setOffline(true);
  await page.reload();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toContainText("Deep dig");
  await expect(page.locator("body")).not.toContainText(SESSION_PROBLEM);
  await tickOffline(page, ["Find a cave", "Smelt iron ingots"]);
  await expect(main).toContainText("Progress: 67%");

  await context.setOffline(false);
  await expectSynced(page, checklist, ["Find a cave", "Smelt iron ingots"]);
  await checklist.close();
});

test("from the app's start URL offline, a joined checklist opens from 'Continue' and its ticks reach the server", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const checklist = await publishChecklist(browser, `Start cave ${Date.now().toString(36)}`);
  await joinUnderServiceWorker(page, checklist.customId);
  const manifest = await api(page, "/manifest.webmanifest");
  const startUrl = String((manifest.body as { start_url?: string } | null)?.start_url);
  await page.goto(startUrl);
  await expect(page.getByRole("heading", { name: "Continue" })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("body")).not.toContainText(SESSION_PROBLEM);
  await page.getByRole("link", { name: checklist.input.title }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toContainText("Start cave");
  await tickOffline(page, ["Find a cave", "Mine iron ore"]);

  await context.setOffline(false);
  await expectSynced(page, checklist, ["Find a cave", "Mine iron ore"]);
  await checklist.close();
});

/** The ticks waiting on the device (queue-storage.ts), as their owners' ids. */
function waitingChanges(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open("checkcraft-offline");
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const read = opening.result.transaction("queue").objectStore("queue").get("changes");
          read.onerror = () => reject(read.error);
          read.onsuccess = () =>
            resolve(((read.result ?? []) as { userId: string }[]).map((change) => change.userId));
        };
      }),
  );
}

async function expectNothingOf(page: Page, person: { name: string; email: string }, reason: string) {
  const body = page.locator("body");
  await expect(body).not.toContainText(reason);
  await expect(body).not.toContainText(person.name);
  await expect(body).not.toContainText(person.email);
  await expect(page.getByRole("main")).not.toContainText("Progress:");
}

type Handover = "log out" | "sign in over the top" | "delete account";

/**
 * D56 on one device: Ann reads her notifications, her settings, her rejected checklist's
 * messages and a checklist she plays; then Ben signs in in the same browser. Offline, Ben sees
 * his own settings and nothing of Ann's, and nothing of hers is left on the device.
 */
async function nothingOfAnnReachesBen(
  handover: Handover,
  { page, context, browser }: { page: Page; context: BrowserContext; browser: Browser },
  testInfo: TestInfo,
) {
  const checklist = await publishChecklist(browser, `Shared tablet ${Date.now().toString(36)}`);
  const ann = uniquePerson("ann");
  await signIn(page, ann);
  await expect(page).toHaveURL(/\/users\//);
  const annMe = (await api(page, "/api/me")).body as { id?: string; handle?: string } | null;
  const annId = String(annMe?.id);
  const reason = `Ann's private reason ${Date.now().toString(36)}`;
  const draft = await api(
    page,
    "/api/checklists",
    "POST",
    checklistInput({ customId: `ann-draft-${Date.now().toString(36)}`, title: "Ann's draft" }),
  );
  expect(draft.status).toBe(201);
  const rejected = await api(
    checklist.moderator.page,
    `/api/moderation/checklists/${draft.body?.id}/reject`,
    "POST",
    { reason },
  );
  expect(rejected.status).toBe(200);

  await page.goto(`/checklist/${checklist.customId}`);
  await underServiceWorker(page);
  await page.reload();
  await page.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await expect(page.getByRole("main")).toContainText("Progress: 0%");
  // The server is busy: Ann's tick waits on the device through the handover.
  await context.route("**/steps/*/done", (route) =>
    route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Try again later." } } }),
  );
  await page.getByRole("checkbox", { name: /Find a cave/ }).check();
  await expect(bar(page).getByRole("status")).toHaveText("Syncing · 1 change waiting to sync");
  await page.goto("/notifications");
  await expect(page.getByRole("main")).toContainText(reason);
  await page.goto("/my/settings");
  await expect(page.getByRole("textbox", { name: "Nickname" })).toHaveValue(ann.name);
  await page.goto(`/checklist/${draft.body?.id}`);
  await expect(page.getByRole("main")).toContainText(reason);

  if (handover === "log out") {
    const menu = await openAccountMenu(page, testInfo, ann.name);
    await menu.getByRole(isDesktop(testInfo) ? "menuitem" : "button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
  } else if (handover === "delete account") {
    await page.goto("/my/settings");
    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.getByRole("textbox").fill(String(annMe?.handle));
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL("/");
  }
  const ben = uniquePerson("ben");
  await signIn(page, ben);
  await expect(page).toHaveURL(/\/users\//);
  await context.unroute("**/steps/*/done");
  // Ann's waiting tick is gone from the device, unsent.
  await expect.poll(() => waitingChanges(page)).toEqual([]);

  await context.setOffline(true);
  // Ben never opened these: offline they need a connection, and show nothing of Ann's.
  const pages = ["/notifications", `/checklist/${draft.body?.id}`, `/checklist/${checklist.customId}`];
  for (const path of pages) {
    await openOffline(page, path);
    await expect(page.getByRole("main")).toContainText("You are offline.");
    await expectNothingOf(page, ann, reason);
  }
  // What the device kept for Ben still knows him (D56).
  await openOffline(page, "/my/settings");
  await expect(page.getByRole("textbox", { name: "Nickname" })).toHaveValue(ben.name);
  await expectNothingOf(page, ann, reason);
  // Nothing of Ann's is left on the device: no cache of hers, no answer naming her.
  const kept = await page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!request.url.includes("/api/")) continue;
        texts.push(`${name} ${request.url} ${await (await cache.match(request))?.text()}`);
      }
    }
    return texts.join("\n");
  });
  expect(kept).not.toContain(annId);
  expect(kept).not.toContain(ann.name);
  expect(kept).not.toContain(reason);
  await context.setOffline(false);
  await checklist.close();
}

for (const handover of ["log out", "sign in over the top", "delete account"] as const) {
  test(`nothing of one person reaches the next on the same device (${handover})`, async ({
    page,
    context,
    browser,
  }, testInfo) => {
    test.slow();
    await nothingOfAnnReachesBen(handover, { page, context, browser }, testInfo);
  });
}

test("a checklist opened by a full page load right after a first sign-in on the device opens offline after a reload", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const checklist = await publishChecklist(browser, `First visit ${Date.now().toString(36)}`);
  // A device that has never run the site's worker: it installs while this page is open and takes
  // it over, with no reload in between (issue 35).
  await signIn(page, uniquePerson("newcomer"));
  await expect(page).toHaveURL(/\/users\//);
  expect((await api(page, `/api/checklists/${checklist.customId}/membership`, "PUT", {})).status).toBe(200);
  await page.goto(`/checklist/${checklist.customId}`);
  await expect(page.getByRole("main")).toContainText("Progress: 0%");
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  // The worker's own start (its 'activate') has finished: what it does for open pages is done.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 20_000,
    })
    .toBe("activated");

  await context.setOffline(true);
  await page.reload();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toContainText("First visit");
  await expect(page.locator("body")).not.toContainText("This page needs a connection");
  await tickOffline(page, ["Find a cave", "Mine iron ore"]);
  await context.setOffline(false);
  await expectSynced(page, checklist, ["Find a cave", "Mine iron ore"]);
  await checklist.close();
});
