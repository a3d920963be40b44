import { type ChildProcess, spawn } from "node:child_process";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { DEMO_CHECKLISTS } from "#server/features/demo/demo-checklists.ts";
import { RUN_POLL_MS } from "#shared/runs.ts";
import { E2E_BASE_URL } from "../../playwright.config.ts";
import { awaitingTheApp, expect, handleFromUrl, signIn, stepBox, test, uniquePerson } from "./fixtures.ts";

/**
 * D45: an open run page shows the other players' ticks within a second, without a reload, also
 * when they are served by another app server on the same PostgreSQL. With E2E_DATABASE=postgres
 * (npm test's PostgreSQL browser step, @postgres) the friend's browser talks to a second app
 * server started here on the first one's database; on PGlite both talk to the one server (the
 * in-process path).
 */
const TWO_SERVERS = process.env.E2E_DATABASE === "postgres";
const SECOND_PORT = Number(new URL(E2E_BASE_URL).port) + 1;

/** The database scripts/e2e-server.ts made for the first server. */
function firstServersDatabase(): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${`${url.pathname.slice(1)}_e2e`.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`;
  return url.toString();
}

/** Another app server on the first one's PostgreSQL database, as another machine would be. */
async function startSecondServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const url = `http://localhost:${SECOND_PORT}`;
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(SECOND_PORT),
      PUBLIC_URL: url,
      DATABASE_URL: firstServersDatabase(),
      RATE_LIMITS: JSON.stringify({
        signInPerIp: { max: 100000, windowSeconds: 60 },
        pageViewPerIp: { max: 100000, windowSeconds: 60 },
      }),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The second app server exited (${server.exitCode}).`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error("The second app server did not start.");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once("exit", () => resolve());
        server.kill("SIGTERM");
      }),
  };
}

const DEMO_IDS = new Set(DEMO_CHECKLISTS.map((demo) => demo.id));

/** An approved demo checklist of at least four steps (other tests edit their own, never these). */
async function demoChecklist(request: APIRequestContext, index: number) {
  const page = await (await request.get("/api/checklists?perPage=50")).json();
  const chosen = page.items
    .filter(
      (item: { customId: string; stepCount: number }) => DEMO_IDS.has(item.customId) && item.stepCount >= 4,
    )
    .sort((a: { stepCount: number }, b: { stepCount: number }) => a.stepCount - b.stepCount)[index];
  if (!chosen) throw new Error("demo content missing");
  return chosen as { customId: string; title: string; stepCount: number };
}

const tickedBy = (main: Locator, handle: string) =>
  main.getByRole("listitem").filter({ hasText: `Ticked by @${handle}` });

/**
 * The host joins the checklist (their first run) and makes its invite link; a friend, in a
 * browser of their own talking to `friendBase`, signs in and joins; both are on the run's page.
 */
async function playTogether(page: Page, browser: Browser, friendBase: string, index: number, live = true) {
  const checklist = await demoChecklist(page.request, index);
  await signIn(page, uniquePerson("host"));
  const hostHandle = handleFromUrl(page);
  await page.goto(`/checklist/${checklist.customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await expect(await stepBox(main, 1)).toBeVisible();
  await main.getByRole("button", { name: "Invite friends" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite friends" });
  await expect(dialog.getByLabel("Invite link")).toHaveValue(/\/join\//);
  const invitePath = new URL(await dialog.getByLabel("Invite link").inputValue()).pathname;
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const context = await browser.newContext({ baseURL: friendBase });
  const friendPage = awaitingTheApp(await context.newPage());
  await friendPage.goto(invitePath);
  await signIn(friendPage, uniquePerson("friend"));
  await friendPage.getByRole("button", { name: "Join", exact: true }).click();
  await expect(friendPage).toHaveURL(/\/checklist\/[^?]+\?run=/);
  const friendMain = friendPage.getByRole("main");
  const friendHandle = (await (await friendPage.request.get("/api/me")).json()).handle as string;
  // The host's page learns of the friend joining without a reload.
  if (live) await expect(main.getByRole("region", { name: /^Players of/ })).toContainText(`@${friendHandle}`);
  return { checklist, main, hostHandle, friendPage, friendMain, friendHandle, context };
}

/** Ticks step `n` on `page` and waits until the server has it; when it answered (the machine's clock). */
async function tickAndWait(page: Page, main: Locator, n: number): Promise<number> {
  const saved = page.waitForResponse(
    (response) => /\/steps\/[^/]+\/done$/.test(response.url()) && response.request().method() === "PUT",
  );
  await (await stepBox(main, n)).check();
  const response = await saved;
  expect(response.status()).toBe(200);
  const timing = response.request().timing();
  return timing.startTime + Math.max(0, timing.responseEnd);
}

/**
 * When (the machine's clock) `box` first shows ticked, watched by the page itself from now on:
 * D45's second is the product's, not that of the test's polling, whose round trips to a busy
 * browser would count against it (issue 36).
 */
async function whenTicked(box: Locator): Promise<() => Promise<number>> {
  const handle = await box.elementHandle();
  if (!handle) throw new Error("no step box");
  const shown = handle.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const ticked = () =>
          (element as HTMLInputElement).checked || element.getAttribute("aria-checked") === "true";
        const watch = setInterval(() => {
          if (!ticked()) return;
          clearInterval(watch);
          resolve(Date.now());
        }, 5);
        // Never shown: fail in seconds rather than at the test's end.
        setTimeout(() => resolve(Number.POSITIVE_INFINITY), 20_000);
      }),
  );
  // Awaited later, or never when the test fails first: no unhandled rejection meanwhile.
  shown.catch(() => undefined);
  return () => shown;
}

/** The page shows the tick answered at `answeredAt` within D45's second. */
async function expectShownWithinASecond(shownAt: () => Promise<number>, answeredAt: number) {
  expect((await shownAt()) - answeredAt).toBeLessThan(1_000);
}

// The browser logs the requests that fail while blocked.
test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

test("two players on two app servers see each other's ticks within a second; a page dropped by a restart catches up @postgres", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  let second = TWO_SERVERS ? await startSecondServer() : null;
  try {
    const together = await playTogether(page, browser, second?.url ?? String(baseURL), 0);
    const { main, friendPage, friendMain, hostHandle, friendHandle } = together;

    // The friend ticks: within a second the host's page shows it ticked, and by whom.
    const hostSees = await whenTicked(await stepBox(main, 2));
    await expectShownWithinASecond(hostSees, await tickAndWait(friendPage, friendMain, 2));
    await expect(tickedBy(main, friendHandle)).toHaveCount(1);
    // And the other way round.
    const friendSees = await whenTicked(await stepBox(friendMain, 3));
    await expectShownWithinASecond(friendSees, await tickAndWait(page, main, 3));
    await expect(tickedBy(friendMain, hostHandle)).toHaveCount(1);

    if (second) {
      // The friend's app server restarts, dropping their page's connection; the host ticks
      // meanwhile. Reconnecting, the page sends the id of the last event it had, and shows what
      // it missed.
      await second.stop();
      await tickAndWait(page, main, 4);
      const reconnected = friendPage.waitForResponse(
        (response) => response.url().endsWith("/events") && response.status() === 200,
        { timeout: 60_000 },
      );
      second = await startSecondServer();
      const headers = await (await reconnected).request().allHeaders();
      expect(headers["last-event-id"]).toMatch(/^\d+$/);
      await expect(await stepBox(friendMain, 4)).toBeChecked({ timeout: 20_000 });
      await expect(tickedBy(friendMain, hostHandle)).toHaveCount(2);
    }
    await together.context.close();
  } finally {
    await second?.stop();
  }
});

test("a page whose events cannot connect reads the run every 15 s and shows the other player's tick", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.route("**/api/runs/*/events", (route) => route.abort());
  const together = await playTogether(page, browser, String(baseURL), 1, false);
  const { main, friendPage, friendMain, friendHandle } = together;
  await tickAndWait(friendPage, friendMain, 2);
  // No event comes; the next read (at most RUN_POLL_MS away) brings the tick. The margin is for
  // that read's answer on a busy machine: nothing but a read can bring it while events fail.
  await expect(await stepBox(main, 2)).toBeChecked({ timeout: RUN_POLL_MS + 10_000 });
  await expect(tickedBy(main, friendHandle)).toHaveCount(1);
  await together.context.close();
});

test("the Run select follows a friend's live tick, as the progress does (issue 35)", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const together = await playTogether(page, browser, String(baseURL), 2);
  const { checklist, main, friendPage, friendMain } = together;
  const total = checklist.stepCount;
  // A second run of the host's own, so the page shows the Run select; back to the shared one.
  await main.getByRole("button", { name: "New run" }).click();
  const dialog = page.getByRole("dialog", { name: "New run" });
  await dialog.getByLabel("Name").fill("Solo");
  await dialog.getByRole("button", { name: "Start run" }).click();
  await expect(dialog).toHaveCount(0);
  const select = main.getByLabel("Run", { exact: true });
  await expect(select.locator("option:checked")).toHaveText(/^Solo/);
  await select.selectOption({ label: `My run · 0/${total}` });
  await expect(await stepBox(main, 1)).toBeVisible();

  await tickAndWait(friendPage, friendMain, 1);
  await expect(main).toContainText(`(1/${total} steps)`);
  await expect(select.locator("option:checked")).toHaveText(`My run · 1/${total}`);
  await tickAndWait(friendPage, friendMain, 2);
  await expect(main).toContainText(`(2/${total} steps)`);
  await expect(select.locator("option:checked")).toHaveText(`My run · 2/${total}`);
  await together.context.close();
});
