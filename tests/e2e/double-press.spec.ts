import type { Browser, Locator, Page } from "@playwright/test";
import { DEMO_CHECKLISTS } from "#server/features/demo/demo-checklists.ts";
import {
  addStep,
  api,
  expect,
  newPersonPage,
  signIn,
  signInAsModerator,
  submitChecklist,
  test,
  uniquePerson,
} from "./fixtures.ts";

// Issue 23, finding 8: a double press acts once. Two ways a double press reaches a button:
// the server answers between the two taps (the button may already mean the opposite), or the
// second tap comes while the first is still under way.

/** The requests the page sends to `path` (a regular expression) with `method`. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/** Answers of `path` arrive `ms` later: the first press is still under way at the second. */
async function slowDown(page: Page, path: RegExp, ms = 600) {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

/**
 * One double press at the target's centre (the second press carries click count 2, as the
 * browser reports a double click or double tap); `between` runs between the two presses.
 */
async function doublePress(page: Page, target: Locator, between: () => Promise<unknown>) {
  const box = await target.boundingBox();
  if (!box) throw new Error("target not visible");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down({ clickCount: 1 });
  await page.mouse.up({ clickCount: 1 });
  await between();
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

async function signedIn(browser: Browser, prefix: string) {
  const handle = await newPersonPage(browser);
  await signIn(handle.page, uniquePerson(prefix));
  await expect(handle.page).toHaveURL(/\/users\//);
  return handle;
}

/** A demo checklist of its own for this test (approved, with a like count). */
function demoChecklist(index: number) {
  const demo = DEMO_CHECKLISTS[index];
  if (!demo) throw new Error("demo content missing");
  return demo.id;
}

test("a double press on Join joins, on Leave leaves, on Like likes once, on Save saves once", async ({
  page,
}) => {
  test.slow();
  await signIn(page, uniquePerson("doubler"));
  await expect(page).toHaveURL(/\/users\//);
  const id = demoChecklist(1);
  await page.goto(`/checklist/${id}`);
  const main = page.getByRole("main");

  const joins = countRequests(page, "PUT", /\/membership$/);
  const leaves = countRequests(page, "DELETE", /\/membership$/);
  const join = main.getByRole("button", { name: /^Join( checklist)?$/ });
  // The server answers before the second tap: the button now reads 'Leave' under the finger.
  await doublePress(page, join, () => expect(main.getByRole("button", { name: "Leave" })).toBeVisible());
  await page.waitForTimeout(500);
  expect(joins).toHaveLength(1);
  expect(leaves).toHaveLength(0);
  await expect(main.getByRole("button", { name: "Leave" })).toBeVisible();
  expect((await api(page, `/api/checklists/${id}`)).body).toMatchObject({ joined: true });

  await doublePress(page, main.getByRole("button", { name: "Leave" }), () => expect(join).toBeVisible());
  await page.waitForTimeout(500);
  expect(leaves).toHaveLength(1);
  expect(joins).toHaveLength(1);
  expect((await api(page, `/api/checklists/${id}`)).body).toMatchObject({ joined: false });

  const likes = countRequests(page, "PUT", /\/like$/);
  const unlikes = countRequests(page, "DELETE", /\/like$/);
  const like = main.getByRole("button", { name: /^Like · \d+$/ });
  const before = Number((await like.textContent())?.match(/\d+/)?.[0]);
  await doublePress(page, like, () => expect(main.getByRole("button", { name: /^Liked/ })).toBeVisible());
  await page.waitForTimeout(500);
  expect(likes).toHaveLength(1);
  expect(unlikes).toHaveLength(0);
  await expect(main.getByRole("button", { name: `Liked · ${before + 1}` })).toBeVisible();

  // D68: Save is a box in 'Save to…'; a double press on 'Saved' puts it there once.
  const entry = /\/api\/collections\/[^/]+\/checklists\/[^/]+$/;
  const saves = countRequests(page, "PUT", entry);
  const unsaves = countRequests(page, "DELETE", entry);
  await slowDown(page, entry);
  await main.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Save to…" }).click();
  const saved = page.getByRole("dialog", { name: "Save to…" }).getByRole("checkbox", { name: /^Saved/ });
  await saved.dblclick();
  await expect(saved).toBeChecked();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(main.getByText("Saved", { exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  expect(saves).toHaveLength(1);
  expect(unsaves).toHaveLength(0);
});

test("a double press on Publish creates one checklist; on Send sends one message", async ({ page }) => {
  test.slow();
  await signIn(page, uniquePerson("publisher"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/create");
  const id = `double-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.getByLabel("Checklist ID").fill(id);
  await page.getByLabel("Title").fill(`Double ${id}`);
  await page.getByLabel("Description").fill("A checklist published with a double press.");
  await addStep(page, "Press once");

  const creates = countRequests(page, "POST", /^\/api\/checklists$/);
  await slowDown(page, /^\/api\/checklists$/);
  await page.getByRole("button", { name: "Publish", exact: true }).dblclick();
  await expect(page).toHaveURL(`/checklist/${id}`);
  await page.waitForTimeout(500);
  expect(creates).toHaveLength(1);
  const mine = await api(page, "/api/me/checklists?perPage=50");
  const items = (mine.body as unknown as { items: { title: string }[] }).items;
  expect(items.filter((item) => item.title === `Double ${id}`)).toHaveLength(1);

  // The checklist waits for review: its author writes to the moderators.
  const main = page.getByRole("main");
  const sends = countRequests(page, "POST", /\/messages$/);
  await main.getByRole("textbox", { name: "Message" }).fill("Sent with a double press.");
  const send = main.getByRole("button", { name: "Send" });
  // The server answers between the taps (the field is empty again), and when it is slow.
  await doublePress(page, send, () => expect(main.getByRole("textbox", { name: "Message" })).toHaveValue(""));
  await page.waitForTimeout(300);
  await expect(main).not.toContainText("Write a message first.");
  expect(sends).toHaveLength(1);
  await main.getByRole("textbox", { name: "Message" }).fill("Sent while the first was on its way.");
  await slowDown(page, /\/messages$/);
  await send.dblclick();
  await expect(main.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await page.waitForTimeout(500);
  expect(sends).toHaveLength(2);
  const messages = main.getByRole("region", { name: "Messages" }).getByRole("listitem");
  await expect(messages).toHaveCount(2);
  await expect(main).not.toContainText("Write a message first.");
});

test("a moderator's double press on Approve approves once; on Reject rejects once", async ({
  page,
  browser,
}) => {
  test.slow();
  const author = await signedIn(browser, "twice");
  const submitted: string[] = [];
  for (const title of [
    `Approve twice ${Date.now().toString(36)}`,
    `Reject twice ${Date.now().toString(36)}`,
  ]) {
    submitted.push(await submitChecklist(author.page, title));
  }
  const [approveId, rejectId] = submitted;
  await signInAsModerator(page);
  await expect(page).toHaveURL(/\/users\//);

  const approvals = countRequests(page, "POST", /\/approve$/);
  await slowDown(page, /\/approve$/);
  await page.goto(`/moderation/checklists/${approveId}`);
  await page.getByRole("button", { name: "Approve", exact: true }).dblclick();
  await expect(page).toHaveURL("/moderation");
  await expect(page.getByRole("main")).toContainText("Approved");
  expect(approvals).toHaveLength(1);

  const rejections = countRequests(page, "POST", /\/reject$/);
  await slowDown(page, /\/reject$/);
  await page.goto(`/moderation/checklists/${rejectId}`);
  await page.getByRole("button", { name: "Reject", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Reject this checklist?" });
  await confirm.getByLabel("Reason (required)").fill("Rejected with a double press.");
  await confirm.getByRole("button", { name: "Reject" }).dblclick();
  await expect(page).toHaveURL("/moderation");
  await expect(page.getByRole("main")).toContainText("Rejected");
  expect(rejections).toHaveLength(1);

  // The log says each once.
  const review = await api(page, `/api/moderation/checklists/${rejectId}`);
  const history = (review.body as unknown as { history: { action: string }[] }).history;
  expect(history.filter((entry) => entry.action === "reject")).toHaveLength(1);
  const approved = await api(page, `/api/moderation/checklists/${approveId}`);
  const approvedHistory = (approved.body as unknown as { history: { action: string }[] }).history;
  expect(approvedHistory.filter((entry) => entry.action === "approve")).toHaveLength(1);
  await author.close();
});

test("a double press on Settings' 'Save changes' saves the nickname once", async ({ page }) => {
  await signIn(page, uniquePerson("renamer"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/my/settings");
  const saves = countRequests(page, "PATCH", /^\/api\/me$/);
  await slowDown(page, /^\/api\/me$/);
  await page.getByRole("textbox", { name: "Nickname" }).fill(`Twice ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Save changes" }).dblclick();
  await expect(page.getByRole("main")).toContainText("Nickname updated successfully!");
  await page.waitForTimeout(500);
  expect(saves).toHaveLength(1);
});
