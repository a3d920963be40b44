import type { Locator, Page } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  addStep,
  api,
  deleteStep,
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  newPersonPage,
  queueItem,
  signIn,
  signInAsModerator,
  test,
  uniquePerson,
} from "./fixtures.ts";

async function publish(page: Page, title: string, steps: string[]) {
  await page.goto("/create");
  const id = `mod-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.getByLabel("Checklist ID").fill(id);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill(`${title}: a checklist for the moderation tests.`);
  for (const step of steps) await addStep(page, step);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(`/checklist/${id}`);
  return id;
}

async function openReview(moderator: Page, title: string) {
  const item = await queueItem(moderator, title);
  await item.getByRole("link", { name: title }).click();
  await expect(moderator).toHaveURL(/\/moderation\/checklists\//);
  await expect(moderator.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("submit, reject with a reason, edit, approve, and find it on Explore @postgres", {
  tag: "@smoke",
}, async ({ page, browser }) => {
  test.slow();
  await signIn(page, uniquePerson("submitter"));
  await expect(page).toHaveURL(/\/users\//);
  const title = `Moss farm ${Date.now().toString(36)}`;
  const id = await publish(page, title, ["Find moss", "Bone meal it"]);

  const mod = await newPersonPage(browser);
  await signInAsModerator(mod.page);
  await expect(mod.page).toHaveURL(/\/users\//);
  await openReview(mod.page, title);
  await expect(mod.page.getByRole("main")).toContainText("Find moss");
  await expectPageStructure(mod.page);
  await expectNoAxeViolations(mod.page);

  await mod.page.getByRole("button", { name: "Reject" }).click();
  const confirm = mod.page.getByRole("alertdialog", { name: "Reject this checklist?" });
  await confirm.getByRole("button", { name: "Reject" }).click();
  await expect(confirm).toContainText("Please give a reason for the rejection.");
  await confirm.getByLabel("Reason (required)").fill("Please explain where to find moss.");
  await expect(confirm).toContainText(`${500 - 34} characters left`);
  await expectNoAxeViolations(mod.page);
  await confirm.getByRole("button", { name: "Reject" }).click();
  await expect(mod.page).toHaveURL("/moderation");
  await expect(mod.page.getByRole("main")).toContainText(`Rejected "${title}".`);

  await page.reload();
  await expect(page.getByRole("main")).toContainText("This checklist was rejected.");
  await expect(page.getByRole("main")).toContainText("Reason: Please explain where to find moss.");

  await page.goto(`/my/edit/${id}`);
  // The reason stands where the author fixes it, above the form.
  const reason = page.getByRole("region", { name: "A moderator asked for changes" });
  await expect(reason).toContainText("Please explain where to find moss.");
  await expectNoAxeViolations(page);
  await page.getByLabel("Description").fill("Moss grows in lush caves under azalea trees.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("main")).toContainText("This checklist is under review.");

  await openReview(mod.page, title);
  await mod.page.getByRole("button", { name: "Approve" }).click();
  await expect(mod.page.getByRole("main")).toContainText(`Approved "${title}".`);
  await mod.close();

  await page.goto(`/checklists?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("main").getByRole("article").filter({ hasText: title })).toBeVisible();
});

test("an edit of an approved checklist waits while the old content stays; approval keeps progress @postgres", async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, uniquePerson("editor"));
  await expect(page).toHaveURL(/\/users\//);
  const title = `Bamboo farm ${Date.now().toString(36)}`;
  const id = await publish(page, title, ["Plant bamboo", "Add pistons", "Add observers"]);

  const mod = await newPersonPage(browser);
  await signInAsModerator(mod.page);
  await expect(mod.page).toHaveURL(/\/users\//);
  await openReview(mod.page, title);
  await mod.page.getByRole("button", { name: "Approve" }).click();
  await expect(mod.page).toHaveURL("/moderation");

  const player = await newPersonPage(browser);
  await signIn(player.page, uniquePerson("fan"));
  await expect(player.page).toHaveURL(/\/users\//);
  await player.page.goto(`/checklist/${id}`);
  await player.page.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await player.page.getByRole("checkbox", { name: /Add pistons/ }).check();
  await expect(player.page.getByRole("main")).toContainText("Progress: 33%");

  // The author edits: the steps change, but everyone keeps seeing the approved version.
  await page.goto(`/my/edit/${id}`);
  await page.getByLabel("Title").fill(`${title} v2`);
  await deleteStep(page, 1);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("main")).toContainText("An edit is under review.");
  await expect(page.getByRole("main")).toContainText(
    "Your changes were sent for review. Everyone sees the approved version until a moderator approves them.",
  );
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await player.page.reload();
  await expect(player.page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();

  await openReview(mod.page, `${title} v2`);
  await expect(mod.page.getByRole("region", { name: "What this edit changes" })).toContainText(
    "Plant bamboo",
  );
  await expectNoAxeViolations(mod.page);
  await mod.page.getByRole("button", { name: "Approve" }).click();
  await expect(mod.page).toHaveURL("/moderation");
  await mod.close();

  await player.page.reload();
  await expect(player.page.getByRole("heading", { level: 1, name: `${title} v2` })).toBeVisible();
  // D49: the step ticked before the page opened is folded into '1 done'.
  await player.page.getByRole("button", { name: "1 done", exact: true }).click();
  await expect(player.page.getByRole("checkbox", { name: /Add pistons/ })).toBeChecked();
  await expect(player.page.getByRole("main")).toContainText("Progress: 50%");
  await player.close();
});

test("the moderation pages refuse everyone else", async ({ page }) => {
  await page.goto("/moderation");
  await expect(
    page.getByRole("heading", { level: 1, name: "You do not have access to this page." }),
  ).toBeVisible();
  await signIn(page, uniquePerson());
  await expect(page).toHaveURL(/\/users\//);
  for (const path of ["/moderation", "/moderation/checklists/anything", "/moderation/analytics"]) {
    await page.goto(path);
    await expect(
      page.getByRole("heading", { level: 1, name: "You do not have access to this page." }),
    ).toBeVisible();
  }
  await expectPageStructure(page);
  await expectNoAxeViolations(page);
});

test("a moderator sees page view totals", async ({ page }) => {
  await signInAsModerator(page);
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/moderation/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("/moderation/analytics");
  await expectNoAxeViolations(page);
});

/** What players see of the beacon step: its rendered description and its materials with stacks. */
async function expectRenderedBeaconStep(content: Locator, count: string) {
  await expect(content.locator("strong", { hasText: "obsidian" })).toBeVisible();
  await expect(
    content.getByRole("listitem").filter({ hasText: /^dig it with a diamond pickaxe$/ }),
  ).toBeVisible();
  await expect(content.getByRole("link", { name: "the wiki" })).toHaveAttribute(
    "href",
    "https://minecraft.wiki/w/Beacon",
  );
  await expect(content.getByRole("list", { name: "Materials" }).getByRole("listitem")).toHaveText([
    `Obsidian: ${count}`,
    "Iron Block: 9",
  ]);
  await expect(content.getByText("**")).toHaveCount(0);
}

test("the review shows what players will see: rendered descriptions and materials with stacks (issue 35) @postgres", async ({
  page,
  browser,
}) => {
  test.slow();
  const author = await newPersonPage(browser);
  await signIn(author.page, uniquePerson("beacon-author"));
  await expect(author.page).toHaveURL(/\/users\//);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const description =
    "Mine **obsidian** first:\n\n- dig it with a diamond pickaxe\n- carry it home\n\nSee [the wiki](https://minecraft.wiki/w/Beacon)";
  const step = (obsidian: number) => ({
    title: "Gather the base",
    description,
    materials: [
      { item: "Obsidian", count: obsidian },
      { item: "Iron Block", count: 9 },
    ],
  });
  const input = checklistInput({
    customId: `beacon-${stamp}`,
    title: `Beacon review ${stamp}`,
    steps: [step(100)],
  });
  const created = await api(author.page, "/api/checklists", "POST", input);
  expect(created.status).toBe(201);
  const id = created.body?.id as string;

  // A new checklist: its content as players will see it.
  await signInAsModerator(page);
  await expect(page).toHaveURL(/\/users\//);
  await page.goto(`/moderation/checklists/${id}`);
  await expectRenderedBeaconStep(page.getByRole("region", { name: "Content" }), "100 = 1 stack + 36");
  await expectNoAxeViolations(page);
  expect((await api(page, `/api/moderation/checklists/${id}/approve`, "POST")).status).toBe(200);

  // An edit: the edited version as players will see it; the diff keeps the Markdown as written.
  const [stored] = (created.body?.steps ?? []) as { id: string }[];
  const edit = await api(author.page, `/api/checklists/${id}`, "PATCH", {
    ...input,
    steps: [{ ...step(200), id: stored?.id, description: `${description}\n\nBring a pickaxe.` }],
  });
  expect(edit.status).toBe(200);
  await author.close();
  await page.goto(`/moderation/checklists/${id}`);
  const edited = page.getByRole("region", { name: "The edited version" });
  await expectRenderedBeaconStep(edited, "200 = 3 stacks + 8");
  await expect(edited).toContainText("Bring a pickaxe.");
  const changes = page.getByRole("region", { name: "What this edit changes" });
  await expect(changes).toContainText("Mine **obsidian** first:");
  await expect(changes).toContainText(
    "Obsidian: 100 = 1 stack + 36; Iron Block: 9 → Obsidian: 200 = 3 stacks + 8",
  );
  await expectNoAxeViolations(page);
});
