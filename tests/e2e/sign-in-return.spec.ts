import type { Page } from "@playwright/test";
import { expect, test, uniquePerson } from "./fixtures.ts";

/** The local issuer's plain form, filled in without any script of ours. */
async function signInOnTheLocalPage(page: Page, person: { name: string; email: string }) {
  await expect(page.getByRole("heading", { level: 1, name: "Local sign-in" })).toBeVisible();
  await page.getByLabel("Name").fill(person.name);
  await page.getByLabel("Email").fill(person.email);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

// Issue 35: a guest who taps a sign-in link before the page has taken over (here: the app's
// JavaScript never runs) comes back to the page, because the link's address says where from.
test.describe("sign-in links pressed before the page has taken over", () => {
  test.use({ javaScriptEnabled: false });

  for (const [link, region] of [
    ["Login to Start", "main"],
    ["Sign In", "banner"],
  ] as const) {
    test(`'${link}' on a checklist leads back to the checklist after signing in`, async ({ page }) => {
      await page.goto("/checklist/first-night-survival");
      await page.getByRole(region).getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(/\/sign-in\?from=%2Fchecklist%2Ffirst-night-survival$/);
      await page.getByRole("button", { name: "Sign in with Google" }).click();
      await signInOnTheLocalPage(page, uniquePerson("returner"));
      await expect(page).toHaveURL(/\/checklist\/first-night-survival$/);
      await expect(page.getByRole("heading", { level: 1, name: "First Night Survival" })).toBeVisible();
    });
  }
});

test("/sign-in says to wait when too many sign-ins were started (issue 35)", async ({ page }) => {
  await page.goto("/sign-in?error=rate_limited&from=%2Fabout");
  await expect(page.getByRole("alert")).toHaveText(
    "Too many sign-ins were started from your network just now. Please wait a minute and try again.",
  );
  await expect(page.locator('form[action="/auth/login"] input[name="returnTo"]')).toHaveValue("/about");
});
