import { checklistInput } from "#server/test-support/checklist-input.ts";
import { XSS_PAYLOADS } from "#server/test-support/xss-payloads.ts";
import { LIMITS } from "#shared/limits.ts";
import { addStep, api, expect, expectNoAxeViolations, signIn, test, uniquePerson } from "./fixtures.ts";

const DESCRIPTION =
  "Mine **obsidian** first:\n\n- dig it with a diamond pickaxe\n- carry it home\n\nSee [the wiki](https://minecraft.wiki/w/Beacon)";

test("an author writes a step with bold, a list, a link and two materials; the checklist page shows them", async ({
  page,
}) => {
  await signIn(page, uniquePerson("rich"));
  await page.goto("/create");
  const id = `rich-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await page.getByLabel("Checklist ID").fill(id);
  await page.getByLabel("Title").fill("Build a beacon");
  await page.getByLabel("Description").fill("Everything a full beacon needs.");
  await addStep(page, "Gather the base", DESCRIPTION);
  // The row's 'More' holds its details: the description, then its materials.
  const row = page.locator("li[data-step-index]").last();
  await row.getByRole("button", { name: "Add material" }).click();
  await row.getByLabel("Material 1").fill("Obsidian");
  await row.getByLabel("Count 1", { exact: true }).fill("200");
  await expect(row.getByText("3 stacks + 8")).toBeVisible();
  await row.getByRole("button", { name: "Add material" }).click();
  await row.getByLabel("Material 2").fill("Iron Block");
  await row.getByLabel("Count 2", { exact: true }).fill("9");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(`/checklist/${id}`);

  const main = page.getByRole("main");
  await expect(main.locator("strong", { hasText: "obsidian" })).toBeVisible();
  await expect(
    main.getByRole("listitem").filter({ hasText: /^dig it with a diamond pickaxe$/ }),
  ).toBeVisible();
  const link = main.getByRole("link", { name: "the wiki" });
  await expect(link).toHaveAttribute("href", "https://minecraft.wiki/w/Beacon");
  await expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
  const materials = main.getByRole("list", { name: "Materials" });
  await expect(materials.getByRole("listitem")).toHaveText(["Obsidian: 200 = 3 stacks + 8", "Iron Block: 9"]);
  await expect(main.getByText("**")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe("the server-rendered checklist page", () => {
  test("shows every XSS payload in every field as text, with no markup and no link but https", async ({
    page,
    browser,
  }) => {
    await signIn(page, uniquePerson("payloads"));
    const ids: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const fits = (max: number) => (payload.length <= max ? payload : "plain");
      const created = await api(
        page,
        "/api/checklists",
        "POST",
        checklistInput({
          title: fits(LIMITS.checklistTitle),
          description: payload,
          steps: [
            {
              title: fits(LIMITS.stepTitle),
              description: `${payload}\n\n- *${payload}*`,
              materials: [{ item: fits(LIMITS.materialItem), count: 1 }],
            },
          ],
        }),
      );
      expect(created.status).toBe(201);
      ids.push(created.body?.id ?? "");
    }
    // The author's own pages as the server renders them, read by a browser that runs no script.
    const reader = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const tab = await reader.newPage();
    for (const [index, id] of ids.entries()) {
      const payload = XSS_PAYLOADS[index] ?? "";
      const answer = await tab.goto(`/checklist/${id}`);
      const html = (await answer?.text()) ?? "";
      for (const raw of [
        "<script>alert",
        "<img src=x",
        "<svg/onload",
        'href="javascript:',
        'href="data:',
        'href="http://plain',
      ]) {
        expect(html, `${payload} on its page`).not.toContain(raw);
      }
      const main = tab.getByRole("main");
      // Every element of the content is one the page itself made: none with a handler, no link
      // out but https.
      const hrefs = await main
        .locator("a[href]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      for (const href of hrefs) expect(href).toMatch(/^(\/|https:\/\/)/);
      expect(await main.locator("img[src='x'], svg[onload], script").count()).toBe(0);
      // The payload's text is there, as text, where it fits.
      const shown = payload.startsWith("&lt;") ? "<script>alert(1)</script>" : payload;
      await expect(main.getByText(shown, { exact: true }).first()).toBeAttached();
    }
    await reader.close();
  });
});
