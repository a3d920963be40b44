import type { Page } from "@playwright/test";
import { DEMO_CHECKLISTS } from "#server/features/demo/demo-checklists.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  api,
  expect,
  expectNoAxeViolations,
  NOT_FOUND_RESPONSE,
  signIn,
  signInAsModerator,
  test,
  uniquePerson,
} from "./fixtures.ts";

// Issue 23: no page scrolls sideways at 320 px (WCAG 1.4.10 Reflow) or at 200 % text size
// (1.4.4), and every control meets WCAG 2.2's target size (axe's target-size, on in
// expectNoAxeViolations). Every kind of page, as a guest, a member and a moderator.

test.use({ expectedConsoleErrors: [NOT_FOUND_RESPONSE] });

const demoId = DEMO_CHECKLISTS[0]?.id ?? "";

/** What sticks out past the right edge, to say where a page scrolls sideways. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter(
        (element) =>
          !element.parentElement ||
          element.parentElement.getBoundingClientRect().right <= root.clientWidth + 0.5,
      )
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join(".")} "${element.textContent?.slice(0, 30)}"`,
      );
    return `${root.scrollWidth} > ${root.clientWidth}: ${wide.join(", ")}`;
  });
}

/**
 * Links and controls smaller than 24 × 24 px. Stricter than axe's target-size, which passes a
 * link inside a line of text (the author byline, the settings page's profile link were 16–19 px).
 */
function smallTargets(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=menuitem], [role=tab]",
      ),
    ]
      .filter((element) => element.checkVisibility() && !element.closest(".sr-only"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && (box.width < 24 || box.height < 24))
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
}

/** Each page at 320 px wide, and at 200 % text size at the project's width; then axe. */
async function walk(page: Page, paths: string[]) {
  const problems: string[] = [];
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("no viewport");
  for (const path of paths) {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const narrow = await overflow(page);
    if (narrow) problems.push(`${path} at 320 px: ${narrow}`);
    await page.setViewportSize(viewport);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "200%";
    });
    const large = await overflow(page);
    if (large) problems.push(`${path} at 200 % text: ${large}`);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "";
    });
    for (const target of await smallTargets(page)) problems.push(`${path}: ${target}`);
    await expectNoAxeViolations(page);
  }
  expect(problems).toEqual([]);
}

test("a guest's pages neither scroll sideways nor have small targets", { tag: "@phone" }, async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/");
  const profile = (await api(page, `/api/checklists/${demoId}`)).body as { authorHandle?: string } | null;
  await walk(page, [
    "/",
    "/sign-in",
    "/checklists",
    "/checklists?q=iron&sort=likes",
    `/checklist/${demoId}`,
    `/users/${profile?.authorHandle}`,
    "/about",
    "/help",
    "/legal",
    "/privacy",
    "/rules",
    "/community",
    "/changelog",
    "/no-such-page",
  ]);
});

test("a member's and a moderator's pages neither scroll sideways nor have small targets", {
  tag: "@phone",
}, async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, uniquePerson("wide"));
  await expect(page).toHaveURL(/\/users\//);
  const title = `A rather long checklist title for narrow screens ${Date.now().toString(36)}`;
  const created = await api(
    page,
    "/api/checklists",
    "POST",
    checklistInput({ title, customId: `narrow-${Date.now().toString(36)}` }),
  );
  expect(created.status).toBe(201);
  const id = created.body?.id as string;
  expect((await api(page, `/api/checklists/${demoId}/membership`, "PUT")).status).toBe(200);
  // D68: a collection shared by link, holding the demo checklist.
  const shelf = await api(page, "/api/me/collections", "POST", {
    name: "A rather long collection name for narrow screens",
    description: "Farms and builds to try on the server this season, in no particular order at all.",
    visibility: "link",
  });
  expect(shelf.status).toBe(201);
  expect((await api(page, `/api/collections/${shelf.body?.id}/checklists/${demoId}`, "PUT")).status).toBe(
    200,
  );
  await walk(page, [
    `/checklist/${demoId}`,
    `/checklist/${id}`,
    "/create",
    `/my/edit/${id}`,
    "/my/in-progress",
    "/my/completed",
    "/my/saved",
    "/my/collections",
    `/collections/${shelf.body?.id}`,
    "/my/created",
    "/my/settings",
    "/notifications",
    new URL(page.url()).pathname,
  ]);

  await page.context().clearCookies();
  await signInAsModerator(page);
  await expect(page).toHaveURL(/\/users\//);
  expect(
    (await api(page, `/api/checklists/${id}/messages`, "POST", { body: "A message to wrap." })).status,
  ).toBe(201);
  await walk(page, [
    "/moderation",
    `/moderation/checklists/${id}`,
    "/moderation/analytics",
    "/moderation/reports",
  ]);
});

test("a signed-in player's pages do not scroll sideways at 320 px with 200 % text (issue 35)", {
  tag: "@phone",
}, async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, uniquePerson("zoomed"));
  await expect(page).toHaveURL(/\/users\//);
  expect((await api(page, `/api/checklists/${demoId}/membership`, "PUT")).status).toBe(200);
  const runs = (await api(page, `/api/checklists/${demoId}/runs`)).body as { items: { id: string }[] };
  const problems: string[] = [];
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of [
    "/",
    "/checklists",
    `/checklist/${demoId}`,
    `/checklist/${demoId}?run=${runs.items[0]?.id}`,
    "/my/created",
    "/my/in-progress",
    "/my/settings",
    "/runs/5a4ed000-0000-4000-8000-000000000001",
  ]) {
    await page.goto(path);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "200%";
    });
    await page.waitForLoadState("networkidle");
    const wide = await overflow(page);
    if (wide) problems.push(`${path}: ${wide}`);
  }
  expect(problems).toEqual([]);
});
