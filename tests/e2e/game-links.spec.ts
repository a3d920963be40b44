import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { linkedStepInputs } from "../fixtures/world/linked-steps.ts";
import {
  addStep,
  api,
  awaitingTheApp,
  expect,
  expectNoAxeViolations,
  publishApproved,
  signIn,
  stepBox,
  test,
  uniquePerson,
} from "./fixtures.ts";

const WORLD = path.join(import.meta.dirname, "../fixtures/world");
const SENTENCE =
  "Game data version 4189 · 14 linked steps are done in your world · 3 already ticked · 11 will be ticked";

test.describe("the step editor's game link", () => {
  // The refused Publish below is logged by the browser.
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test("the link picker adds 'Stone Age' to a step and the page shows it (D61) @phone", async ({ page }) => {
    await signIn(page, uniquePerson("linker"));
    await page.goto("/create");
    const id = `links-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    await page.getByLabel("Checklist ID").fill(id);
    await page.getByLabel("Title").fill("First tools");
    await page.getByLabel("Description").fill("From wood to stone.");
    await page.getByLabel("Supported since").selectOption("1.21.4");
    await addStep(page, "Mine stone", "With a wooden pickaxe.");
    const row = page.locator("li[data-step-index]").last();
    await row.getByRole("button", { name: "Choose game link for step 1" }).click();
    const dialog = page.getByRole("dialog", { name: "Game link for step 1" });
    const search = dialog.getByRole("combobox", { name: "Advancement or criterion" });
    await search.pressSequentially("Stone Age");
    // The results are announced; the keyboard chooses.
    await expect(dialog.getByRole("option", { name: /^Stone Age/ })).toBeVisible();
    await expect(dialog.getByRole("status")).toContainText("found");
    await search.press("ArrowDown");
    await expect(search).toHaveAttribute("aria-activedescendant", /option-0/);
    await search.press("Enter");
    await expect(dialog.getByRole("status")).toHaveText("Chosen: Advancement: Stone Age");
    await expectNoAxeViolations(page);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
    await dialog.getByRole("button", { name: "Use this link" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText("Advancement: Stone Age")).toBeVisible();
    await expect(row.getByRole("button", { name: "Remove game link of step 1" })).toBeVisible();

    // A draft keeps it: the form comes back with the link after a reload.
    await page.reload();
    await expect(page.getByText("Draft restored")).toBeVisible();
    const restored = page.locator("li[data-step-index]").last();
    await restored.getByRole("button", { name: /^More for step 1/ }).click();
    await expect(restored.getByText("Advancement: Stone Age")).toBeVisible();

    // A criterion the guide's version lacks: the server's 422 shows at its step's row.
    await addStep(page, "See the cherry trees");
    const second = page.locator("li[data-step-index]").last();
    await second.getByRole("button", { name: /^More for step 2/ }).click();
    await second.getByRole("button", { name: "Choose game link for step 2" }).click();
    const cherry = page.getByRole("dialog", { name: "Game link for step 2" });
    await cherry
      .getByRole("combobox", { name: "Advancement or criterion" })
      .pressSequentially("Cherry Grove");
    await cherry.getByRole("option", { name: /^Adventuring Time: Cherry Grove/ }).click();
    await cherry.getByRole("button", { name: "Use this link" }).click();
    await expect(second.getByText("Advancement: Adventuring Time: Cherry Grove")).toBeVisible();
    await page.getByLabel("Supported since").selectOption("1.19.4");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(second.getByRole("alert")).toHaveText(
      "'Adventuring Time' in Minecraft 1.19.4 has no criterion 'minecraft:cherry_grove'.",
    );
    await expect(second.getByRole("button", { name: "Change game link for step 2" })).toBeFocused();
    await second.getByRole("button", { name: "Remove game link of step 2" }).click();

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL(`/checklist/${id}`);
    await expect(page.getByRole("main").getByText("Advancement: Stone Age")).toBeVisible();
    const stored = (await (await page.request.get(`/api/checklists/${id}`)).json()) as {
      steps: { link: unknown }[];
    };
    expect(stored.steps[0]?.link).toEqual({
      kind: "advancement",
      advancement: "minecraft:story/mine_stone",
      name: "Stone Age",
    });
  });
});

/** A guide of 20 steps, 19 linked to the game (tests/fixtures/world), approved. */
async function linkedGuide(browser: Browser) {
  const customId = `world-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return publishApproved(
    browser,
    checklistInput({ customId, title: "World guide", supportedSince: "1.21.4", steps: linkedStepInputs() }),
  );
}

/** Opens 'Import from my world', chooses both files and answers the dialog. */
async function chooseWorldFiles(page: Page, main: Locator) {
  await main.getByRole("button", { name: "Import from my world" }).click();
  const dialog = page.getByRole("dialog", { name: "Import from my world" });
  await expect(dialog.getByText(".minecraft/saves/<world>/advancements/<your UUID>.json")).toBeVisible();
  await expect(dialog.getByText(/Bedrock saves are a database no browser can read/)).toBeVisible();
  await dialog.getByLabel("Advancements file").setInputFiles(path.join(WORLD, "advancements.json"));
  await dialog.getByLabel(/^Statistics file/).setInputFiles(path.join(WORLD, "stats.json"));
  return dialog;
}

test("a player imports a file and sees 11 steps ticked (D62) @phone", async ({ page, browser }) => {
  const guide = await linkedGuide(browser);
  await signIn(page, uniquePerson("miner"));
  await page.goto(`/checklist/${guide.customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  for (const n of [1, 2, 3, 16]) {
    const saved = page.waitForResponse((r) => /\/done$/.test(r.url()) && r.request().method() === "PUT");
    await (await stepBox(main, n)).check();
    expect((await saved).status()).toBe(200);
  }

  // A file that is not JSON is named, and nothing is sent.
  await main.getByRole("button", { name: "Import from my world" }).click();
  let dialog = page.getByRole("dialog", { name: "Import from my world" });
  await dialog.getByLabel("Advancements file").setInputFiles({
    name: "level.dat",
    mimeType: "application/octet-stream",
    buffer: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
  });
  await expect(dialog.getByRole("alert").first()).toHaveText(
    "The advancements file is not JSON: choose the .json file from your world's folder.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();

  dialog = await chooseWorldFiles(page, main);
  await expect(dialog.getByText(SENTENCE)).toBeVisible();
  await expectNoAxeViolations(page);
  // The preview changed nothing.
  expect((await api(page, `/api/checklists/${guide.customId}`)).body?.completedStepIds).toHaveLength(4);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText("11 steps ticked from your world.")).toBeVisible();
  for (let n = 1; n <= 16; n++) {
    if (n === 15) await expect(await stepBox(main, n)).not.toBeChecked();
    else await expect(await stepBox(main, n)).toBeChecked();
  }
  for (const n of [17, 18, 19, 20]) await expect(await stepBox(main, n)).not.toBeChecked();
  expect((await api(page, `/api/checklists/${guide.customId}`)).body?.completedStepIds).toHaveLength(15);
});

test("a friend on the same run sees them live (D45, D62)", async ({ page, browser, baseURL }) => {
  test.slow();
  const guide = await linkedGuide(browser);
  await signIn(page, uniquePerson("host"));
  await page.goto(`/checklist/${guide.customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await expect(await stepBox(main, 1)).toBeVisible();
  await main.getByRole("button", { name: "Invite friends" }).click();
  const invite = page.getByRole("dialog", { name: "Invite friends" });
  await expect(invite.getByLabel("Invite link")).toHaveValue(/\/join\//);
  const invitePath = new URL(await invite.getByLabel("Invite link").inputValue()).pathname;
  await invite.getByRole("button", { name: "Cancel" }).click();

  const context = await browser.newContext({ baseURL: String(baseURL) });
  const friendPage = awaitingTheApp(await context.newPage());
  await friendPage.goto(invitePath);
  await signIn(friendPage, uniquePerson("friend"));
  await friendPage.getByRole("button", { name: "Join", exact: true }).click();
  await expect(friendPage).toHaveURL(/\/checklist\/[^?]+\?run=/);
  const friendMain = friendPage.getByRole("main");
  await expect(await stepBox(friendMain, 1)).not.toBeChecked();

  const dialog = await chooseWorldFiles(page, main);
  await expect(
    dialog.getByText(/14 linked steps are done in your world · 0 already ticked · 14 will be ticked/),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(main.getByText("14 steps ticked from your world.")).toBeVisible();
  // The friend's page shows them without a reload, as any tick of the run (D45).
  for (const n of [1, 7, 14]) await expect(await stepBox(friendMain, n)).toBeChecked({ timeout: 5_000 });
  await expect(await stepBox(friendMain, 15)).not.toBeChecked();
  await context.close();
});

test.describe("an import confirmed offline", () => {
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch/] });

  test("queues one tick per step on the device and sends them when back online (D31, D62)", async ({
    page,
    context,
    browser,
  }) => {
    const guide = await linkedGuide(browser);
    await signIn(page, uniquePerson("cave"));
    await page.goto(`/checklist/${guide.customId}`);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
    await expect(await stepBox(main, 1)).toBeVisible();
    const dialog = await chooseWorldFiles(page, main);
    await expect(dialog.getByText(/14 will be ticked$/)).toBeVisible();
    await context.setOffline(true);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(
      main.getByText("14 steps ticked on this device; they are sent when you are back online."),
    ).toBeVisible();
    await expect(page.getByText(/Offline/).first()).toBeVisible();
    for (const n of [1, 14]) await expect(await stepBox(main, n)).toBeChecked();
    await context.setOffline(false);
    await expect
      .poll(
        async () => (await api(page, `/api/checklists/${guide.customId}`)).body?.completedStepIds?.length,
        {
          timeout: 20_000,
        },
      )
      .toBe(14);
  });
});
