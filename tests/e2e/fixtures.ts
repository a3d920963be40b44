import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  test as base,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { launchOptions, serverUrl } from "../../playwright.config.ts";

let counter = 0;

/** A unique person for this run, so tests never share accounts. */
export function uniquePerson(prefix = "player") {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `${prefix[0]?.toUpperCase()}${prefix.slice(1)} ${id.slice(prefix.length)}`,
    email: `${id}@example.com`,
  };
}

/**
 * The local issuer's page (server-rendered) declares no icon, so Chromium asks for /favicon.ico
 * and logs its 404. sign-in.spec.ts checks that on its own; ignoring it here keeps every other
 * test about its own subject.
 */
function isMissingFavicon(message: ConsoleMessage) {
  return new URL(message.location().url || "about:blank").pathname === "/favicon.ico";
}

/**
 * The not-found page itself answers 404 (D29), which the browser logs for the document; that
 * is the page working, not an error. A 404 of an API call or an asset still counts.
 */
function isNotFoundDocument(message: ConsoleMessage) {
  const url = new URL(message.location().url || "about:blank");
  return (
    /status of 404/.test(message.text()) &&
    !url.pathname.startsWith("/api/") &&
    !url.pathname.startsWith("/assets/") &&
    !path.posix.basename(url.pathname).includes(".")
  );
}

/**
 * A server-rendered page shows before its JavaScript runs (D29): after loading one of our
 * pages, wait until it answers (the app marks <html data-ready>), as a person waits for it to
 * react. A guest's page loads the app when it is first used (docs/decisions/023), a signed-in
 * player's when the browser is idle or at first use (027): unless a test is about that
 * (`startTheApp: false`), a pointer moving over it starts the app, as a person's would, and the
 * page is React's once it has hydrated. Pages that are not the app's (the local issuer's) pass
 * at once.
 */
export function awaitingTheApp(page: Page, startTheApp = true): Page {
  const ready = async () => {
    await page.waitForFunction(
      () => !document.getElementById("root") || document.documentElement.dataset.ready === "true",
    );
    if (!startTheApp) return;
    const waitsForUse = await page.evaluate(() => {
      if (!document.querySelector('script[data-start="use"], script[data-start="idle"]')) return false;
      document.documentElement.dispatchEvent(new PointerEvent("pointermove", { bubbles: true }));
      return true;
    });
    if (waitsForUse) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

/**
 * For a spec about what a page does before anyone uses it (`startTheApp: false`): the full
 * Chromium, not the headless shell the other tests run in (decisions/064). The shell moves its
 * pointer over the page about 100–250 ms after it loads (a pointermove on whatever lies under
 * its top-left corner), which is a use of the page to start-on-use.ts and starts the app; no
 * phone does that, and the full browser does not either. `test.use(inTheFullBrowser)`.
 */
export const inTheFullBrowser = { launchOptions: launchOptions("/usr/bin/chromium") };

/** The browser logs every 404 answer; a page that shows 'not found' on purpose expects it. */
export const NOT_FOUND_RESPONSE = /the server responded with a status of 404/;

/**
 * Fails the test on any console error or uncaught page error, except those matching
 * `expectedConsoleErrors` (set with test.use).
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
  startTheApp: boolean;
}>({
  expectedConsoleErrors: [[], { option: true }],
  startTheApp: [true, { option: true }],
  // Each worker talks to its own app server (playwright.config.ts), also in contexts a test opens.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
  page: async ({ page, javaScriptEnabled, startTheApp }, use) => {
    await use(javaScriptEnabled === false ? page : awaitingTheApp(page, startTheApp));
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" || isMissingFavicon(message) || isNotFoundDocument(message)) return;
        if (!expectedConsoleErrors.some((pattern) => pattern.test(message.text())))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => {
        if (!expectedConsoleErrors.some((pattern) => pattern.test(error.message))) errors.push(error.message);
      });
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Sign in through the real flow: /sign-in, 'Sign in with Google' (or another provider, D55),
 * that provider's stand-in on the local issuer.
 */
export async function signIn(
  page: Page,
  person: { name: string; email: string },
  provider: "Google" | "Microsoft" | "Discord" = "Google",
) {
  // A test already on the sign-in page is about it: it signs in as a person would.
  if (page.url().includes("/sign-in")) {
    await page.getByRole("button", { name: `Sign in with ${provider}` }).click();
    await fillLocalSignIn(page, person, provider);
    return;
  }
  await signInThroughRequests(page, provider, { name: person.name, email: person.email });
}

/**
 * Issue 36: where the sign-in pages are not a test's subject, the same requests without drawing
 * them: the site's sign-in start, the local issuer's form posted, the callback. The browser's
 * cookie jar keeps the session; the page then opens where the site sent the person.
 */
async function signInThroughRequests(
  page: Page,
  provider: "Google" | "Microsoft" | "Discord",
  form: Record<string, string>,
) {
  const start = await page.request.get(`/auth/login?provider=${provider.toLowerCase()}`);
  expect(new URL(start.url()).pathname).toMatch(/\/interaction\//);
  const landed = await page.request.post(new URL(start.url()).pathname, { form });
  expect(landed.ok(), await landed.text().catch(() => "")).toBe(true);
  await page.goto(new URL(landed.url()).pathname);
}

/** The local issuer's page standing in for `provider`: fill it in and come back to the site. */
export async function fillLocalSignIn(
  page: Page,
  person: { name: string; email: string },
  provider: "Google" | "Microsoft" | "Discord",
) {
  await expect(page.getByRole("heading", { level: 1, name: "Local sign-in" })).toBeVisible();
  await expect(page.getByText(`This stand-in for ${provider} runs only on your machine`)).toBeVisible();
  await page.getByLabel("Name").fill(person.name);
  await page.getByLabel("Email").fill(person.email);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await backOnTheSite(page);
}

export async function signInAsModerator(page: Page) {
  if (!page.url().includes("/sign-in")) return signInThroughRequests(page, "Google", { intent: "moderator" });
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await page.getByRole("button", { name: "Sign in as moderator" }).click();
  await backOnTheSite(page);
}

/**
 * After the issuer's redirects, the page the site lands on, once it answers (D29): a signed-in
 * player's page once the app, which it starts by itself (decisions/027), has hydrated it.
 */
async function backOnTheSite(page: Page) {
  await page.waitForURL((url) => !/^\/(oidc|auth)\//.test(url.pathname));
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.ready === "true" &&
      (!document.querySelector('script[data-start="idle"]') ||
        document.documentElement.dataset.hydrated === "true"),
  );
}

/**
 * axe finds nothing on the page as it is now, with WCAG 2.2's target size (24 × 24 px, issue
 * 23) on: axe leaves that rule off unless asked.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "target-size": { enabled: true } } })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** D26: one h1, and header, main and footer landmarks. */
export async function expectPageStructure(page: Page, lang = "en") {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.locator("footer").first()).toBeVisible();
  expect(await page.locator("html").getAttribute("lang")).toBe(lang);
}

/** The desktop project is 1280 px wide (anchored menu); the phone project 375 px (modal menu). */
export function isDesktop(testInfo: TestInfo) {
  return testInfo.project.name === "desktop";
}

/** A page in a brand-new browser context (another person), failing on console errors like `page`. */
export async function newPersonPage(browser: Browser, expectedConsoleErrors: RegExp[] = []) {
  const context = await browser.newContext();
  const page = awaitingTheApp(await context.newPage());
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" || isMissingFavicon(message) || isNotFoundDocument(message)) return;
    if (!expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    page,
    async close() {
      await context.close();
      expect(errors, "console errors on the second page").toEqual([]);
    },
  };
}

/** The handle in a /users/{handle} URL. */
export function handleFromUrl(page: Page): string {
  const match = /\/users\/([^/?#]+)$/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not a profile URL: ${page.url()}`);
  return decodeURIComponent(match[1]);
}

/**
 * The header's avatar button: named by the display name at 1280 px, 'Account menu' at 375 px.
 * `displayName` is required on desktop.
 */
export function accountButton(page: Page, testInfo: TestInfo, displayName?: string) {
  const banner = page.getByRole("banner");
  return isDesktop(testInfo)
    ? banner.getByRole("button", { name: displayName })
    : banner.getByRole("button", { name: "Account menu" });
}

/** Opens the account menu and answers the open popover (desktop `menu`) or modal (phone `dialog`). */
export async function openAccountMenu(page: Page, testInfo: TestInfo, displayName?: string) {
  await accountButton(page, testInfo, displayName).click();
  const surface = isDesktop(testInfo)
    ? page.getByRole("menu")
    : page.getByRole("dialog", { name: "Account" });
  await expect(surface).toBeVisible();
  return surface;
}

export interface Answer {
  status: number;
  body: { id?: string; steps?: { id: string; title: string }[]; completedStepIds?: string[] } | null;
}

/** The API as the page itself calls it (its cookies, its Origin). */
export function api(page: Page, path: string, method = "GET", body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ([path, method, body]) => {
      const response = await fetch(path as string, {
        method: method as string,
        cache: "no-store",
        headers: body ? { "Content-Type": "application/json", Accept: "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    [path, method, body] as const,
  );
}

/**
 * Waits until the service worker controls the page. A worker that activates while a
 * navigation is on its way claims the old document, not the new one; such a page is
 * reloaded, which the active worker then controls.
 */
export async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * The review queue's entry for `title`, on whichever page of the queue it stands: the queue is
 * oldest first, and the other tests keep adding to it. Opens the queue at that page.
 */
export async function queueItem(page: Page, title: string): Promise<Locator> {
  const main = page.getByRole("main");
  const item = main.getByRole("listitem").filter({ hasText: title });
  for (let number = 1; ; number++) {
    await page.goto(number === 1 ? "/moderation" : `/moderation?page=${number}`);
    await expect(page.getByRole("heading", { level: 1, name: "Review queue" })).toBeVisible();
    await expect(main.getByRole("listitem").first()).toBeVisible();
    if ((await item.count()) > 0) return item.first();
    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" });
    if ((await next.count()) === 0) return item.first(); // not in the queue: the caller's check says so
  }
}

/**
 * Step `n`'s box (1-based). Steps ticked when the page opened fold into 'N done' (D49): the fold
 * is opened first when the step is not in the list.
 */
export async function stepBox(main: Locator, n: number): Promise<Locator> {
  await expect(main.getByRole("checkbox").first()).toBeVisible();
  const box = main.getByRole("checkbox", { name: new RegExp(`^${n}\\. `) });
  const fold = main.getByRole("button", { name: /^\d+ done$/ });
  if ((await box.count()) === 0 && (await fold.getAttribute("aria-expanded")) === "false") await fold.click();
  return box;
}

/**
 * Adds a step in the create/edit form's step editor (D54): 'Add step' opens a row whose title
 * field takes the focus; the description is behind the row's 'More'.
 */
export async function addStep(page: Page, title: string, description = "") {
  await page.getByRole("button", { name: "Add step" }).click();
  const row = page.locator("li[data-step-index]").last();
  const field = row.locator("input[type=text]");
  await expect(field).toBeFocused();
  await field.fill(title);
  if (description) {
    await row.getByRole("button", { name: /^More for step/ }).click();
    await row.getByRole("textbox", { name: /^Details for step/ }).fill(description);
  }
}

/** Deletes step `n` of the step editor through its row's 'More'. */
export async function deleteStep(page: Page, n: number) {
  const more = page.getByRole("button", { name: `More for step ${n}`, exact: true });
  if ((await more.getAttribute("aria-expanded")) !== "true") await more.click();
  await page.getByRole("button", { name: `Delete step ${n}`, exact: true }).click();
}

/** A checklist by the page's person, under review, its id made of `title`; answers its document id. */
export async function submitChecklist(page: Page, title: string): Promise<string> {
  const created = await api(
    page,
    "/api/checklists",
    "POST",
    checklistInput({ title, customId: title.toLowerCase().replace(/[^a-z0-9]+/g, "-") }),
  );
  expect(created.status).toBe(201);
  return created.body?.id as string;
}

/** The moderator approves checklist `id`, new or its pending edit, through the real route. */
export async function approveAs(moderator: Page, id: string) {
  expect((await api(moderator, `/api/moderation/checklists/${id}/approve`, "POST")).status).toBe(200);
}

/**
 * An approved checklist of its own: an author publishes `input`, a moderator approves it. Both
 * pages stay open for later edits and approvals; the caller closes them.
 */
export async function publishApprovedKeepingPages(
  browser: Browser,
  input: { customId: string } & Record<string, unknown>,
) {
  const author = await newPersonPage(browser);
  await signIn(author.page, uniquePerson("author"));
  await expect(author.page).toHaveURL(/\/users\//);
  const created = await api(author.page, "/api/checklists", "POST", input);
  expect(created.status).toBe(201);
  const moderator = await newPersonPage(browser);
  await signInAsModerator(moderator.page);
  await expect(moderator.page).toHaveURL(/\/users\//);
  const id = created.body?.id as string;
  await approveAs(moderator.page, id);
  const steps: { id: string; title: string }[] = created.body?.steps ?? [];
  return { id, customId: input.customId, steps, author, moderator };
}

/** An approved checklist of its own: an author publishes `input`, a moderator approves it. */
export async function publishApproved(
  browser: Browser,
  input: { customId: string } & Record<string, unknown>,
): Promise<{ id: string; customId: string; steps: { id: string; title: string }[] }> {
  const { author, moderator, ...published } = await publishApprovedKeepingPages(browser, input);
  await author.close();
  await moderator.close();
  return published;
}
