import type { Browser, Page, TestInfo } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  api,
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  isDesktop,
  NOT_FOUND_RESPONSE,
  newPersonPage,
  openAccountMenu,
  signIn,
  signInAsModerator,
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

/** A checklist by the page's person, under review; its document id. */
async function submit(page: Page, title: string): Promise<string> {
  const created = await api(
    page,
    "/api/checklists",
    "POST",
    checklistInput({ title, customId: title.toLowerCase().replace(/[^a-z0-9]+/g, "-") }),
  );
  expect(created.status).toBe(201);
  return created.body?.id as string;
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
  const id = await submit(page, title);

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

  await moderator.page.goto("/moderation");
  const item = moderator.page.getByRole("listitem").filter({ hasText: title });
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

test("the header counts unread notifications; the page lists them and reading them clears the count", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const author = uniquePerson("notified");
  await signIn(page, author);
  await expect(page).toHaveURL(/\/users\//);
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  const title = `Bell farm ${Date.now().toString(36)}`;
  const id = await submit(page, title);

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
});

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
  const id = await submit(author.page, title);
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
