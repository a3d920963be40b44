import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import {
  api,
  expect,
  expectNoAxeViolations,
  publishApproved,
  signIn,
  test,
  uniquePerson,
} from "./fixtures.ts";

// D53: 'Export as Markdown' and 'Export as JSON' in the checklist page's More menu download the
// checklist as a file; a player who plays it gets their run's ticks in it. Both widths.

async function exported(page: Page, item: "Export as Markdown" | "Export as JSON") {
  await page.getByRole("button", { name: "More" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent("download");
  await menu.getByRole("menuitem", { name: item }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
}

test("a checklist downloads as Markdown and JSON, with the player's ticks", async ({ page, browser }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const checklist = await publishApproved(
    browser,
    checklistInput({
      customId: `export-${stamp}`,
      title: `Export me ${stamp}`,
      steps: undefined,
      sections: [
        { title: "Early game", steps: [{ title: "Punch a tree" }, { title: "Make a crafting table" }] },
        { title: "Mining", steps: [{ title: "Find iron", materials: [{ item: "Iron Ore", count: 24 }] }] },
      ],
    }),
  );

  // A guest exports the checklist as it is.
  await page.goto(`/checklist/${checklist.customId}`);
  const plain = await exported(page, "Export as Markdown");
  expect(plain.name).toBe(`${checklist.customId}.md`);
  expect(plain.text).toContain(`# Export me ${stamp}\n`);
  expect(plain.text).toContain("## Early game\n\n- [ ] Punch a tree\n- [ ] Make a crafting table\n");
  expect(plain.text).toContain("## Mining\n\n- [ ] Find iron\n  Materials: Iron Ore × 24\n");
  await expect(page).toHaveURL(new RegExp(`/checklist/${checklist.customId}$`));

  // A player's export carries their ticks.
  await signIn(page, uniquePerson("exporter"));
  expect((await api(page, `/api/checklists/${checklist.id}/membership`, "PUT")).status).toBe(200);
  const first = checklist.steps[0]?.id;
  expect((await api(page, `/api/checklists/${checklist.id}/steps/${first}/done`, "PUT")).status).toBe(200);
  await page.goto(`/checklist/${checklist.customId}`);
  const played = await exported(page, "Export as Markdown");
  expect(played.name).toBe(`${checklist.customId}-progress.md`);
  expect(played.text).toContain("- [x] Punch a tree\n- [ ] Make a crafting table\n");
  const json = await exported(page, "Export as JSON");
  expect(json.name).toBe(`${checklist.customId}-progress.json`);
  const file = JSON.parse(json.text) as {
    id: string;
    completedStepIds: string[];
    sections: { title: string }[];
  };
  expect(file.id).toBe(checklist.id);
  expect(file.completedStepIds).toEqual([first]);
  expect(file.sections.map((section) => section.title)).toEqual(["Early game", "Mining"]);
});
