import type { Page } from "@playwright/test";
import { deleteStep, expect, signIn, test, uniquePerson } from "./fixtures.ts";

// Issue 35, walkthrough item 1: a restored draft (D40) edits exactly as a fresh form does. Before,
// a row added after 'Draft restored' shared a restored row's key: typing into it wrote into step 1.

const stepsGroup = (page: Page) => page.getByRole("group", { name: /^Steps/ });

/** The editor's rows in order: a step's title, or a heading's as '# title'. */
async function rows(page: Page) {
  return stepsGroup(page)
    .locator("[data-step-index] input[type=text]")
    .evaluateAll((inputs) =>
      inputs.map((input) => {
        const value = (input as HTMLInputElement).value;
        return input.closest("li") ? value : `# ${value}`;
      }),
    );
}

async function reloadDraft(page: Page) {
  await page.reload();
  await expect(page.getByRole("main")).toContainText("Draft restored");
}

test("a restored draft edits as a fresh form does: add, type, move, delete, reload, publish", async ({
  page,
}) => {
  await signIn(page, uniquePerson("returner"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/create");
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.getByLabel("Title").fill(`Draft farm ${stamp}`);
  await page.getByLabel("Description").fill("Written over two evenings.");
  await page.getByRole("button", { name: "Add step" }).click();
  await page.keyboard.type("Dig the pit");
  await page.getByRole("button", { name: "Add step" }).click();
  await page.keyboard.type("Place the water");
  await page.getByRole("button", { name: "Add section" }).click();
  await page.keyboard.type("Base");
  expect(await rows(page)).toEqual(["# Base", "Dig the pit", "Place the water"]);

  await reloadDraft(page);
  expect(await rows(page)).toEqual(["# Base", "Dig the pit", "Place the water"]);
  await page.getByRole("button", { name: "Add step" }).click();
  await expect(page.getByRole("textbox", { name: "Step 3", exact: true })).toBeFocused();
  await page.keyboard.type("Add the hoppers");
  expect(await rows(page)).toEqual(["# Base", "Dig the pit", "Place the water", "Add the hoppers"]);
  await page.getByRole("button", { name: "Add section" }).click();
  await expect(page.getByRole("textbox", { name: "Section 2", exact: true })).toBeFocused();
  await page.keyboard.type("Roof");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Step 4", exact: true })).toBeFocused();
  await page.keyboard.type("Cover it");
  expect(await rows(page)).toEqual([
    "# Base",
    "Dig the pit",
    "Place the water",
    "Add the hoppers",
    "# Roof",
    "Cover it",
  ]);
  await expect(stepsGroup(page)).toContainText("4 of 200");

  // Moved: 'Add the hoppers' above 'Place the water'; deleted: 'Dig the pit'.
  await page.getByRole("button", { name: "Drag to reorder: Add the hoppers" }).focus();
  await page.keyboard.press("ArrowUp");
  expect(await rows(page)).toEqual([
    "# Base",
    "Dig the pit",
    "Add the hoppers",
    "Place the water",
    "# Roof",
    "Cover it",
  ]);
  await deleteStep(page, 1);
  const written = ["# Base", "Add the hoppers", "Place the water", "# Roof", "Cover it"];
  expect(await rows(page)).toEqual(written);

  await reloadDraft(page);
  expect(await rows(page)).toEqual(written);
  // Typing into a restored row changes that row alone.
  await page.getByRole("textbox", { name: "Step 3", exact: true }).fill("Cover it with glass");
  expect(await rows(page)).toEqual([
    "# Base",
    "Add the hoppers",
    "Place the water",
    "# Roof",
    "Cover it with glass",
  ]);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/checklist\/draft-farm/);
  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: "Base" })).toContainText("Add the hoppers");
  await expect(main.getByRole("region", { name: "Base" })).toContainText("Place the water");
  await expect(main.getByRole("region", { name: "Roof" })).toContainText("Cover it with glass");
  await expect(main).not.toContainText("Dig the pit");
});
