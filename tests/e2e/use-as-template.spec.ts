import type { Page } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  api,
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  newPersonPage,
  publishApproved,
  signIn,
  signInAsModerator,
  test,
  uniquePerson,
} from "./fixtures.ts";

// D52 'Use as template', at both widths: an approved checklist's More menu opens the create form
// filled with a copy; once published and approved, the copy's page says what it is based on.

const stepTitles = (page: Page) =>
  page
    .getByRole("group", { name: /^Steps/ })
    .locator("li[data-step-index] input[type=text]")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

test("a copy of an approved checklist, published, reviewed and credited to its source @postgres", async ({
  page,
  browser,
}) => {
  // Three people, two reviews' worth of sign-ins and three axe checks.
  test.slow();
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const sourceTitle = `Starter base ${stamp}`;
  const source = await publishApproved(
    browser,
    checklistInput({
      customId: `template-${stamp}`,
      title: sourceTitle,
      description: "A first shelter before night falls.",
      difficulty: "Easy",
      categories: [1],
      tags: ["base", "early"],
      steps: undefined,
      sections: [
        { title: "Early game", steps: [{ title: "Punch a tree" }, { title: "Make a crafting table" }] },
        { title: "Shelter", steps: [{ title: "Dig into a hill", materials: [{ item: "Torch", count: 8 }] }] },
      ],
    }),
  );

  // A guest finds it in the More menu and signs in first, as for any signed-in action.
  await page.goto(`/checklist/${source.customId}`);
  const handle = ((await api(page, `/api/checklists/${source.id}`)).body as { authorCustomId: string })
    .authorCustomId;
  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Use as template" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, uniquePerson("copier"));

  // Back on the create page, the form holds a copy; the id is left to choose (it follows the title).
  await expect(page).toHaveURL(`/create?template=${source.id}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Create a checklist" })).toBeVisible();
  await expect(main).toContainText(`Based on ${sourceTitle} by @${handle}`);
  await expect(main.getByLabel("Title")).toHaveValue(sourceTitle);
  await expect(main.getByLabel("Description")).toHaveValue("A first shelter before night falls.");
  await expect(main.getByLabel("Difficulty")).toHaveValue("Easy");
  await expect(main.getByLabel("Tags", { exact: true })).toHaveValue("base, early");
  await expect(main.getByRole("textbox", { name: "Section 2", exact: true })).toHaveValue("Shelter");
  expect(await stepTitles(page)).toEqual(["Punch a tree", "Make a crafting table", "Dig into a hill"]);
  await expect(main.getByLabel("Checklist ID")).toHaveValue("");
  await expectPageStructure(page);
  await expectNoAxeViolations(page);

  const title = `My starter base ${stamp}`;
  await main.getByLabel("Title").fill(title);
  await expect(main.getByLabel("Checklist ID")).toHaveValue(`my-starter-base-${stamp}`);
  // The template's draft is its own (decisions/036): the blank form's draft is left alone.
  const drafts = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("checkcraft:draft:")));
  await expect.poll(drafts).toEqual([`checkcraft:draft:create:template:${source.id}`]);
  await main.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(`/checklist/my-starter-base-${stamp}`);
  await expect(page.getByRole("status").filter({ hasText: "published for review" })).toBeVisible();
  await expect(main).toContainText(`Based on ${sourceTitle} by @${handle}`);
  expect(await drafts()).toEqual([]);
  const copy = (await api(page, `/api/checklists/my-starter-base-${stamp}`)).body as {
    id: string;
    status: string;
  };
  expect(copy.status).toBe("under_review");

  // Moderated like any new checklist: a moderator approves it.
  const moderator = await newPersonPage(browser);
  await signInAsModerator(moderator.page);
  await expect(moderator.page).toHaveURL(/\/users\//);
  // The review names the source too: a copy is judged knowing what it copies.
  await moderator.page.goto(`/moderation/checklists/${copy.id}`);
  await expect(moderator.page.getByRole("main")).toContainText(`Based on ${sourceTitle} by @${handle}`);
  expect((await api(moderator.page, `/api/moderation/checklists/${copy.id}/approve`, "POST")).status).toBe(
    200,
  );
  await moderator.close();

  // Anyone reading the copy sees where it came from, the title linking to the source.
  const reader = await newPersonPage(browser);
  const copyPath = `/checklist/my-starter-base-${stamp}`;
  const html = await (await reader.page.request.get(copyPath)).text();
  expect(html).toContain(`href="/checklist/${source.customId}"`);
  expect(html.replace(/<!-- -->/g, "")).toContain("Based on ");
  await reader.page.goto(copyPath);
  const readerMain = reader.page.getByRole("main");
  await expect(readerMain).toContainText(`Based on ${sourceTitle} by @${handle}`);
  await expect(readerMain.getByRole("link", { name: sourceTitle, exact: true })).toHaveAttribute(
    "href",
    `/checklist/${source.customId}`,
  );
  await expect(readerMain.getByRole("link", { name: `@${handle}`, exact: true })).toHaveAttribute(
    "href",
    `/users/${handle}`,
  );
  await expectNoAxeViolations(reader.page);
  await readerMain.getByRole("link", { name: sourceTitle, exact: true }).click();
  await expect(reader.page).toHaveURL(`/checklist/${source.customId}`);
  await expect(reader.page.getByRole("heading", { level: 1, name: sourceTitle })).toBeVisible();
  await reader.close();
});
