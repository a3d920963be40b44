import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  addStep,
  expect,
  expectNoAxeViolations,
  publishApproved,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

/** A guide of its own whose steps need andesite twice, ender pearls, pickaxes and a modded part. */
function guideWithMaterials(prefix: string) {
  const customId = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return checklistInput({
    customId,
    title: "Andesite farm",
    supportedSince: "1.21.4",
    steps: [
      {
        title: "Walls",
        description: "",
        materials: [
          { item: "minecraft:andesite", count: 120 },
          { item: "minecraft:ender_pearl", count: 20 },
        ],
      },
      {
        title: "Roof",
        description: "",
        materials: [
          { item: "minecraft:andesite", count: 80 },
          { item: "minecraft:diamond_pickaxe", count: 3 },
          { item: "Create Cogwheel", count: 70 },
        ],
      },
      { title: "Light it", description: "" },
    ],
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
