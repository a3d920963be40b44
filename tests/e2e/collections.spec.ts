import {
  api,
  approveAs,
  expect,
  expectNoAxeViolations,
  newPersonPage,
  signIn,
  signInAsModerator,
  submitChecklist,
  test,
  uniquePerson,
} from "./fixtures.ts";

// D68: a collection made, filled with three guides by 'Save to…', shared by link and opened by a
// guest; a guide taken down since disappears for the guest and stays, with why, for its owner.

test("a player fills a collection with 'Save to…', shares its link with a guest, and sees a hidden guide with why", {
  tag: "@phone",
}, async ({ page, browser }) => {
  test.slow();
  const author = await newPersonPage(browser);
  await signIn(author.page, uniquePerson("author"));
  const moderator = await newPersonPage(browser);
  await signInAsModerator(moderator.page);
  await expect(moderator.page).toHaveURL(/\/users\//);
  const tag = Date.now().toString(36);
  const titles = ["Sugar cane farm", "Iron golem farm", "Wither skeleton farm"].map((t) => `${t} ${tag}`);
  const ids: string[] = [];
  for (const title of titles) {
    const id = await submitChecklist(author.page, title);
    await approveAs(moderator.page, id);
    ids.push(id);
  }

  await page.goto("/");
  await signIn(page, uniquePerson("collector"));
  await page.goto("/my/collections");
  await expect(page.getByRole("heading", { level: 1, name: "My collections" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Your collections" }).getByRole("link", { name: "Saved" }),
  ).toBeVisible();
  const name = `Farms to build ${tag}`;
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page
    .getByRole("combobox", { name: "Who can see it" })
    .selectOption({ label: "Anyone with the link" });
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Create collection" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const collectionPath = new URL(page.url()).pathname;
  expect(collectionPath).toMatch(/^\/collections\/[0-9a-f-]{36}$/);

  for (const id of ids) {
    await page.goto(`/checklist/${id}`);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "More" }).click();
    await page.getByRole("menuitem", { name: "Save to…" }).click();
    const dialog = page.getByRole("dialog", { name: "Save to…" });
    const box = dialog.getByRole("checkbox", { name: new RegExp(`^${name}`) });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(box).toBeChecked();
    if (id === ids[0]) await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
  }

  await page.goto(collectionPath);
  const entries = page.getByRole("list", { name: "Checklists in this collection" });
  for (const title of titles) await expect(entries.getByRole("link", { name: title })).toBeVisible();
  await page.getByText("Rename or describe").click();
  await page.getByRole("textbox", { name: "Description" }).fill("Farms for the spawn island.");
  await page.getByRole("button", { name: "Save name and description" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(
    page.getByRole("main").locator("p").filter({ hasText: "Farms for the spawn island." }),
  ).toBeVisible();
  const link = await page.getByRole("textbox", { name: "Link to this collection" }).inputValue();
  expect(new URL(link).pathname).toBe(collectionPath);
  const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // A guest with the link reads it, rendered by the server, and may follow it after signing in.
  const guest = await newPersonPage(browser);
  const rendered = await (await guest.page.request.get(link, { headers: { accept: "text/html" } })).text();
  expect(rendered).toContain(`>${name}</h1>`);
  expect(rendered).toContain("Farms for the spawn island.");
  for (const title of titles) expect(rendered).toContain(title);
  await guest.page.goto(link);
  await expect(guest.page.getByRole("heading", { level: 1, name })).toBeVisible();
  const guestEntries = guest.page.getByRole("list", { name: "Checklists in this collection" });
  for (const title of titles) await expect(guestEntries.getByRole("link", { name: title })).toBeVisible();
  await expect(guest.page.getByRole("link", { name: "Follow collection" })).toBeVisible();
  await expectNoAxeViolations(guest.page);

  // A signed-in reader follows it and finds it among the collections they follow.
  await author.page.goto(link);
  await author.page.getByRole("button", { name: "Follow collection" }).click();
  await expect(author.page.getByRole("button", { name: "Following collection" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await author.page.goto("/my/collections");
  await expect(
    author.page.getByRole("list", { name: "Collections you follow" }).getByRole("link", { name }),
  ).toBeVisible();
  await expectNoAxeViolations(author.page);

  // The third guide is reported and taken down: gone for the guest, kept with why for its owner.
  expect((await api(page, `/api/checklists/${ids[2]}/report`, "PUT", { reason: "spam" })).status).toBe(200);
  expect(
    (await api(moderator.page, `/api/moderation/reports/${ids[2]}/unpublish`, "POST", { reason: "Copied." }))
      .status,
  ).toBe(200);
  await guest.page.reload();
  await expect(guestEntries.getByRole("link", { name: titles[0] })).toBeVisible();
  await expect(guest.page.getByText(titles[2] ?? "")).toHaveCount(0);
  await page.reload();
  const hidden = entries.getByRole("listitem").filter({ hasText: titles[2] ?? "" });
  await expect(hidden).toContainText("Hidden from others: a moderator took this guide down.");
  await expectNoAxeViolations(page);

  await guest.close();
  await author.close();
  await moderator.close();
});
