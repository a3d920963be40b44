import type { APIRequestContext } from "@playwright/test";
import { DEMO_CHECKLISTS } from "#server/features/demo/demo-checklists.ts";
import { expect, expectNoAxeViolations, signIn, test, uniquePerson } from "./fixtures.ts";

const DEMO_IDS = new Set(DEMO_CHECKLISTS.map((demo) => demo.id));
const TOKEN = `${"k".repeat(60)}Wxyz`;
// Nothing is posted: the run gets no milestone after the address is set.
const ADDRESS = `https://discord.com/api/webhooks/987654321098765432/${TOKEN}`;

// The address refused on purpose: its 422.
test.use({ expectedConsoleErrors: [/status of 422/] });

async function demoChecklist(request: APIRequestContext) {
  const page = await (await request.get("/api/checklists?perPage=50")).json();
  const chosen = page.items.find((item: { customId: string; stepCount: number }) =>
    DEMO_IDS.has(item.customId),
  );
  if (!chosen) throw new Error("demo content missing");
  return chosen as { id: string; customId: string };
}

test("the owner sets the run's Discord webhook address and sees it only masked (D72)", {
  tag: "@phone",
}, async ({ page }) => {
  test.slow();
  const checklist = await demoChecklist(page.request);
  await signIn(page, uniquePerson("discord"));
  await expect(page).toHaveURL(/\/users\//);
  await page.goto(`/checklist/${checklist.customId}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: /^Join( checklist)?$/ }).click();
  await expect(main.getByRole("checkbox").first()).toBeVisible();

  await main.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Share progress" }).click();
  const dialog = page.getByRole("dialog", { name: "Share progress" });
  const field = dialog.getByLabel("Discord webhook address");
  await expect(field).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Remove" })).toHaveCount(0);

  await field.fill("https://evil.example/api/webhooks/1/2");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(/Paste the webhook address Discord gives you/)).toBeVisible();

  await field.fill(ADDRESS);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText(/^Saved\. The run's milestones will be posted/)).toBeVisible();
  await expect(field).toHaveValue("");
  await expect(dialog).toContainText("…/api/webhooks/9876…/••••Wxyz");
  await expect(dialog).not.toContainText(TOKEN);
  await expectNoAxeViolations(page);
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.width <= viewport.width).toBe(true);

  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(dialog.getByText(/^Removed\. Nothing more is posted/)).toBeVisible();
  await expect(dialog).not.toContainText("/api/webhooks/9876");
});
