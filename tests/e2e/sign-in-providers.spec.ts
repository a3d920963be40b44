import {
  expect,
  expectNoAxeViolations,
  fillLocalSignIn,
  handleFromUrl,
  newPersonPage,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

// D55: Microsoft, Discord and Google, each through its stand-in on the local issuer (the real
// code path of each), and Settings → 'Connected accounts'.

test("/sign-in offers Microsoft, Discord and Google, in that order, each with its mark", async ({ page }) => {
  await page.goto("/sign-in");
  const buttons = page.getByRole("main").getByRole("button", { name: /^Sign in with / });
  await expect(buttons).toHaveText(["Sign in with Microsoft", "Sign in with Discord", "Sign in with Google"]);
  for (const button of await buttons.all()) await expect(button.locator("svg")).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const provider of ["Microsoft", "Discord", "Google"] as const) {
  test(`signs in with ${provider}, which Settings lists as connected`, async ({ page }) => {
    const person = uniquePerson(provider.toLowerCase());
    await signIn(page, person, provider);
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    await page.goto("/my/settings");
    const section = page.getByRole("region", { name: "Connected accounts" });
    await expect(section.getByRole("listitem").filter({ hasText: provider })).toContainText("Connected");
    // The only one is not offered for removal (issue 35).
    await expect(section.getByRole("button", { name: `Remove ${provider}` })).toHaveCount(0);
    await expect(section.getByRole("listitem").filter({ hasText: provider })).toContainText(
      "Your only way to sign in",
    );
  });
}

test.describe("connected accounts", () => {
  test("connects a second provider, signs in with it to the same account, and removes one", async ({
    page,
    browser,
  }) => {
    const person = uniquePerson("linker");
    await signIn(page, person, "Microsoft");
    const handle = handleFromUrl(page);

    await page.goto("/my/settings");
    const section = page.getByRole("region", { name: "Connected accounts" });
    await section.getByRole("button", { name: "Connect Discord" }).click();
    const discordPerson = { name: person.name, email: `discord-${person.email}` };
    await fillLocalSignIn(page, discordPerson, "Discord");
    await expect(page).toHaveURL(/\/my\/settings\?connection=linked&provider=discord$/);
    await expect(section.getByRole("status")).toHaveText("Connected Discord. You can now sign in with it.");
    // Issue 35: back from connecting, the outcome is in view and has the focus.
    await expect(section.getByRole("status")).toBeInViewport();
    await expect(page.locator(":focus")).toContainText("Connected Discord.");
    await expect(section.getByRole("button", { name: "Remove Discord" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Another device: Discord signs in to the same account.
    const other = await newPersonPage(browser);
    await signIn(other.page, discordPerson, "Discord");
    await expect(other.page).toHaveURL(`/users/${handle}`);
    await other.close();

    await section.getByRole("button", { name: "Remove Microsoft" }).click();
    await expect(section.getByRole("status")).toHaveText(
      "Removed Microsoft. You can no longer sign in with it.",
    );
    await expect(section.getByRole("button", { name: "Connect Microsoft" })).toBeVisible();

    // The last one stays: it is not offered for removal, and the row says why (issue 35; the
    // server's refusal of it is src/server/features/auth's to test).
    await expect(section.getByRole("button", { name: "Remove Discord" })).toHaveCount(0);
    await expect(section.getByRole("listitem").filter({ hasText: "Discord" })).toContainText(
      "Your only way to sign in",
    );
    await expectNoAxeViolations(page);
  });
});

test("refuses to connect an identity that already has its own account", async ({ page, browser }) => {
  const owner = uniquePerson("owner");
  const first = await newPersonPage(browser);
  await signIn(first.page, owner, "Google");
  await first.close();

  await signIn(page, uniquePerson("other"), "Discord");
  await page.goto("/my/settings");
  const section = page.getByRole("region", { name: "Connected accounts" });
  await section.getByRole("button", { name: "Connect Google" }).click();
  await fillLocalSignIn(page, owner, "Google");
  await expect(section.getByRole("status")).toHaveText(
    "This Google account is already connected to another account here. Sign in with it to use that account, or delete that account first.",
  );
  await expect(section.getByRole("button", { name: "Connect Google" })).toBeVisible();
});
