import type { Browser, Locator, Page } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  api,
  expect,
  expectNoAxeViolations,
  isDesktop,
  newPersonPage,
  publishApproved,
  signIn,
  signInAsModerator,
  test,
  uniquePerson,
} from "./fixtures.ts";

// D50 (sections) and D54 (a step editor for thumbs), at both widths.

const stepTitle = (page: Page, n: number) => page.getByRole("textbox", { name: `Step ${n}`, exact: true });
const stepsGroup = (page: Page) => page.getByRole("group", { name: /^Steps/ });

/** The editor's step titles, in order. */
async function editorTitles(page: Page) {
  return stepsGroup(page)
    .locator("li[data-step-index] input[type=text]")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** Pastes `text` into the focused field as a person would (a real paste event with its data). */
async function paste(field: Locator, text: string) {
  await field.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function openCreate(page: Page) {
  await signIn(page, uniquePerson("guide"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a checklist" })).toBeVisible();
}

test(
  "steps are rows typed in place: Enter adds the next, a paste of lines adds several, eight fit a phone with Publish in reach",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    await openCreate(page);
    await page.getByRole("button", { name: "Add step" }).click();
    await expect(stepTitle(page, 1)).toBeFocused();
    await page.keyboard.type("Punch a tree");
    await page.keyboard.press("Enter");
    await expect(stepTitle(page, 2)).toBeFocused();
    await page.keyboard.type("Make a crafting table");
    // Enter in a row never sends the form.
    await expect(page).toHaveURL("/create");

    await page.keyboard.press("Enter");
    await paste(
      stepTitle(page, 3),
      "- [ ] Make a wooden pickaxe\n- [ ] Mine stone\n\n3. Smelt iron\nBuild a shelter\n",
    );
    expect(await editorTitles(page)).toEqual([
      "Punch a tree",
      "Make a crafting table",
      "Make a wooden pickaxe",
      "Mine stone",
      "Smelt iron",
      "Build a shelter",
    ]);
    await expect(stepTitle(page, 6)).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.type("Sleep in a bed");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Find diamonds");
    expect(await editorTitles(page)).toHaveLength(8);

    // A description and the row's controls open in place, with no dialog.
    await page.getByRole("button", { name: "More for step 2" }).click();
    await page.getByLabel("Details for step 2").fill("Four planks.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("button", { name: "Move up: Make a crafting table" }).click();
    expect((await editorTitles(page)).slice(0, 2)).toEqual(["Make a crafting table", "Punch a tree"]);
    await page.getByRole("button", { name: "More for step 1" }).click();
    await expect(page.getByLabel("Details for step 1")).toBeHidden();

    // Eight steps take at most 1,000 px, and Publish stays in reach while they are on screen.
    const height = await stepsGroup(page).evaluate((group) => group.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(1000);
    await stepTitle(page, 1).scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Publish" })).toBeInViewport();
    if (!isDesktop(testInfo)) {
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    }
    await expectNoAxeViolations(page);

    // A step left without a title is refused at its row; an empty row is simply left out.
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    await page.getByLabel("Title").fill(`First day ${stamp}`);
    await page.getByLabel("Description").fill("Everything for the first day.");
    await stepTitle(page, 5).fill("");
    await page.getByRole("button", { name: "More for step 5" }).click();
    await page.getByLabel("Details for step 5").fill("Left without a title.");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(stepTitle(page, 5)).toBeFocused();
    await expect(stepsGroup(page)).toContainText("Step title is required.");
    await stepTitle(page, 5).fill("Smelt iron");
    await stepTitle(page, 8).press("Enter");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL(`/checklist/first-day-${stamp}`);
    const main = page.getByRole("main");
    await expect(
      main.getByRole("list").filter({ hasText: "Punch a tree" }).getByRole("listitem"),
    ).toHaveCount(8);
    await expect(page.getByRole("main")).toContainText("Four planks.");
  },
);

test("sections in the editor: added, named, steps moved into them, removed; the page shows them @postgres", async ({
  page,
}) => {
  await openCreate(page);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.getByLabel("Title").fill(`Modpack guide ${stamp}`);
  await page.getByLabel("Description").fill("Chapters of a modpack.");
  await page.getByRole("button", { name: "Add step" }).click();
  await paste(stepTitle(page, 1), "Punch a tree\nMake tools\nBuild a portal");

  // The first section heads the steps so far.
  await page.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByRole("textbox", { name: "Section 1", exact: true })).toBeFocused();
  await page.keyboard.type("Early game");
  // A later one comes at the end with an empty step to write in.
  await page.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByRole("textbox", { name: "Section 2", exact: true })).toBeFocused();
  await page.keyboard.type("The Nether");
  await page.keyboard.press("Enter");
  await expect(stepTitle(page, 4)).toBeFocused();
  await page.keyboard.type("Find a fortress");
  // 'Build a portal' moves down past the heading, into The Nether.
  await page.getByRole("button", { name: "Drag to reorder: Build a portal" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("list", { name: "Steps of The Nether" }).getByRole("textbox")).toHaveCount(2);
  await expect(page.getByRole("list", { name: "Steps of Early game" }).getByRole("textbox")).toHaveCount(2);

  // A third, empty section is refused at its heading, then removed.
  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("textbox", { name: "Section 3", exact: true })).toBeFocused();
  await expect(stepsGroup(page)).toContainText("Section title is required.");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Remove section: untitled section" }).click();
  await expect(page.getByRole("textbox", { name: "Section 3", exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/checklist\/modpack-guide/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 3 }).first()).toContainText("Early game 2 steps");
  await expect(main.getByRole("heading", { level: 3 }).nth(1)).toContainText("The Nether 2 steps");
  await expect(main.getByRole("region", { name: "The Nether" })).toContainText("Build a portal");
  await expectNoAxeViolations(page);

  // Editing starts from the sections as stored.
  await main.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Section 2", exact: true })).toHaveValue("The Nether");
  expect(await editorTitles(page)).toEqual([
    "Punch a tree",
    "Make tools",
    "Build a portal",
    "Find a fortress",
  ]);
});

interface Published {
  id: string;
  customId: string;
  steps: { id: string; title: string }[];
}

/** An approved checklist in two sections: an author publishes it, a moderator approves it. */
async function publishSectioned(browser: Browser): Promise<Published> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const input = checklistInput({
    customId: `sections-${stamp}`,
    title: `Chapters ${stamp}`,
    steps: undefined,
    sections: [
      { title: "Early game", steps: [{ title: "Punch a tree" }, { title: "Make tools" }] },
      {
        title: "The Nether",
        steps: [{ title: "Build a portal" }, { title: "Find a fortress" }, { title: "Get blaze rods" }],
      },
    ],
  });
  return publishApproved(browser, input);
}

test("the checklist page: progress per section and in total; a completed section folds @postgres", async ({
  page,
  browser,
}) => {
  test.slow();
  const checklist = await publishSectioned(browser);
  await signIn(page, uniquePerson("player"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto(`/checklist/${checklist.customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join/ }).click();
  const early = main.getByRole("region", { name: /^Early game/ });
  const nether = main.getByRole("region", { name: /^The Nether/ });
  await expect(early.getByRole("heading", { level: 3 })).toContainText("0 of 2");
  await expect(nether.getByRole("heading", { level: 3 })).toContainText("0 of 3");

  await early.getByRole("checkbox", { name: /^1\. Punch a tree/ }).check();
  await early.getByRole("checkbox", { name: /^2\. Make tools/ }).check();
  await nether.getByRole("checkbox", { name: /^3\. Build a portal/ }).check();
  await expect(early.getByRole("heading", { level: 3 })).toContainText("2 of 2");
  await expect(nether.getByRole("heading", { level: 3 })).toContainText("1 of 3");
  await expect(main).toContainText("Progress: 60% (3/5 steps)");
  // Nothing moves while playing: the completed section stays open until the page opens again.
  await expect(early.getByRole("checkbox")).toHaveCount(2);
  await expectNoAxeViolations(page);

  await expect
    .poll(async () => (await api(page, `/api/checklists/${checklist.id}`)).body?.completedStepIds?.length)
    .toBe(3);
  await page.reload();
  // Completed when the page opened, the section folds whole behind its heading's '2 done'.
  const fold = early.getByRole("button", { name: "2 done" });
  await expect(fold).toHaveAttribute("aria-expanded", "false");
  await expect(early.getByRole("heading", { level: 3 })).toContainText("2 of 2");
  await expect(early.getByRole("checkbox", { name: /Punch a tree/ })).toBeHidden();
  // The Nether folds only its ticked step, under its own '1 done'.
  await expect(nether.getByRole("button", { name: "1 done" })).toBeVisible();
  await expect(nether.getByRole("checkbox", { name: /^4\. Find a fortress/ })).toBeVisible();
  await expect(main).toContainText("Next step: 4. Find a fortress");
  await fold.click();
  await expect(early.getByRole("checkbox", { name: /^1\. Punch a tree/ })).toBeChecked();
  await expectNoAxeViolations(page);
});

test("the server-rendered checklist page shows the section headings", async ({ browser }) => {
  const checklist = await publishSectioned(browser);
  const guest = await newPersonPage(browser);
  const response = await guest.page.request.get(`/checklist/${checklist.customId}`);
  const html = await response.text();
  expect(response.status()).toBe(200);
  expect(html).toMatch(/<h3[^>]*>(<span[^>]*>)?Early game\b/);
  expect(html).toMatch(/<h3[^>]*>(<span[^>]*>)?The Nether\b/);
  await guest.close();
});

test("the review of an edit shows its section changes @postgres", async ({ page, browser }) => {
  test.slow();
  const author = await newPersonPage(browser);
  await signIn(author.page, uniquePerson("author"));
  await expect(author.page).toHaveURL(/\/users\//);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const input = checklistInput({
    customId: `review-sections-${stamp}`,
    title: `Reviewed chapters ${stamp}`,
    steps: undefined,
    sections: [
      { title: "Early game", steps: [{ title: "Punch a tree" }, { title: "Make tools" }] },
      { title: "Nether", steps: [{ title: "Build a portal" }] },
    ],
  });
  const created = await api(author.page, "/api/checklists", "POST", input);
  expect(created.status).toBe(201);
  const live = created.body as unknown as { id: string; steps: { id: string }[]; sections: { id: string }[] };
  await signInAsModerator(page);
  await expect(page).toHaveURL(/\/users\//);
  expect((await api(page, `/api/moderation/checklists/${live.id}/approve`, "POST")).status).toBe(200);

  const [tree, tools, portal] = live.steps;
  const [early, nether] = live.sections;
  const edit = await api(author.page, `/api/checklists/${live.id}`, "PATCH", {
    ...input,
    sections: [
      { id: early?.id, title: "First steps", steps: [{ id: tree?.id, title: "Punch a tree" }] },
      {
        id: nether?.id,
        title: "Nether",
        steps: [
          { id: tools?.id, title: "Make tools" },
          { id: portal?.id, title: "Build a portal" },
        ],
      },
    ],
  });
  expect(edit.status).toBe(200);
  await author.close();

  await page.goto(`/moderation/checklists/${live.id}`);
  const changes = page.getByRole("region", { name: "What this edit changes" });
  await expect(changes).toContainText("Sections renamed");
  await expect(changes).toContainText("Early game → First steps");
  await expect(changes).toContainText("Steps moved to another section");
  await expect(changes).toContainText("Make tools: Early game → Nether");
  await expect(page.getByRole("heading", { level: 4, name: "Section: First steps" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a shared run's page shows the steps under their sections, each with its count (D47, D50)", async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const checklist = await publishApproved(
    browser,
    checklistInput({
      customId: `run-sections-${stamp}`,
      title: `Sections in a run ${stamp}`,
      steps: undefined,
      sections: [
        { title: "Early game", steps: [{ title: "Punch a tree" }, { title: "Make a crafting table" }] },
        { title: "Mining", steps: [{ title: "Find iron" }] },
      ],
    }),
  );
  const player = await newPersonPage(browser);
  await signIn(player.page, uniquePerson("runner"));
  expect((await api(player.page, `/api/checklists/${checklist.id}/membership`, "PUT")).status).toBe(200);
  const first = checklist.steps[0]?.id;
  expect((await api(player.page, `/api/checklists/${checklist.id}/steps/${first}/done`, "PUT")).status).toBe(
    200,
  );
  const runs = await api(player.page, `/api/checklists/${checklist.id}/runs`, "GET");
  const runId = (runs.body as unknown as { items: { id: string }[] }).items[0]?.id;
  expect((await api(player.page, `/api/runs/${runId}`, "PATCH", { visibility: "link" })).status).toBe(200);
  await player.close();

  await page.goto(`/runs/${runId}`);
  const steps = page.getByRole("main").getByRole("region", { name: "Steps" });
  const early = steps.getByRole("region", { name: "Early game" });
  await expect(early.getByRole("heading", { level: 3 })).toHaveText("Early game 1 of 2");
  await expect(early.getByRole("listitem")).toHaveText([
    /Done: Punch a tree/,
    /Not done: Make a crafting table/,
  ]);
  const mining = steps.getByRole("region", { name: "Mining" });
  await expect(mining.getByRole("heading", { level: 3 })).toHaveText("Mining 0 of 1");
  // Numbered through the whole checklist, as on its own page.
  await expect(mining.getByRole("listitem")).toHaveText(/^3\s*Not done: Find iron/);
  await expectNoAxeViolations(page);
});
