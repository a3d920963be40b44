import { expect, expectNoAxeViolations, openAccountMenu, signIn, test, uniquePerson } from "./fixtures.ts";

// Light and dark follow the system setting; axe (colour contrast included) must pass in both.
const pages = [
  { path: "/", heading: /Discover, track and share/ },
  { path: "/sign-in", heading: "Sign in" },
  { path: "/about", heading: /About/ },
  { path: "/help", heading: "Frequently asked questions" },
  { path: "/legal", heading: "Terms of Use" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/rules", heading: "Content Rules" },
  { path: "/community", heading: "Community" },
  { path: "/changelog", heading: "Changelog" },
  { path: "/no/such/page", heading: "Page not found" },
  { path: "/checklists", heading: "Explore checklists" },
  { path: "/checklist/first-night-survival", heading: "First Night Survival" },
  { path: "/moderation", heading: "You do not have access to this page." },
];

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} theme`, () => {
    for (const { path, heading } of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
        // The theme really is applied: the page behind <main> is light or dark with the scheme.
        const brightness = await page.locator("main").evaluate((main) => {
          const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
          if (!context) return -1;
          context.fillStyle = getComputedStyle(main.parentElement as Element).backgroundColor; // oklch → sRGB
          context.fillRect(0, 0, 1, 1);
          const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
          return (r + g + b) / 3;
        });
        if (colorScheme === "dark") expect(brightness).toBeLessThan(64);
        else expect(brightness).toBeGreaterThan(192);
        await expectNoAxeViolations(page);
      });
    }
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(
    `${colorScheme} theme: the open account menu and a sign-in error have no axe violations`,
    { tag: "@phone" },
    async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme });
      await page.goto("/sign-in?error=sign_in_expired");
      await expect(page.getByRole("alert")).toContainText("Please try again");
      await expectNoAxeViolations(page);

      const person = uniquePerson();
      await signIn(page, person);
      await expect(page).toHaveURL(/\/users\/[^/]+$/);
      await openAccountMenu(page, testInfo, person.name);
      await expectNoAxeViolations(page);
    },
  );
}
