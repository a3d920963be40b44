import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { IMPORT_MARKDOWN_MAX } from "#shared/checklist-markdown-reader.ts";

describe.each(testEngines())("D53 import on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;

  const importing = (markdown: unknown) =>
    author.request("/api/checklist-imports", { method: "POST", json: { markdown } });
  const stored = async () =>
    rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from checklists`))[0]?.n;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    author = await signedIn(t.url, "Ivo Importer");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers what a task list reads as, sections and materials included, and stores nothing", async () => {
    const response = await importing(
      "# Iron farm\n\nA farm for iron.\n\n## Gather\n\n- [ ] Collect beds\n  Three villagers.\n  Materials: White Bed × 3\n",
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      title: "Iron farm",
      description: "A farm for iron.",
      sections: [
        {
          title: "Gather",
          steps: [
            {
              title: "Collect beds",
              description: "Three villagers.",
              materials: [{ item: "White Bed", count: 3 }],
            },
          ],
        },
      ],
    });
    expect(await stored()).toBe(0);
  });

  it("refuses, naming the line, what it cannot read or the create form would refuse", async () => {
    for (const [markdown, line] of [
      ["- [ ] One\n\nStray words", 3],
      [`- [ ] A\n- [ ] ${"x".repeat(61)}`, 2],
      ["- [ ] A\n  Materials: Stone × 100001", 1],
    ] as const) {
      const response = await importing(markdown);
      expect(response.status).toBe(422);
      const { error } = await response.json();
      expect(error).toMatchObject({ code: "validation_failed", field: "markdown" });
      expect(error.message).toMatch(new RegExp(`^Line ${line}: `));
    }
    const empty = await importing("# Just a title\n\n");
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.message).toBe(
      "No steps found. Write each step on a line of its own, as '- [ ] Step title'.",
    );
    expect(await stored()).toBe(0);
  });

  it("reads a notes app's list: Google Keep's boxes, bullets and plain lines (issue 35)", async () => {
    for (const markdown of [
      "☐ Get wool\n☑ Get planks\n",
      "• Get wool\n• Get planks",
      "Get wool\n\nGet planks\n",
    ]) {
      const response = await importing(markdown);
      expect(response.status).toBe(200);
      const { steps } = await response.json();
      expect(steps.map((step: { title: string }) => step.title)).toEqual(["Get wool", "Get planks"]);
    }
    expect(await stored()).toBe(0);
  });

  it("refuses a text over the limit, one with a NUL, and a body that is not one", async () => {
    for (const markdown of ["- [ ] A".padEnd(IMPORT_MARKDOWN_MAX + 1, "a"), "- [ ] A\u0000", 42, undefined]) {
      const response = await importing(markdown);
      expect(response.status).toBe(422);
      expect((await response.json()).error.field).toBe("markdown");
    }
  });
});
