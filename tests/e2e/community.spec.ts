import type { Browser, Page, TestInfo } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { DISMISS_UNDO_SECONDS } from "#shared/community.ts";
import { SOME_WORDS } from "#shared/explore.ts";
import {
  api,
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  isDesktop,
  NOT_FOUND_RESPONSE,
  newPersonPage,
  openAccountMenu,
  queueItem,
  signIn,
  signInAsModerator,
  submitChecklist,
  test,
  uniquePerson,
} from "./fixtures.ts";

// Issue 16: the loop between authors, players and moderators (D32–D34), in a real browser.

async function signedInPerson(browser: Browser, prefix: string, expected: RegExp[] = []) {
  const person = uniquePerson(prefix);
  const handle = await newPersonPage(browser, expected);
  await signIn(handle.page, person);
  await expect(handle.page).toHaveURL(/\/users\//);
  return { ...handle, person };
}

async function moderatorPage(browser: Browser) {
  const handle = await newPersonPage(browser);
  await signInAsModerator(handle.page);
  await expect(handle.page).toHaveURL(/\/users\//);
  return handle;
}

const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ });

test("author and moderator talk in 'Messages'; the queue marks the reply; others see no such section", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const author = uniquePerson("talker");
  await signIn(page, author);
  await expect(page).toHaveURL(/\/users\//);
  const title = `Talking farm ${Date.now().toString(36)}`;
  const id = await submitChecklist(page, title);

  const moderator = await moderatorPage(browser);
  await moderator.page.goto(`/moderation/checklists/${id}`);
  const review = moderator.page.getByRole("region", { name: "Messages" });
  await expect(review).toContainText("No messages yet.");
  await review.getByLabel("Message").fill("Which Minecraft version is this for?");
  await review.getByRole("button", { name: "Send" }).click();
  await expect(review.getByRole("listitem")).toHaveCount(1);
  await expect(review.getByRole("listitem").first()).toContainText("Moderator");
  await expectNoAxeViolations(moderator.page);

  // The author is told, in the header, and answers on the checklist page.
  await page.goto(`/checklist/${id}`);
  await expect(bell(page)).toHaveAccessibleName("Notifications 1 unread");
  const messages = page.getByRole("region", { name: "Messages" });
  await expect(messages.getByRole("listitem").first()).toContainText("Which Minecraft version is this for?");
  await messages.getByRole("button", { name: "Send" }).click();
  await expect(messages.getByRole("alert")).toHaveText("Write a message first.");
  await messages.getByLabel("Message").fill("Java 1.21.");
  await messages.getByRole("button", { name: "Send" }).click();
  await expect(messages.getByRole("listitem")).toHaveCount(2);
  await expect(messages.getByRole("listitem").nth(1)).toContainText(`${author.name} · Author`);
  await expectPageStructure(page);
  await expectNoAxeViolations(page);

  const item = await queueItem(moderator.page, title);
  await expect(item).toContainText("Author replied");

  // Published, the checklist is public; its conversation is not.
  expect((await api(moderator.page, `/api/moderation/checklists/${id}/approve`, "POST")).status).toBe(200);
  const other = await signedInPerson(browser, "reader");
  await other.page.goto(`/checklist/${id}`);
  await expect(other.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(other.page.getByRole("region", { name: "Messages" })).toHaveCount(0);
  await other.close();
  await moderator.close();
  void testInfo;
});

test(
  "the header counts unread notifications; the page lists them and reading them clears the count",
  { tag: "@phone" },
  async ({ page, browser }, testInfo) => {
    test.slow();
    const author = uniquePerson("notified");
    await signIn(page, author);
    await expect(page).toHaveURL(/\/users\//);
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    const title = `Bell farm ${Date.now().toString(36)}`;
    const id = await submitChecklist(page, title);

    const moderator = await moderatorPage(browser);
    expect((await api(moderator.page, `/api/moderation/checklists/${id}/approve`, "POST")).status).toBe(200);
    await moderator.close();

    // Coming back to the tab is enough: no reload.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(bell(page)).toHaveAccessibleName("Notifications 1 unread");
    const menu = await openAccountMenu(page, testInfo, author.name);
    await expect(
      menu.getByRole(isDesktop(testInfo) ? "menuitem" : "link", { name: "Notifications (1 unread)" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    await bell(page).click();
    await expect(page).toHaveURL("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    const entry = page.getByRole("main").getByRole("listitem").first();
    await expect(entry).toContainText(`“${title}” was approved and is now public.`);
    await expect(entry).toContainText("New");
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expectPageStructure(page);
    await expectNoAxeViolations(page);
    await entry.getByRole("link", { name: `Open “${title}”` }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  },
);

async function reportFromMoreMenu(page: Page, testInfo: TestInfo) {
  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this checklist" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose a reason.");
  await dialog.getByRole("radio", { name: "Broken or wrong" }).check();
  await dialog.getByLabel("Details (optional)").fill("Step 2 needs a diamond pickaxe, not iron.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText(
    "Thank you. The moderators will look at this checklist.",
  );
  void testInfo;
}

test("a player reports from the More menu; the moderator finds it under Reports and unpublishes it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const author = await signedInPerson(browser, "reported");
  const title = `Reported farm ${Date.now().toString(36)}`;
  const id = await submitChecklist(author.page, title);
  const moderator = await moderatorPage(browser);
  expect((await api(moderator.page, `/api/moderation/checklists/${id}/approve`, "POST")).status).toBe(200);

  // The author has no Report; someone else has.
  await author.page.goto(`/checklist/${id}`);
  await author.page.getByRole("button", { name: "More" }).click();
  await expect(author.page.getByRole("menuitem", { name: "Share" })).toBeVisible();
  await expect(author.page.getByRole("menuitem", { name: "Report" })).toHaveCount(0);
  await author.page.keyboard.press("Escape");

  await signIn(page, uniquePerson("watcher"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto(`/checklist/${id}`);
  await reportFromMoreMenu(page, testInfo);

  await moderator.page.goto("/moderation");
  await moderator.page
    .getByRole("navigation", { name: "Moderation" })
    .getByRole("link", { name: "Reports" })
    .click();
  await expect(moderator.page).toHaveURL("/moderation/reports");
  await expect(moderator.page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  const group = moderator.page.getByRole("main").getByRole("listitem").filter({ hasText: title }).first();
  await expect(group).toContainText("1 open report");
  await expect(group).toContainText("Broken or wrong (1)");
  await expect(group).toContainText("Step 2 needs a diamond pickaxe, not iron.");
  await expectPageStructure(moderator.page);
  await expectNoAxeViolations(moderator.page);
  await group.getByRole("button", { name: "Unpublish" }).click();
  const confirm = moderator.page.getByRole("alertdialog", { name: `Unpublish "${title}"?` });
  await confirm.getByLabel("Reason (required)").fill("The steps are wrong for 1.21.");
  await confirm.getByRole("button", { name: "Unpublish" }).click();
  await expect(moderator.page.getByRole("main")).toContainText(`Unpublished "${title}".`);

  // Hidden from everyone else; its author is told why.
  const guest = await newPersonPage(browser, [NOT_FOUND_RESPONSE]);
  await guest.page.goto(`/checklist/${id}`);
  await expect(guest.page.getByRole("heading", { level: 1, name: "Checklist not found" })).toBeVisible();
  await guest.close();
  await author.page.goto("/notifications");
  await expect(author.page.getByRole("main")).toContainText(
    `“${title}” was unpublished by a moderator: The steps are wrong for 1.21.`,
  );
  await author.close();
  await moderator.close();
});

// Issue 23: the walkthrough's moderation journeys.

/** A checklist by `author`, approved by `moderator`; its document id. */
async function approved(author: Page, moderator: Page, title: string): Promise<string> {
  const id = await submitChecklist(author, title);
  expect((await api(moderator, `/api/moderation/checklists/${id}/approve`, "POST")).status).toBe(200);
  return id;
}

test("Dismiss asks for an optional note, can be undone for a few seconds, and tells the reporter", async ({
  browser,
}) => {
  test.slow();
  const author = await signedInPerson(browser, "dismissed-author");
  const reporter = await signedInPerson(browser, "dismissing-reporter");
  const moderator = await moderatorPage(browser);
  const title = `Dismissed farm ${Date.now().toString(36)}`;
  const id = await approved(author.page, moderator.page, title);
  const report = await api(reporter.page, `/api/checklists/${id}/report`, "PUT", { reason: "spam" });
  expect(report.status).toBe(200);

  const mod = moderator.page;
  await mod.goto("/moderation/reports");
  const group = () => mod.getByRole("main").getByRole("listitem").filter({ hasText: title }).first();
  await group().getByRole("button", { name: "Dismiss" }).click();
  const dialog = mod.getByRole("alertdialog", { name: `Dismiss the reports on "${title}"?` });
  await expect(dialog.getByLabel("Note (optional)")).toBeVisible();
  await expectNoAxeViolations(mod);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(group()).toBeVisible();

  await group().getByRole("button", { name: "Dismiss" }).click();
  await dialog.getByLabel("Note (optional)").fill("Not spam: a real farm.");
  await dialog.getByRole("button", { name: "Dismiss" }).click();
  await expect(dialog).toBeHidden();
  const status = mod.getByRole("status").filter({ hasText: "Dismissed the reports" });
  await expect(status).toHaveText(`Dismissed the reports on "${title}".`);
  const undo = mod.getByRole("button", { name: "Undo" });
  await expect(undo).toBeFocused();
  await expect(mod.getByRole("main").getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  // Pressed within its DISMISS_UNDO_SECONDS: the page's accessibility is checked at the next
  // dismissal, where a slow check on a busy machine cannot use up the Undo's time.
  await undo.click();
  await expect(mod.getByRole("main")).toContainText(`Reopened the reports on "${title}".`);
  await expect(group()).toContainText("1 open report");
  await expect(undo).toBeHidden();

  // Dismissed for good: 'Undo' goes after its few seconds, the log keeps the note, the reporter hears.
  await group().getByRole("button", { name: "Dismiss" }).click();
  await dialog.getByRole("button", { name: "Dismiss" }).click();
  await expect(undo).toBeVisible();
  await expectNoAxeViolations(mod);
  await expect(undo).toBeHidden({ timeout: (DISMISS_UNDO_SECONDS + 5) * 1000 });
  await mod.goto(`/moderation/checklists/${id}`);
  const history = mod.getByRole("region", { name: "History" });
  await expect(history).toContainText("Undid a dismissal of reports");
  await expect(history).toContainText("Dismissed reports by");
  await expect(history).toContainText(": Not spam: a real farm.");
  await reporter.page.goto("/notifications");
  await expect(reporter.page.getByRole("main")).toContainText(
    `A moderator looked at your report of “${title}” and left the checklist as it is.`,
  );
  await expectNoAxeViolations(reporter.page);
  await author.close();
  await reporter.close();
  await moderator.close();
});

test("a resubmission is labelled in the queue, shows its changes since rejection, and tells the moderators", async ({
  browser,
}) => {
  test.slow();
  const author = await signedInPerson(browser, "resubmitter");
  const moderator = await moderatorPage(browser);
  const title = `Resubmitted farm ${Date.now().toString(36)}`;
  const id = await submitChecklist(author.page, title);
  const mod = moderator.page;
  expect(
    (await api(mod, `/api/moderation/checklists/${id}/reject`, "POST", { reason: "Name the biome." })).status,
  ).toBe(200);
  const fixed = `${title} in a jungle`;
  const edited = await api(
    author.page,
    `/api/checklists/${id}`,
    "PATCH",
    checklistInput({ title: fixed, customId: id }),
  );
  expect(edited.status).toBe(200);

  await mod.goto("/notifications");
  await expect(mod.getByRole("main")).toContainText(
    `“${fixed}” was sent for review again after its rejection.`,
  );
  const item = await queueItem(mod, fixed);
  await expect(item).toContainText("Resubmitted");
  await expect(item).not.toContainText("New checklist");
  await expectNoAxeViolations(mod);
  await item.getByRole("link", { name: fixed }).click();
  const changes = mod.getByRole("region", { name: "Changes since rejection" });
  await expect(changes).toContainText("Title");
  await expect(changes.locator("del")).toHaveText(title);
  await expect(changes.locator("ins")).toHaveText(fixed);
  await expectPageStructure(mod);
  await expectNoAxeViolations(mod);
  await author.close();
  await moderator.close();
});

test("a search lists checklists with all its words first, then says the rest match some of them", async ({
  browser,
}) => {
  test.slow();
  const author = await signedInPerson(browser, "searched");
  const moderator = await moderatorPage(browser);
  const word = `zq${Date.now()
    .toString()
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "a")}`;
  await approved(author.page, moderator.page, `${word} moss farm`);
  // Only "farm" of the search: its own words are unique to this run, for the other project's run too.
  await approved(author.page, moderator.page, `Bamboo farm ${Math.random().toString(36).slice(2, 10)}`);
  const page = author.page;
  await page.goto(`/checklists?q=${encodeURIComponent(`${word} farm`)}`);
  const results = page.getByRole("region", { name: "Results" });
  // Two lists: the checklists with both words, then, after the line, those with one.
  const lists = results.locator(":scope > ul");
  await expect(lists).toHaveCount(2);
  await expect(lists.first()).toContainText(`${word} moss farm`);
  await expect(lists.nth(1)).not.toContainText(`${word} moss farm`);
  const line = results.getByText(SOME_WORDS, { exact: true });
  await expect(line).toBeVisible();
  const lineTop = (await line.boundingBox())?.y ?? 0;
  expect((await lists.first().boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(lineTop);
  expect((await lists.nth(1).boundingBox())?.y ?? 0).toBeGreaterThan(lineTop);
  await expectNoAxeViolations(page);
  await author.close();
  await moderator.close();
});
