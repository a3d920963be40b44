import type { Browser } from "@playwright/test";
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

// D67: following a creator from a checklist's byline and from their profile, and the
// notification their next approved guide brings.

async function signedInPage(browser: Browser, person?: { name: string; email: string }) {
  const handle = await newPersonPage(browser);
  await handle.page.goto("/");
  if (person) await signIn(handle.page, person);
  else await signInAsModerator(handle.page);
  await expect(handle.page).toHaveURL(/\/users\//);
  return handle;
}

/** A creator with one approved guide, and the moderator who approved it (both pages open). */
async function creatorWithAGuide(browser: Browser) {
  const person = uniquePerson("creator");
  const creator = await signedInPage(browser, person);
  const moderator = await signedInPage(browser);
  const title = `Follow farm ${Date.now().toString(36)}`;
  const id = await submitChecklist(creator.page, title);
  await approveAs(moderator.page, id);
  const me = (await api(creator.page, "/api/me")).body as { handle?: string } | null;
  const handle = me?.handle ?? "";
  return { person, creator, moderator, id, handle };
}

test("a guest follows from a checklist's byline after signing in, and hears of the creator's next guide", async ({
  page,
  browser,
}) => {
  test.slow();
  const { person, creator, moderator, id } = await creatorWithAGuide(browser);

  await page.goto(`/checklist/${id}`);
  const byline = page.getByRole("main");
  const guestFollow = byline.getByRole("link", { name: "Follow · 0 followers" });
  await expect(guestFollow).toBeVisible();
  await guestFollow.click();
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, uniquePerson("follower"));
  await expect(page).toHaveURL(`/checklist/${id}`);

  const follow = byline.getByRole("button", { name: "Follow · 0 followers" });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  const following = byline.getByRole("button", { name: "Following · 1 follower" });
  await expect(following).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  // The creator's next guide, approved: the follower is told once.
  const next = `Second farm ${Date.now().toString(36)}`;
  const nextId = await submitChecklist(creator.page, next);
  await approveAs(moderator.page, nextId);
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByRole("banner").getByRole("link", { name: "Notifications 1 unread" })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  await page.goto("/notifications");
  const entry = page.getByRole("main").getByRole("listitem").first();
  await expect(entry).toContainText(`${person.name} published “${next}”.`);
  await expectNoAxeViolations(page);
  await entry.getByRole("link", { name: `Open “${next}”` }).click();
  await expect(page.getByRole("heading", { level: 1, name: next })).toBeVisible();
  await creator.close();
  await moderator.close();
});

test("the profile's Follow, 'Notify me' and the followers list fit the screen", { tag: "@phone" }, async ({
  page,
  browser,
}) => {
  test.slow();
  const { person, creator, moderator, handle } = await creatorWithAGuide(browser);
  await moderator.close();
  const follower = uniquePerson("fan");
  await page.goto("/");
  await signIn(page, follower);
  await page.goto(`/users/${handle}`);
  await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();

  const follow = page.getByRole("button", { name: "Follow · 0 followers" });
  await expect(follow).toBeInViewport();
  await follow.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Following · 1 follower" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const notify = page.getByRole("checkbox", { name: "Notify me of their new guides" });
  await expect(notify).toBeChecked();
  await notify.uncheck();
  await expect(notify).not.toBeChecked();
  expect((await api(page, `/api/users/${handle}`)).body).toMatchObject({
    following: true,
    followNotify: false,
  });
  const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "1 follower" }).click();
  await expect(page).toHaveURL(`/users/${handle}/followers`);
  await expect(page.getByRole("main").getByRole("link", { name: follower.name })).toBeVisible();
  // Loaded on its own, the page arrives rendered by the server.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Followers of @${handle}` })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: follower.name })).toBeVisible();
  await expectNoAxeViolations(page);

  // Settings: off for everyone followed.
  await page.goto("/my/settings");
  const all = page.getByRole("checkbox", { name: "New guides from people I follow" });
  await expect(all).toBeChecked();
  await all.uncheck();
  await expect(page.getByRole("status").filter({ hasText: "will not notify you" })).toBeVisible();
  expect((await api(page, "/api/me/follow-settings")).body).toEqual({ notifyNewGuides: false });
  await creator.close();
});
