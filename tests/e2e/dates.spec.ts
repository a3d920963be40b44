import {
  api,
  expect,
  newPersonPage,
  queueItem,
  signIn,
  signInAsModerator,
  submitChecklist,
  test,
  uniquePerson,
} from "./fixtures.ts";

// Issue 35 (after issue 23): dates have one format, '27 Nov 2026', in <time dateTime>, the same
// in the server's HTML and once the page has taken over, whatever the browser's locale: the site's
// language decides (issue 38). A German browser that chose English reads English dates.
test.use({ locale: "de-DE" });

/** The device's choice of English (D64), over the browser's German. */
async function chooseEnglish(page: import("@playwright/test").Page, baseURL: string | undefined) {
  await page
    .context()
    .addCookies([{ name: "checkcraft_lang", value: "en", url: baseURL ?? "http://localhost" }]);
}

const ONE_FORMAT = /^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/;

test("a German browser set to English sees '27 Nov 2026' for a message, a notification and the review queue", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await chooseEnglish(page, baseURL);
  const author = await newPersonPage(browser);
  await chooseEnglish(author.page, baseURL);
  await signIn(author.page, uniquePerson("dated"));
  await expect(author.page).toHaveURL(/\/users\//);
  const title = `Dated farm ${Date.now().toString(36)}`;
  const id = await submitChecklist(author.page, title);

  await signInAsModerator(page);
  await expect(page).toHaveURL(/\/users\//);
  const item = await queueItem(page, title);
  await expect(item.locator("time")).toHaveText(ONE_FORMAT);
  await expect(item.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);

  // A message, read on the page loaded from the server (it hydrates without a mismatch).
  expect((await api(page, `/api/checklists/${id}/messages`, "POST", { body: "Bitte prüfen." })).status).toBe(
    201,
  );
  await page.goto(`/moderation/checklists/${id}`);
  const messages = page.getByRole("region", { name: "Messages" });
  await expect(messages.locator("time")).toHaveText(ONE_FORMAT);

  await author.page.goto("/notifications");
  await expect(author.page.getByRole("main").locator("time").first()).toHaveText(ONE_FORMAT);
  await author.close();
});

test.describe("a guest's page", () => {
  test.use({ startTheApp: false });

  test("shows its dates as the server wrote them, before and after the page takes over (issue 35)", async ({
    page,
    baseURL,
  }) => {
    await chooseEnglish(page, baseURL);
    await page.goto("/runs/5a4ed000-0000-4000-8000-000000000001");
    const times = page.getByRole("main").locator("time");
    await expect(times.first()).toBeVisible();
    const served = await times.allTextContents();
    expect(served.length).toBeGreaterThan(0);
    for (const text of served) expect(text).toMatch(ONE_FORMAT);
    // The guest starts using it: the app takes over (hydrates) and the dates stay as they were.
    await page.evaluate(() =>
      document.documentElement.dispatchEvent(new PointerEvent("pointermove", { bubbles: true })),
    );
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // What the app renders after it has taken over has been painted by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    expect(await times.allTextContents()).toEqual(served);
  });

  test("the static pages write their dates in the reader's language (issues 35 and 38)", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("main")).toContainText("Zuletzt aktualisiert am 05.06.2025");
    await page.goto("/legal");
    await expect(page.getByRole("main")).toContainText("Gültig ab 25.05.2025");
    await page.goto("/changelog");
    await expect(page.getByRole("heading", { name: "v1.1.0 — 23.11.2026" })).toBeVisible();
  });
});
