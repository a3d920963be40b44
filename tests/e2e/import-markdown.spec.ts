import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signIn, test, uniquePerson } from "./fixtures.ts";

// D53: the create form imports a Markdown task list, pasted or from a file; it shows what it
// read (or the line it cannot read) before anything fills the form, and nothing is saved until
// Publish. Both widths.

const stepTitle = (page: Page, n: number) => page.getByRole("textbox", { name: `Step ${n}`, exact: true });

async function openImport(page: Page) {
  await page.getByRole("button", { name: "Import from Markdown" }).click();
  const dialog = page.getByRole("dialog", { name: "Import from Markdown" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a pasted task list shows what it reads, names the line it cannot read, then fills the form and publishes", async ({
  page,
}) => {
  await signIn(page, uniquePerson("importer"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/create");
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

  const dialog = await openImport(page);
  const text = dialog.getByLabel("Markdown");
  await text.fill("# Nether prep\n\n## Early game\n\n- [ ] Punch a tree\n\nA stray line\n");
  await expect(dialog.getByRole("alert")).toHaveText(
    "Line 7: text outside any step. Indent it by two spaces to make it the step's description, or start it with '- [ ] ' to make it a step.",
  );
  await expect(text).toHaveAttribute("aria-invalid", "true");
  // Nothing to use while it cannot be read; the form is untouched.
  await expect(dialog.getByRole("button", { name: "Use these steps" })).toBeDisabled();

  await text.fill(
    [
      `# Nether prep ${stamp}`,
      "",
      "Everything before the portal.",
      "",
      "## Early game",
      "",
      "- [ ] Punch a tree",
      "  Logs first.",
      "  Materials: Oak log × 16",
      "- [x] Build a shelter",
      "",
      "## The Nether",
      "",
      "- [ ] Light the portal",
      "  Materials: Obsidian × 10; Flint and steel × 1",
    ].join("\n"),
  );
  const preview = dialog.getByRole("region", { name: "Read: 3 steps in 2 sections" });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("heading", { name: "The Nether" })).toBeVisible();
  await expect(preview).toContainText("Materials: Obsidian × 10, Flint and steel × 1");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Use these steps" }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole("status").filter({ hasText: "Imported" })).toHaveText(
    "Imported 3 steps in 2 sections. Check them, then publish.",
  );
  await expect(page.getByLabel("Title")).toHaveValue(`Nether prep ${stamp}`);
  await expect(page.getByLabel("Description")).toHaveValue("Everything before the portal.");
  await expect(page.getByRole("textbox", { name: "Section 2", exact: true })).toHaveValue("The Nether");
  await expect(stepTitle(page, 3)).toHaveValue("Light the portal");
  await expect(page.getByRole("list", { name: "Steps of Early game" }).getByRole("textbox")).toHaveCount(2);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(`/checklist/nether-prep-${stamp}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "The Nether" })).toBeVisible();
  await expect(main).toContainText("Light the portal");
  await expect(main.getByRole("list", { name: "Materials" }).first()).toContainText("Oak log");
});

test("a file's task list reads the same; a steps-only list keeps the form's title", async ({ page }) => {
  await signIn(page, uniquePerson("file-importer"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/create");
  await page.getByLabel("Title").fill("My own title");

  const dialog = await openImport(page);
  await dialog.getByLabel("Or choose a file").setInputFiles({
    name: "list.md",
    mimeType: "text/markdown",
    buffer: Buffer.from("1. Mine iron\n2. Smelt it\n3. Craft a pickaxe\n"),
  });
  await expect(dialog.getByLabel("Markdown")).toHaveValue("1. Mine iron\n2. Smelt it\n3. Craft a pickaxe\n");
  await expect(dialog.getByRole("region", { name: "Read: 3 steps" })).toBeVisible();
  await dialog.getByRole("button", { name: "Use these steps" }).click();

  await expect(page.getByLabel("Title")).toHaveValue("My own title");
  await expect(stepTitle(page, 1)).toHaveValue("Mine iron");
  await expect(stepTitle(page, 3)).toHaveValue("Craft a pickaxe");
  await expect(page.getByRole("textbox", { name: "Section 1", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Import from Markdown" })).toBeFocused();
});

/** Pastes `text` into `field` as a person would (a real paste event with its data). */
async function paste(field: Locator, text: string) {
  await field.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The editor's step titles, in order. */
async function editorTitles(page: Page) {
  return page
    .getByRole("group", { name: /^Steps/ })
    .locator("li[data-step-index] input[type=text]")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test("a notes app's list imports and pastes as steps: Google Keep's boxes, bullets, plain lines (issue 35)", async ({
  page,
}) => {
  await signIn(page, uniquePerson("keep-importer"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/create");

  // Google Keep: '☐' open, '☑' done (a done mark is dropped, not imported as a tick).
  let dialog = await openImport(page);
  await dialog.getByLabel("Markdown").fill("☐ Gather 64 cobblestone\n☑ Craft a furnace\n☐ Find iron ore\n");
  await expect(dialog.getByRole("region", { name: "Read: 3 steps" })).toBeVisible();
  // Apple Notes / Samsung Notes: bullets and numbers.
  await dialog.getByLabel("Markdown").fill("• Build a portal\n◦ Light it\n– Step through\n1) Look around");
  await expect(dialog.getByRole("region", { name: "Read: 4 steps" })).toBeVisible();
  // Plain lines, no markers at all: one step per non-empty line.
  await dialog.getByLabel("Markdown").fill("Chop trees\n\nCraft planks\nMake a table\n");
  await expect(dialog.getByRole("region", { name: "Read: 3 steps" })).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Use these steps" }).click();
  expect(await editorTitles(page)).toEqual(["Chop trees", "Craft planks", "Make a table"]);

  // Lines pasted into a step row lose the same markers.
  await page.getByRole("button", { name: "Add step" }).click();
  await paste(stepTitle(page, 4), "☐ Sleep\n☑ Eat\n• Mine\n2. Smelt");
  await expect(stepTitle(page, 7)).toBeFocused();
  expect(await editorTitles(page)).toEqual([
    "Chop trees",
    "Craft planks",
    "Make a table",
    "Sleep",
    "Eat",
    "Mine",
    "Smelt",
  ]);

  dialog = await openImport(page);
  await dialog.getByLabel("Markdown").fill("☐ Gather 64 cobblestone\n☑ Craft a furnace\n");
  await dialog.getByRole("button", { name: "Use these steps" }).click();
  await expect(stepTitle(page, 2)).toHaveValue("Craft a furnace");
});
