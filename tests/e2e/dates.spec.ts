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

// Issue 23: dates have one format, the reader's locale, relative under a week, in <time dateTime>.
test.use({ locale: "de-DE" });

test("a German reader sees 'vor … Sekunden' for a message, a notification and the review queue", async ({
  page,
  browser,
}) => {
  test.slow();
  const author = await newPersonPage(browser);
  await signIn(author.page, uniquePerson("dated"));
  await expect(author.page).toHaveURL(/\/users\//);
  const title = `Dated farm ${Date.now().toString(36)}`;
  const id = await submitChecklist(author.page, title);

  await signInAsModerator(page);
  await expect(page).toHaveURL(/\/users\//);
  const relative = /^(jetzt|vor \d+ (Sekunden?|Minuten?))$/;
  const item = await queueItem(page, title);
  await expect(item.locator("time")).toHaveText(relative);
  await expect(item.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);

  // A message, read on the page loaded from the server (it hydrates without a mismatch).
  expect((await api(page, `/api/checklists/${id}/messages`, "POST", { body: "Bitte prüfen." })).status).toBe(
    201,
  );
  await page.goto(`/moderation/checklists/${id}`);
  const messages = page.getByRole("region", { name: "Messages" });
  await expect(messages.locator("time")).toHaveText(relative);

  await author.page.goto("/notifications");
  await expect(author.page.getByRole("main").locator("time").first()).toHaveText(relative);
  await author.close();
});
