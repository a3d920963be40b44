import { checklistInput } from "#server/test-support/checklist-input.ts";
import { materialSteps } from "#server/test-support/material-steps.ts";
import {
  addStep,
  api,
  expect,
  expectNoAxeViolations,
  handleFromUrl,
  newPersonPage,
  publishApproved,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

// A claim over what is left is refused with 422, which the browser logs.
test.use({ expectedConsoleErrors: [/status of 422/] });

/** A guide of its own whose steps need andesite twice, ender pearls, pickaxes and a modded part. */
function guideWithMaterials(prefix: string) {
  const customId = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return checklistInput({
    customId,
    title: "Andesite farm",
    supportedSince: "1.21.4",
    steps: materialSteps(),
  }) as ReturnType<typeof checklistInput> & { customId: string };
}

test("'All materials' sums a guide's materials by item in their own stacks, and 'Copy list' copies them (D60)", {
  tag: "@phone",
}, async ({ page, context, browser }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { customId } = await publishApproved(browser, guideWithMaterials("all-materials"));
  // A guest reads it: the list loads when opened.
  await page.goto(`/checklist/${customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "All materials" }).click();
  const dialog = page.getByRole("dialog", { name: "All materials" });
  await expect(dialog.getByRole("listitem")).toHaveText([
    "Andesite200 = 3 stacks + 8",
    "Create Cogwheel70 = 1 stack + 6",
    "Diamond Pickaxe3",
    "Ender Pearl20 = 1 stack + 4",
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Copy list" }).click();
  await expect(dialog.getByRole("status")).toHaveText("List copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    [
      "200 Andesite (3 stacks + 8)",
      "70 Create Cogwheel (1 stack + 6)",
      "3 Diamond Pickaxe",
      "20 Ender Pearl (1 stack + 4)",
    ].join("\n"),
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole("button", { name: "All materials" })).toBeFocused();
});

const LITEMATICA_LIST = `+-------------------+-------+---------+-----------+
| Item              | Total | Missing | Available |
+-------------------+-------+---------+-----------+
| Oak Planks        |   320 |     320 |         0 |
| Stone Bricks      |  1024 |    1024 |         0 |
| Create Cogwheel   |    70 |      70 |         0 |
+-------------------+-------+---------+-----------+
`;

test("a Litematica material list is read, shown with what matched a game item, and added to the chosen step (D60)", {
  tag: "@phone",
}, async ({ page }) => {
  await signIn(page, uniquePerson("litematica"));
  await page.goto("/create");
  const id = `litematica-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.getByLabel("Checklist ID").fill(id);
  await page.getByLabel("Title").fill("Castle build");
  await page.getByLabel("Description").fill("A castle from a schematic.");
  await page.getByLabel("Supported since").selectOption("1.21.4");
  await addStep(page, "Clear the site");
  await addStep(page, "Build the walls");

  await page.getByRole("button", { name: "Import Litematica list" }).click();
  const dialog = page.getByRole("dialog", { name: "Import a Litematica material list" });
  // Bad input: a clear message, and nothing to confirm.
  await dialog.getByLabel("Material list").fill("- [ ] Not a material list");
  await expect(dialog.getByRole("alert")).toHaveText(/needs the header row 'Item', 'Total'/);
  await expect(dialog.getByRole("button", { name: "Add materials" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await dialog.getByRole("button", { name: "Add materials" }).click({ force: true });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("Material list").fill(LITEMATICA_LIST);
  const preview = dialog.getByRole("region", { name: /^Read: 3 items/ });
  await expect(preview.getByRole("heading")).toHaveText("Read: 3 items, 2 of them Minecraft 1.21.4 items");
  await expect(preview.getByRole("listitem")).toHaveText([
    "Oak Planks: 320 = 5 stacksMinecraft item",
    "Stone Bricks: 1,024 = 16 stacksMinecraft item",
    "Create Cogwheel: 70 = 1 stack + 6Not a Minecraft item: kept as written",
  ]);
  await dialog.getByLabel("Add to").selectOption({ label: "Step 2: Build the walls" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add materials" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Added 3 materials to step 2. Check them before you save.")).toBeVisible();

  await page.getByRole("button", { name: "More for step 2", exact: true }).click();
  const row = page.locator("li[data-step-index]").nth(1);
  await expect(row.getByLabel("Material 1")).toHaveValue("Oak Planks");
  await expect(row.getByLabel("Count 3", { exact: true })).toHaveValue("70");
  await expect(row.getByText("Minecraft item, stacks of 64")).toHaveCount(2);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(`/checklist/${id}`);
  const stored = (await (await page.request.get(`/api/checklists/${id}`)).json()) as {
    steps: { materials: { item: string; count: number }[] }[];
  };
  expect(stored.steps.map((step) => step.materials)).toEqual([
    [],
    [
      { item: "minecraft:oak_planks", count: 320, name: "Oak Planks", stackSize: 64 },
      { item: "minecraft:stone_bricks", count: 1024, name: "Stone Bricks", stackSize: 64 },
      { item: "Create Cogwheel", count: 70, name: "Create Cogwheel", stackSize: 64 },
    ],
  ]);
});

test("a claim on a material appears on a friend's screen without a reload (D70)", async ({
  page,
  browser,
}) => {
  test.slow();
  const { customId } = await publishApproved(browser, guideWithMaterials("claims"));
  await signIn(page, uniquePerson("host"));
  const hostHandle = handleFromUrl(page);
  await page.goto(`/checklist/${customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await main.getByRole("button", { name: "Invite friends" }).click();
  const invite = page.getByRole("dialog", { name: "Invite friends" });
  await expect(invite.getByLabel("Invite link")).toHaveValue(/\/join\//);
  const invitePath = new URL(await invite.getByLabel("Invite link").inputValue()).pathname;
  await invite.getByRole("button", { name: "Cancel" }).click();

  const friend = await newPersonPage(browser, [/status of 422/]);
  await friend.page.goto(invitePath);
  await signIn(friend.page, uniquePerson("friend"));
  await friend.page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(friend.page).toHaveURL(/\/checklist\/[^?]+\?run=/);
  const friendMain = friend.page.getByRole("main");
  await friendMain.getByRole("button", { name: "Materials", exact: true }).click();
  const friendDialog = friend.page.getByRole("dialog", { name: "Materials", exact: true });
  const friendAndesite = friendDialog.getByRole("listitem").filter({ hasText: "Andesite" });
  await expect(friendAndesite).toContainText("200 = 3 stacks + 8");
  await expect(friendAndesite).toContainText("Nothing claimed yet");

  // The host's page knows the friend has joined: it follows the run's events.
  await expect(main.getByRole("region", { name: /^Players of/ })).toContainText("@");
  await main.getByRole("button", { name: "Materials", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Materials", exact: true });
  const andesite = dialog.getByRole("listitem").filter({ hasText: "Andesite" });
  // More than is needed: the server's refusal shows at the field.
  await andesite.getByLabel("Count of Andesite").fill("500");
  await andesite.getByRole("button", { name: "Claim Andesite" }).click();
  await expect(andesite.getByRole("alert")).toHaveText("At most 200 of Andesite is left to claim.");
  await expect(andesite.getByLabel("Count of Andesite")).toHaveAttribute("aria-invalid", "true");
  await andesite.getByLabel("Count of Andesite").fill("64");
  await andesite.getByRole("button", { name: "Claim Andesite" }).click();
  await expect(andesite).toContainText(`64 claimed: @${hostHandle} 64`);
  await expectNoAxeViolations(page);

  // Without a reload, the friend sees who claimed how many.
  await expect(friendAndesite).toContainText(`64 claimed: @${hostHandle} 64`);
  await friendAndesite.getByLabel("Count of Andesite").fill("136");
  await friendAndesite.getByRole("button", { name: "Claim Andesite" }).click();
  await expect(andesite).toContainText(`200 claimed: @${hostHandle} 64, @`);
  await friend.close();
});

test("'Where was that?' lists the run's notes by distance and direction from where the member stands (D71)", {
  tag: "@phone",
}, async ({ page, browser }) => {
  const { customId, id, steps } = await publishApproved(browser, guideWithMaterials("where"));
  await signIn(page, uniquePerson("finder"));
  await page.goto(`/checklist/${customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await expect(main.getByRole("checkbox").first()).toBeVisible();
  const runs = await api(page, `/api/checklists/${id}/runs`);
  const runId = (runs.body as unknown as { items: { id: string }[] }).items[0]?.id;
  const notes = [
    { text: "Base", coords: { x: 100, y: 64, z: -200, dimension: "overworld" } },
    { text: "Fortress", coords: { x: 40, y: 70, z: 10, dimension: "nether" } },
    { text: "End city", coords: { x: 1000, y: 60, z: 0, dimension: "end" } },
  ];
  for (const [index, note] of notes.entries()) {
    const saved = await api(page, `/api/runs/${runId}/steps/${steps[index]?.id}/note`, "PUT", note);
    expect(saved.status).toBe(200);
  }
  await page.reload();
  await main.getByRole("button", { name: "Where was that?" }).click();
  const dialog = page.getByRole("dialog", { name: "Where was that?" });
  // Issue 35: a text keypad, whose minus key every phone has.
  for (const axis of ["X", "Y (optional)", "Z"]) {
    await expect(dialog.getByLabel(axis)).toHaveAttribute("inputmode", "text");
    await expect(dialog.getByLabel(axis)).toHaveAttribute("pattern", "-?[0-9]*");
  }
  await dialog.getByLabel("X").pressSequentially("-0");
  await dialog.getByLabel("Z").fill("0");
  await expect(dialog.getByLabel("Dimension")).toHaveValue("overworld");
  const found = dialog.getByRole("listitem");
  await expect(found).toHaveCount(2);
  await expect(found.nth(0)).toContainText("41 blocks east in the Nether");
  await expect(found.nth(0)).toContainText("Step 2: Roof · Fortress");
  await expect(found.nth(1)).toContainText("224 blocks north-east");
  await expect(found.nth(1)).toContainText("Step 1: Walls · Base");
  await expect(dialog).toContainText("1 note is in a dimension that cannot be measured from here");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Dimension").selectOption("end");
  await expect(found).toHaveCount(1);
  await expect(found.nth(0)).toContainText("1,000 blocks east");
  await dialog.getByLabel("X").fill("x");
  await expect(dialog.getByRole("alert")).toHaveText(/^X must be a whole number/);
});
