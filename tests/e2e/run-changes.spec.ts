import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  api,
  approveAs,
  expect,
  expectNoAxeViolations,
  publishApprovedKeepingPages,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

// D48: an approved edit meets each player who started before it, once, until dismissed.
test("a player who started before an approved edit sees 'N steps changed since you started', the steps marked, until Dismiss", async ({
  page,
  browser,
}) => {
  test.slow();
  const input = checklistInput({
    customId: `edits-${Date.now().toString(36)}`,
    title: "Edits met in play",
    steps: [{ title: "Find a cave" }, { title: "Mine iron ore" }, { title: "Smelt iron ingots" }],
  });
  const created = await publishApprovedKeepingPages(browser, input);
  const { author, moderator } = created;

  await signIn(page, uniquePerson("early"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto(`/checklist/${input.customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await expect(main).toContainText("Progress: 0%");
  await expect(main).not.toContainText("changed since you started");

  const [cave, iron, smelt] = created.steps;
  const edit = {
    ...input,
    steps: [
      { id: cave?.id, title: "Find a cave" },
      { id: iron?.id, title: "Mine iron ore with a stone pickaxe" },
      { title: "Build a furnace" },
    ],
  };
  expect((await api(author.page, `/api/checklists/${created.id}`, "PATCH", edit)).status).toBe(200);
  await approveAs(moderator.page, created.id);
  expect(smelt?.title).toBe("Smelt iron ingots");

  await page.reload();
  const notice = main.getByRole("region", { name: "3 steps changed since you started" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("New: Build a furnace");
  await expect(notice).toContainText("Changed: Mine iron ore with a stone pickaxe");
  await expect(notice).toContainText("Removed: Smelt iron ingots");
  await expect(main.getByRole("checkbox", { name: /Build a furnace New$/ })).toBeVisible();
  await expect(main.getByRole("checkbox", { name: /stone pickaxe Changed$/ })).toBeVisible();
  await expect(main.getByRole("checkbox", { name: /Find a cave$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  await expect(main.getByRole("checkbox", { name: /Build a furnace$/ })).toBeVisible();
  await page.reload();
  await expect(main.getByRole("checkbox", { name: /Build a furnace$/ })).toBeVisible();
  await expect(main).not.toContainText("changed since you started");
  await author.close();
  await moderator.close();
});
