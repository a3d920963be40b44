import type { Page } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  api,
  approveAs,
  expect,
  expectNoAxeViolations,
  expectPageStructure,
  publishApprovedKeepingPages,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

// D69 · A home for you: signed in, the home page shows Continue, New from creators you follow,
// Updated guides you play and Your friends' runs, rendered on the server; signed out it is as it was.

const SECTIONS = [
  "Continue",
  "New from creators you follow",
  "Updated guides you play",
  "Your friends' runs",
];

/** No part of the page wider than the screen (320 px is the narrowest phone we serve). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test("a signed-in player's home: their four sections, rendered on the server, with 'Show more'", {
  tag: "@phone",
}, async ({ page, browser }) => {
  test.slow();
  const input = checklistInput({
    customId: `home-guide-${Date.now().toString(36)}`,
    title: "Home for you guide",
    steps: [{ title: "Find a cave" }, { title: "Mine iron ore" }, { title: "Smelt iron ingots" }],
  });
  const created = await publishApprovedKeepingPages(browser, input);
  const { author, moderator } = created;
  const authorHandle = ((await api(author.page, "/api/me")).body as { handle?: string } | null)?.handle;

  await signIn(page, uniquePerson("home"));
  await expect(page).toHaveURL(/\/users\//);
  expect((await api(page, `/api/users/${authorHandle}/follow`, "PUT")).status).toBe(200);
  // Six runs in progress: the author's guide and five of the site's.
  const demo = (await api(page, "/api/checklists?sort=newest&perPage=20")).body as unknown as {
    items: { id: string; customId: string }[];
  };
  const others = demo.items.filter((item) => item.id !== created.id).slice(0, 5);
  for (const item of others) {
    expect((await api(page, `/api/checklists/${item.id}/membership`, "PUT")).status).toBe(200);
  }
  expect((await api(page, `/api/checklists/${created.id}/membership`, "PUT")).status).toBe(200);

  // The author shares a run of their guide by link, then edits the guide (approved).
  const run = (
    await api(author.page, `/api/checklists/${created.id}/runs`, "POST", { name: "Author's world" })
  ).body as { id: string };
  expect((await api(author.page, `/api/runs/${run.id}`, "PATCH", { visibility: "link" })).status).toBe(200);
  const [cave, iron] = created.steps;
  const edit = {
    ...input,
    steps: [
      { id: cave?.id, title: "Find a cave" },
      { id: iron?.id, title: "Mine iron ore with a stone pickaxe" },
      { title: "Build a furnace" },
    ],
  };
  expect((await api(author.page, `/api/checklists/${created.id}`, "PATCH", edit)).status).toBe(200);
  await approveAs(moderator.page, created.id);

  // The server's HTML already holds the sections and their entries (D29).
  const html = await (await page.request.get("/")).text();
  for (const heading of ["Continue", "New from creators you follow", "Updated guides you play"]) {
    expect(html).toContain(heading);
  }
  expect(html).toContain("Your friends&#x27; runs");
  expect(html).toContain("Author&#x27;s world");

  // It hydrates from that data, asking for none of it again.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/me/home") asked.push(request.url());
  });
  await page.goto("/");
  const main = page.getByRole("main");
  for (const name of SECTIONS) await expect(main.getByRole("region", { name })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);

  const continuing = main.getByRole("region", { name: "Continue" });
  await expect(continuing.getByRole("heading", { level: 3 })).toHaveCount(5);
  await expect(continuing.getByRole("heading", { level: 3 }).first()).toHaveText("Home for you guide");
  await expect(continuing.getByRole("link", { name: "All checklists in progress (6)" })).toBeVisible();
  await continuing.getByRole("button", { name: "Show more" }).click();
  await expect(continuing.getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(continuing.getByRole("button", { name: "Show more" })).toHaveCount(0);

  const following = main.getByRole("region", { name: "New from creators you follow" });
  await expect(following.getByRole("heading", { level: 3, name: "Home for you guide" })).toBeVisible();
  const updated = main.getByRole("region", { name: "Updated guides you play" });
  await expect(updated).toContainText("Home for you guide");
  await expect(updated).toContainText("3 steps changed since you started");
  const friends = main.getByRole("region", { name: "Your friends' runs" });
  await expect(friends).toContainText("Author's world");
  await expect(friends.getByRole("progressbar", { name: "Progress of Home for you guide" })).toBeVisible();

  await expectPageStructure(page);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);

  // A friend's run opens on its shared page.
  await friends.getByRole("link", { name: "Home for you guide" }).click();
  await expect(page).toHaveURL(`/runs/${run.id}`);
  await author.close();
  await moderator.close();
});

test("a newcomer's home says what fills each section; a guest's home has none of them", {
  tag: "@phone",
}, async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured checklists" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get started" })).toBeVisible();
  for (const name of SECTIONS) await expect(page.getByRole("region", { name })).toHaveCount(0);

  await signIn(page, uniquePerson("newcomer"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: "Continue" })).toContainText("Nothing in progress yet.");
  await expect(main.getByRole("region", { name: "New from creators you follow" })).toContainText(
    "Follow creators to see their new guides here",
  );
  await expect(main.getByRole("region", { name: "Updated guides you play" })).toContainText(
    "No guide you play has changed since you started.",
  );
  await expect(main.getByRole("region", { name: "Your friends' runs" })).toContainText("No runs shared yet.");
  await expect(main.getByRole("button", { name: "Show more" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await main.getByRole("link", { name: "Find a checklist to play" }).click();
  await expect(page).toHaveURL("/checklists");
});
