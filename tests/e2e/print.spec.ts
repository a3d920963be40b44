import { checklistInput } from "#server/test-support/checklist-input.ts";
import { expect, publishApproved, test } from "./fixtures.ts";

// D53: a checklist prints its steps on as few pages as they fit: the site's header, footer,
// menus and buttons stay off the paper, and the steps run in two columns.

/** A PDF's pages: each page object is one '/Type /Page' (not '/Pages'). */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test("a checklist of 120 steps in 6 sections prints on at most 4 A4 pages, with nothing but the checklist", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "printing does not depend on the screen's width");
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const checklist = await publishApproved(
    browser,
    checklistInput({
      customId: `print-${stamp}`,
      title: `Modpack guide ${stamp}`,
      steps: undefined,
      sections: Array.from({ length: 6 }, (_, s) => ({
        title: `Chapter ${s + 1}`,
        steps: Array.from({ length: 20 }, (_, i) => ({
          title: `Step ${s * 20 + i + 1}: gather what the next part needs`,
          description: i % 5 === 0 ? "Keep a chest of it by the base." : "",
          materials: i % 7 === 0 ? [{ item: "Iron Ingot", count: 24 }] : [],
        })),
      })),
    }),
  );

  await page.goto(`/checklist/${checklist.customId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Modpack guide ${stamp}`);
  // The More menu's 'Print' opens the browser's print dialog.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "");
  });
  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Print" }).click();
  await expect(page.locator("body[data-printed]")).toHaveCount(1);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "More" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Chapter 6" })).toBeVisible();
  await expect(page.getByText("Step 120: gather what the next part needs")).toBeVisible();

  const pdf = await page.pdf({ format: "A4", printBackground: false });
  const pages = pageCount(pdf);
  expect(pages).toBeGreaterThan(0);
  expect(pages).toBeLessThanOrEqual(4);
});
