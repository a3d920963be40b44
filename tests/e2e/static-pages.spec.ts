import { expect, expectNoAxeViolations, expectPageStructure, test } from "./fixtures.ts";

const pages = [
  { path: "/about", heading: /About/, title: /About/ },
  { path: "/help", heading: "Frequently asked questions", title: /FAQ/ },
  { path: "/legal", heading: "Terms of Use", title: /Terms of Use/ },
  { path: "/privacy", heading: "Privacy Policy", title: /Privacy Policy/ },
  { path: "/rules", heading: "Content Rules", title: /Content Rules/ },
  { path: "/community", heading: "Community", title: /Community/ },
  { path: "/changelog", heading: "Changelog", title: /Changelog/ },
];

for (const { path, heading, title } of pages) {
  test(`${path} has its own text, one h1, landmarks and no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expectPageStructure(page);
    const words = (await page.locator("main").innerText()).split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(path === "/changelog" || path === "/community" ? 40 : 150);
    await expectNoAxeViolations(page);
  });
}

test("a legal page in another language says the English text binds and links to it (issue 38)", async ({
  page,
}) => {
  await page.goto("/legal?lang=fr");
  await expect(page.getByRole("heading", { level: 1, name: "Conditions d’utilisation" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("c’est la version anglaise qui fait foi");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "version anglaise" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("English version");
});

test("the footer links every static page and carries the disclaimer", { tag: "@smoke" }, async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const name of ["About", "FAQ", "Terms of Use", "Privacy Policy", "Content Rules", "Changelog"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText("Not an official Minecraft product");
  await expect(footer).toContainText("Mojang or Microsoft");
});

test("an unknown route shows the 404 page with a link to /checklists", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Browse checklists" }).click();
  await expect(page).toHaveURL(/\/checklists$/);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);
});
