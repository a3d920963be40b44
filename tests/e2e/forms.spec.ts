import type { Page } from "@playwright/test";
import {
  addStep,
  deleteStep,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

async function openCreate(page: Page) {
  await signIn(page, uniquePerson("writer"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/create");
  await expect(page.getByRole("heading", { level: 1, name: "Create a checklist" })).toBeVisible();
}

/** The step titles in the editor's list, in order. */
async function stepOrder(page: Page) {
  return page
    .getByRole("group", { name: /^Steps/ })
    .locator("li[data-step-index] input[type=text]")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test("the id follows the title until one is typed; a refused Publish focuses the first field in error", async ({
  page,
}) => {
  await openCreate(page);
  const id = page.getByLabel("Checklist ID");
  const title = page.getByLabel("Title");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(id).toBeFocused();
  await expect(page.getByRole("main")).toContainText("Checklist ID is required.");

  await title.fill("Iron Farm: the 1.21 way!");
  await expect(id).toHaveValue("iron-farm-the-121-way");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByLabel("Description")).toBeFocused();
  await expect(page.getByLabel("Description")).toBeInViewport();

  await page.getByLabel("Description").fill("Build an iron farm that survives chunk unloading.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("button", { name: "Add step" })).toBeFocused();

  await id.fill("my-iron-farm");
  await title.fill("Iron farm, renamed");
  await expect(id).toHaveValue("my-iron-farm");
  await expectNoAxeViolations(page);
});

test("a draft survives leaving the form, asks before leaving, and can be discarded", async ({ page }) => {
  await openCreate(page);
  await page.getByLabel("Title").fill("Draft of a wheat farm");
  await page.getByLabel("Description").fill("Half written on the bus.");
  await addStep(page, "Till the dirt");

  await page.getByRole("banner").getByRole("link", { name: "Checklists" }).first().click();
  const ask = page.getByRole("alertdialog", { name: "Leave this page?" });
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/create");
  await page.getByRole("banner").getByRole("link", { name: "Checklists" }).first().click();
  await ask.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/checklists/);

  await page.goto("/create");
  await expect(page.getByRole("main")).toContainText("Draft restored");
  await expect(page.getByLabel("Title")).toHaveValue("Draft of a wheat farm");
  await expect(page.getByLabel("Description")).toHaveValue("Half written on the bus.");
  expect(await stepOrder(page)).toEqual(["Till the dirt"]);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Discard draft" }).click();
  const discard = page.getByRole("alertdialog", { name: "Discard draft?" });
  await discard.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("Draft of a wheat farm");
  await page.getByRole("button", { name: "Discard draft" }).click();
  await discard.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByRole("main")).not.toContainText("Draft restored");
  await page.reload();
  await expect(page.getByLabel("Title")).toHaveValue("");
});

test("steps reorder by dragging their handle, by pointer and by keyboard, and a deleted step can be undone", async ({
  page,
}) => {
  await openCreate(page);
  for (const step of ["Alpha", "Bravo", "Charlie"]) await addStep(page, step);

  const handle = (title: string) => page.getByRole("button", { name: `Drag to reorder: ${title}` });
  await handle("Charlie").focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  expect(await stepOrder(page)).toEqual(["Charlie", "Alpha", "Bravo"]);
  await expect(handle("Charlie")).toBeFocused();

  const target = await handle("Bravo").boundingBox();
  const source = await handle("Charlie").boundingBox();
  if (!source || !target) throw new Error("handles are not on screen");
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
  await page.mouse.up();
  expect(await stepOrder(page)).toEqual(["Alpha", "Bravo", "Charlie"]);

  await deleteStep(page, 2);
  expect(await stepOrder(page)).toEqual(["Alpha", "Charlie"]);
  await expect(page.getByRole("main")).toContainText('Deleted "Bravo".');
  await page.getByRole("button", { name: "Undo" }).click();
  expect(await stepOrder(page)).toEqual(["Alpha", "Bravo", "Charlie"]);
  await expectNoAxeViolations(page);
});
