import { checklistInput } from "#server/test-support/checklist-input.ts";
import { expect, expectNoAxeViolations, publishApproved, test } from "./fixtures.ts";

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
