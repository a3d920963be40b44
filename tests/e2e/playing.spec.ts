import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_CHECKLISTS } from "#server/features/demo/demo-checklists.ts";
import {
  awaitingTheApp,
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  handleFromUrl,
  NOT_FOUND_RESPONSE,
  signIn,
  signInAsModerator,
  test,
  uniquePerson,
} from "./fixtures.ts";

interface Summary {
  customId: string;
  title: string;
  stepCount: number;
  authorHandle: string | null;
}

const DEMO_IDS = new Set(DEMO_CHECKLISTS.map((demo) => demo.id));

/**
 * Approved demo checklists, fewest steps first. Only demo ones: other tests running at the same
 * time publish and edit short checklists of their own.
 */
async function shortChecklists(request: APIRequestContext): Promise<Summary[]> {
  const page = await (await request.get("/api/checklists?perPage=50")).json();
  return page.items
    .filter((item: Summary) => DEMO_IDS.has(item.customId))
    .sort((a: Summary, b: Summary) => a.stepCount - b.stepCount);
}

async function signInNewPerson(page: Page, prefix = "player") {
  const person = uniquePerson(prefix);
  await signIn(page, person);
  await expect(page).toHaveURL(/\/users\//);
  return person;
}

test.describe("a whole play-through", () => {
  test("a player joins, ticks steps, keeps them after a reload, completes, and leaves another @postgres", {
    tag: "@smoke",
  }, async ({ page }) => {
    test.slow();
    const [first, second] = await shortChecklists(page.request);
    if (!first || !second) throw new Error("demo content missing");
    await signInNewPerson(page);
    await page.goto(`/checklist/${first.customId}`);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
    await expect(main).toContainText("Progress: 0%");
    await expect(page.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("value", "0");
    const boxes = main.getByRole("checkbox");
    await expect(boxes).toHaveCount(first.stepCount);
    await boxes.nth(0).check();
    const onePercent = Math.round(100 / first.stepCount);
    await expect(main).toContainText(`Progress: ${onePercent}%`);
    await expectPageStructure(page);
    await expectNoAxeViolations(page);

    await page.reload();
    // D49: a step ticked before the page opened is folded into '1 done'. Its boxes are counted
    // once it is open (a press made before the page's code arrives opens it a moment later).
    const fold = main.getByRole("button", { name: "1 done", exact: true });
    await fold.click();
    await expect(fold).toHaveAttribute("aria-expanded", "true");
    await expect(main.getByRole("checkbox").nth(0)).toBeChecked();
    await expect(main).toContainText(`Progress: ${onePercent}%`);

    await page.goto("/my/in-progress");
    const inProgress = page.getByRole("listitem").filter({ hasText: first.title });
    await expect(inProgress).toContainText(`1/${first.stepCount} steps (${onePercent}%)`);
    await expectNoAxeViolations(page);

    await page.goto(`/checklist/${first.customId}`);
    await fold.click();
    await expect(fold).toHaveAttribute("aria-expanded", "true");
    for (let i = 1; i < first.stepCount; i++) await main.getByRole("checkbox").nth(i).check();
    await expect(main).toContainText("Progress: 100%");
    await expect(main).toContainText("Completed");
    await expect(main.getByRole("button", { name: "Leave" })).toHaveCount(0);
    // The page shows each tick at once; the list below is the server's, once the last one arrived.
    await expect
      .poll(async () => {
        const done = (await (await page.request.get("/api/me/completed")).json()) as { items: Summary[] };
        return done.items.some((item) => item.customId === first.customId);
      })
      .toBe(true);

    await page.goto("/my/completed");
    await expect(page.getByRole("listitem").filter({ hasText: first.title })).toBeVisible();
    await page.goto("/my/in-progress");
    await expect(page.getByRole("main")).toContainText("No checklists in progress yet.");

    await page.goto(`/checklist/${second.customId}`);
    await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
    await main.getByRole("checkbox").nth(0).check();
    await expect(main).not.toContainText("Progress: 0%");
    // D37: leaving would clear a tick, so it asks first; Cancel changes nothing.
    await main.getByRole("button", { name: "Leave" }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave checklist" });
    await expect(leave).toContainText(`Leave and clear 1 of ${second.stepCount} ticked steps?`);
    await expectNoAxeViolations(page);
    await leave.getByRole("button", { name: "Cancel" }).click();
    await expect(leave).toHaveCount(0);
    await expect(main.getByRole("checkbox").nth(0)).toBeChecked();
    await main.getByRole("button", { name: "Leave" }).click();
    await leave.getByRole("button", { name: "Leave" }).click();
    await expect(main.getByRole("checkbox")).toHaveCount(0);
    await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
    await expect(main).toContainText("Progress: 0%");
  });
});

test(
  "the join button reads 'Join checklist' at 1280 px and 'Join' at 375 px",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    const [checklist] = await shortChecklists(page.request);
    await signInNewPerson(page);
    await page.goto(`/checklist/${checklist?.customId}`);
    const name = testInfo.project.name === "desktop" ? "Join checklist" : "Join";
    await expect(page.getByRole("main").getByRole("button", { name, exact: true })).toBeVisible();
  },
);

test("a player likes and saves a checklist and finds it under Saved @postgres", async ({ page }) => {
  const [, , checklist] = await shortChecklists(page.request);
  if (!checklist) throw new Error("demo content missing");
  await signInNewPerson(page);
  await page.goto(`/checklist/${checklist.customId}`);
  const main = page.getByRole("main");
  const like = main.getByRole("button", { name: /^Like · \d+$/ });
  const before = Number((await like.textContent())?.match(/\d+/)?.[0]);
  await like.click();
  const liked = main.getByRole("button", { name: /^Liked · \d+$/ });
  await expect(liked).toHaveAttribute("aria-pressed", "true");
  expect(Number((await liked.textContent())?.match(/\d+/)?.[0])).toBe(before + 1);

  // D68: 'Save to…' the collection 'Saved'.
  await main.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Save to…" }).click();
  const dialog = page.getByRole("dialog", { name: "Save to…" });
  const saved = dialog.getByRole("checkbox", { name: /^Saved/ });
  await saved.check();
  await expect(saved).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(main.getByText("Saved", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/my/saved");
  await expect(page.getByRole("heading", { level: 1, name: "Saved checklists" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: checklist.title })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a guest sees sign-in prompts instead of like and save", async ({ page }) => {
  const [checklist] = await shortChecklists(page.request);
  await page.goto(`/checklist/${checklist?.customId}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Login to Start" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Sign in to like this checklist" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Sign in to save favorites" })).toBeVisible();
  await expect(main.getByRole("button", { name: /^Like/ })).toHaveCount(0);
  await expect(main.getByRole("checkbox")).toHaveCount(0);
});

test("profiles show badges, counts and published checklists", async ({ page }) => {
  const [checklist] = await shortChecklists(page.request);
  await page.goto(`/users/${checklist?.authorHandle}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("list", { name: "Badges" })).toContainText("Author");
  await expect(main).toContainText("Total likes");
  await expect(main.getByRole("article").first()).toBeVisible();
  await expectPageStructure(page);
  await expectNoAxeViolations(page);

  await signInAsModerator(page);
  await expect(page).toHaveURL(/\/users\//);
  await expect(page.getByRole("main").getByRole("list", { name: "Badges" })).toContainText("Admin");

  const opened = await page.context().browser()?.newPage();
  if (!opened) throw new Error("no browser");
  const newcomer = awaitingTheApp(opened);
  await signIn(newcomer, uniquePerson("newbie"));
  await expect(newcomer).toHaveURL(/\/users\//);
  await expect(newcomer.getByRole("main")).toContainText("This user has not created any checklists yet.");
  await newcomer.close();
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_RESPONSE] });
  test("a missing profile says 'User not found.'", async ({ page }) => {
    await page.goto("/users/nobody-by-this-name");
    await expect(page.getByRole("heading", { level: 1, name: "User not found." })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("settings: nickname saved, too long refused, handle suffixed; avatar saved or refused @postgres", async ({
  page,
}) => {
  test.slow();
  const taken = await signInNewPerson(page, "taken");
  const takenHandle = handleFromUrl(page);
  await page.context().clearCookies();
  await signInNewPerson(page, "renamer");
  await page.goto("/my/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expectPageStructure(page);
  await expectNoAxeViolations(page);

  const nickname = page.getByRole("textbox", { name: "Nickname" });
  await nickname.fill("x".repeat(25));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("main")).toContainText("Error! Nickname is too long (max length: 24 symbols)");
  await expect(page.getByRole("main")).not.toContainText("Error! Nickname is too long", { timeout: 5000 });

  await nickname.fill("   ");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("main")).toContainText("Please enter a nickname.");
  await nickname.fill("\u200b\u202e\u3164");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("main")).toContainText("Please enter a nickname.");

  await nickname.fill(taken.name);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("main")).toContainText("Nickname updated successfully!");
  await expect(page.getByRole("main").getByRole("link", { name: `/users/${takenHandle}1` })).toBeVisible();

  // No internet here: answer the avatar's address with a tiny image.
  await page.route("https://images.example.com/**", (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#4a4"/></svg>',
    }),
  );
  await page.getByRole("button", { name: "Edit Avatar" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Avatar" });
  await dialog.getByLabel("Set avatar image URL").fill("http://example.com/me.png");
  await expect(dialog).toContainText(`${2048 - 25} characters left`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toContainText("https://");
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Set avatar image URL").fill("https://images.example.com/me.svg");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("main")).toContainText("Avatar updated successfully!");
  await expect(page.getByRole("img", { name: "Your avatar" })).toHaveAttribute(
    "src",
    "https://images.example.com/me.svg",
  );
});
