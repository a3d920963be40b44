import { addStep, expect, expectNoAxeViolations, signIn, test, uniquePerson } from "./fixtures.ts";

test("a creator adds 20 Ender Pearls from the suggestions and sees them in stacks of 16 (D60)", async ({
  page,
}) => {
  await signIn(page, uniquePerson("items"));
  await page.goto("/create");
  const id = `items-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.getByLabel("Checklist ID").fill(id);
  await page.getByLabel("Title").fill("Reach the End");
  await page.getByLabel("Description").fill("Pearls to find the stronghold.");
  // D59: the versions come from the game's data, the newest release first.
  const versions = (await (await page.request.get("/api/game/versions")).json()) as {
    items: { version: string }[];
  };
  await expect(page.getByLabel("Supported since")).toHaveValue(versions.items[0]?.version ?? "");
  await page.getByLabel("Supported since").selectOption("1.21.4");
  await addStep(page, "Collect pearls", "Endermen drop them.");
  const row = page.locator("li[data-step-index]").last();
  await row.getByRole("button", { name: "Add material" }).click();
  const item = row.getByLabel("Material 1");
  await item.pressSequentially("Ender Pe");
  // The suggestions load as the creator types; choosing one fills in its name.
  await expect(row.locator('datalist option[value="Ender Pearl"]')).toHaveCount(1);
  await item.fill("Ender Pearl");
  await expect(row.getByText("Minecraft item, stacks of 16")).toBeVisible();
  await row.getByLabel("Count 1", { exact: true }).fill("20");
  await expect(row.getByText("1 stack + 4")).toBeVisible();
  await row.getByRole("button", { name: "Add material" }).click();
  await row.getByLabel("Material 2").fill("Create Cogwheel");
  await row.getByLabel("Count 2", { exact: true }).fill("70");
  await expect(row.getByText("Not a Minecraft item: kept as written")).toBeVisible();
  await expect(row.getByText("1 stack + 6")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(`/checklist/${id}`);

  const materials = page.getByRole("main").getByRole("list", { name: "Materials" });
  await expect(materials.getByRole("listitem")).toHaveText([
    "Ender Pearl: 20 = 1 stack + 4",
    "Create Cogwheel: 70 = 1 stack + 6",
  ]);
  const stored = (await (await page.request.get(`/api/checklists/${id}`)).json()) as {
    steps: { materials: { item: string }[] }[];
  };
  expect(stored.steps[0]?.materials.map((m) => m.item)).toEqual(["minecraft:ender_pearl", "Create Cogwheel"]);
});
