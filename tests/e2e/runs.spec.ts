import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_CHECKLISTS } from "#server/features/demo/demo-checklists.ts";
import {
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  handleFromUrl,
  newPersonPage,
  signIn,
  stepBox,
  test,
  uniquePerson,
} from "./fixtures.ts";

interface Summary {
  customId: string;
  title: string;
  stepCount: number;
}

const DEMO_IDS = new Set(DEMO_CHECKLISTS.map((demo) => demo.id));
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** An approved demo checklist of a few steps (other tests edit their own, never these). */
async function demoChecklist(request: APIRequestContext, index = 0): Promise<Summary> {
  const page = await (await request.get("/api/checklists?perPage=50")).json();
  const short = page.items
    .filter((item: Summary) => DEMO_IDS.has(item.customId) && item.stepCount >= 3)
    .sort((a: Summary, b: Summary) => a.stepCount - b.stepCount);
  const chosen = short[index];
  if (!chosen) throw new Error("demo content missing");
  return chosen;
}

async function signInNewPerson(page: Page, prefix: string) {
  const person = uniquePerson(prefix);
  await signIn(page, person);
  await expect(page).toHaveURL(/\/users\//);
  return person;
}

test("New run starts a named run, the Run select switches, and Leave ends the run shown (D43)", {
  tag: "@smoke",
}, async ({ page }) => {
  test.slow();
  const checklist = await demoChecklist(page.request);
  await signInNewPerson(page, "runner");
  await page.goto(`/checklist/${checklist.customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await (await stepBox(main, 1)).check();
  await expect(main).toContainText(`(1/${checklist.stepCount} steps)`);
  // With one run there is nothing to switch.
  await expect(main.getByLabel("Run", { exact: true })).toHaveCount(0);

  await main.getByRole("button", { name: "New run" }).click();
  const dialog = page.getByRole("dialog", { name: "New run" });
  await dialog.getByRole("button", { name: "Start run" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Give the run a name.");
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Name").fill("Hardcore #3");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(dialog).toContainText("29 characters left");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Start run" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]run=[0-9a-f-]{36}/);
  const hardcoreUrl = page.url();
  const select = main.getByLabel("Run", { exact: true });
  await expect(select.locator("option:checked")).toHaveText(/^Hardcore #3/);
  await expect(main).toContainText(`(0/${checklist.stepCount} steps)`);
  await (await stepBox(main, 2)).check();
  await expect(main).toContainText(`(1/${checklist.stepCount} steps)`);
  await expectPageStructure(page);
  await expectNoAxeViolations(page);

  // The first run kept its own tick.
  await select.selectOption({ label: `My run · 1/${checklist.stepCount}` });
  // The first run opens with its tick folded (D49).
  await expect(main.getByRole("button", { name: "1 done", exact: true })).toBeVisible();
  await expect(await stepBox(main, 1)).toBeChecked();
  await expect(await stepBox(main, 2)).not.toBeChecked();
  await expect(page).not.toHaveURL(hardcoreUrl);

  // The address keeps the run: a reload (or a copied link) shows it again.
  await page.goto(hardcoreUrl);
  await expect(await stepBox(main, 2)).toBeChecked();
  await expect(await stepBox(main, 1)).not.toBeChecked();

  await page.goto("/my/in-progress");
  const items = page.getByRole("main").getByRole("listitem").filter({ hasText: checklist.title });
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: "Run: Hardcore #3" })).toBeVisible();
  await expect(items.filter({ hasText: "Run: My run" })).toBeVisible();
  await items.filter({ hasText: "Run: Hardcore #3" }).getByRole("link", { name: checklist.title }).click();
  await expect(select.locator("option:checked")).toHaveText(/^Hardcore #3/);

  // Leave ends the run shown, asking first (D37); the first run stays.
  await main.getByRole("button", { name: "Leave" }).click();
  const question = page.getByRole("alertdialog", { name: "Leave run" });
  await expect(question).toContainText(`Leave and clear 1 of ${checklist.stepCount} ticked steps?`);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(await stepBox(main, 2)).toBeChecked();
  await main.getByRole("button", { name: "Leave" }).click();
  await page.getByRole("alertdialog", { name: "Leave run" }).getByRole("button", { name: "Leave" }).click();
  await expect(page).not.toHaveURL(/run=/);
  await expect(main.getByLabel("Run", { exact: true })).toHaveCount(0);
  await expect(await stepBox(main, 1)).toBeChecked();
  await expect(await stepBox(main, 2)).not.toBeChecked();
  await page.goto("/my/in-progress");
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: checklist.title })).toHaveCount(
    1,
  );
});

test("an invite link brings a second player into the run; both tick it and each tick says who (D44)", async ({
  page,
  browser,
}) => {
  test.slow();
  const checklist = await demoChecklist(page.request, 1);
  const host = uniquePerson("host");
  await signIn(page, host);
  const hostHandle = handleFromUrl(page);
  await page.goto(`/checklist/${checklist.customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await (await stepBox(main, 1)).check();
  await expect(main).toContainText(`(1/${checklist.stepCount} steps)`);

  await main.getByRole("button", { name: "Invite friends" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite friends" });
  const field = dialog.getByLabel("Invite link");
  await expect(field).toHaveValue(/\/runs\/[0-9a-f-]{36}\/join\/[A-Za-z0-9_-]{43}$/);
  // D74: the link works for 7 days, and the dialog says until when.
  const until = dialog.getByText(/^Works until /);
  await expect(until).toHaveText(/^Works until .*\d{4}/);
  const expires = Date.parse((await until.locator("time").getAttribute("datetime")) ?? "");
  expect(expires - Date.now()).toBeGreaterThan(7 * DAY - 10 * MINUTE);
  expect(expires - Date.now()).toBeLessThanOrEqual(7 * DAY);
  await expectNoAxeViolations(page);
  const link = await field.inputValue();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const friend = await newPersonPage(browser);
  const friendPage = friend.page;
  // A guest signs in first and comes back to the question.
  await friendPage.goto(link);
  await expect(friendPage).toHaveURL(/\/sign-in/);
  const friendPerson = uniquePerson("friend");
  await signIn(friendPage, friendPerson);
  await expect(friendPage).toHaveURL(new URL(link).pathname);
  await expect(friendPage.getByRole("heading", { level: 1 })).toHaveText(
    `Join ${host.name}'s run of ${checklist.title}?`,
  );
  await expectPageStructure(friendPage);
  await expectNoAxeViolations(friendPage);
  await friendPage.getByRole("button", { name: "Join", exact: true }).click();
  await expect(friendPage).toHaveURL(/\/checklist\/[^?]+\?run=/);
  const friendMain = friendPage.getByRole("main");
  await expect(await stepBox(friendMain, 1)).toBeChecked();
  await expect(friendMain.getByRole("listitem").filter({ hasText: `Ticked by @${hostHandle}` })).toHaveCount(
    1,
  );
  await (await stepBox(friendMain, 2)).check();
  await expect(friendMain).toContainText(`(2/${checklist.stepCount} steps)`);
  const friendHandle = (await (await friendPage.request.get("/api/me")).json()).handle as string;

  // The host sees the friend's tick, who made it, and the run's players.
  await page.reload();
  await expect(await stepBox(main, 2)).toBeChecked();
  const byFriend = main.getByRole("listitem").filter({ hasText: `Ticked by @${friendHandle}` });
  await expect(byFriend).toHaveCount(1);
  await expect(byFriend.locator("time")).toHaveCount(1);
  await expect(main.getByRole("region", { name: /^Players of/ })).toContainText(`@${friendHandle}`);
  await expectNoAxeViolations(page);

  // The friend's In progress lists the run; the host removes the friend, whose tick stays.
  await friendPage.goto("/my/in-progress");
  await expect(
    friendPage.getByRole("main").getByRole("listitem").filter({ hasText: checklist.title }),
  ).toContainText("Run: My run");
  await main.getByRole("button", { name: `Remove @${friendHandle}` }).click();
  await page
    .getByRole("alertdialog", { name: "Remove player" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(main.getByRole("region", { name: /^Players of/ })).toHaveCount(0);
  await expect(await stepBox(main, 2)).toBeChecked();
  await friend.close();
});

test("'Invite friends' shares the link through the system share sheet where the device has one", async ({
  page,
}) => {
  // A phone's share sheet, as the page meets it: navigator.share takes the link.
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, "share", { value: async (data: unknown) => void shared.push(data) });
    Object.defineProperty(navigator, "canShare", { value: () => true });
  });
  const checklist = await demoChecklist(page.request, 2);
  await signIn(page, uniquePerson("sharer"));
  await page.goto(`/checklist/${checklist.customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await main.getByRole("button", { name: "Invite friends" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite friends" });
  await expect(dialog.getByLabel("Invite link")).toHaveValue(/\/join\//);
  await dialog.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { shared: { title: string; url: string }[] }).shared),
    )
    .toEqual([
      {
        title: `Join my run of ${checklist.title}`,
        url: await dialog.getByLabel("Invite link").inputValue(),
      },
    ]);
});
