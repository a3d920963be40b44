import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18nFor } from "#server/i18n/catalogs.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import { XSS_PAYLOADS } from "#server/test-support/xss-payloads.ts";
import type { Checklist } from "#shared/contracts/checklists.ts";
import { LIMITS } from "#shared/limits.ts";
import { USER_LINK_REL } from "#web/components/rich-text.tsx";
import { I18nProvider } from "#web/lib/i18n.tsx";
import { StepDetails } from "./step-details.tsx";

/** Rendered as the server renders a page: with the English catalog. */
const inEnglish = (element: ReactElement) =>
  renderToStaticMarkup(<I18nProvider value={i18nFor("en")}>{element}</I18nProvider>);

/** Tags and hrefs of rendered HTML: only what the subset allows, only https links. */
function expectSafe(html: string) {
  const allowed = ["div", "p", "ul", "ol", "li", "strong", "em", "code", "a", "span"];
  const tags = [...html.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1]?.toLowerCase() ?? "");
  expect(tags.filter((tag) => !allowed.includes(tag))).toEqual([]);
  // A handler attribute inside a tag (the payload's own "onerror=" is escaped text, outside any tag).
  expect(html).not.toMatch(/<[^>]*\son[a-z]+=/i);
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\//);
}

describe("step text is never markup (D51)", () => {
  let t: TestApp;
  let author: BrowserClient;

  beforeAll(async () => {
    t = await startTestApp("pglite", { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    author = await quickPerson(t, "Payload Author");
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(XSS_PAYLOADS)("shows %j as text in every field of a step", async (payload) => {
    const fits = (max: number) => (payload.length <= max ? payload : "plain");
    const input = checklistInput({
      title: fits(LIMITS.checklistTitle),
      description: payload,
      steps: [
        {
          title: fits(LIMITS.stepTitle),
          description: `${payload}\n\n- ${payload}\n\n**${payload}** [ok](https://minecraft.wiki)`,
          materials: [{ item: fits(LIMITS.materialItem), count: 70 }],
        },
      ],
    });
    const created = await author.request("/api/checklists", { method: "POST", json: input });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Checklist;
    const checklist = (await (await author.request(`/api/checklists/${id}`)).json()) as Checklist;
    const step = checklist.steps[0];
    if (!step) throw new Error("no step");
    const html = inEnglish(<StepDetails step={step} />);
    expectSafe(html);
    // The one real link, opened as D51 says; the payload's text is there, escaped.
    expect(html).toContain(`<a href="https://minecraft.wiki" rel="${USER_LINK_REL}"`);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain("1 stack + 6");
    expect(html).not.toContain("<script");
  });
});

describe("a step's game link (D61)", () => {
  it("shows its kind and name after the site's own mark", () => {
    const base = { id: "s1", title: "Mine", description: "", materials: [], descriptionBlocks: [] };
    const advancement = inEnglish(
      <StepDetails
        step={{
          ...base,
          link: { kind: "advancement", advancement: "minecraft:story/mine_stone", name: "Stone Age" },
        }}
      />,
    );
    expect(advancement).toContain("Advancement: Stone Age");
    expect(advancement).toContain("data-game-link-mark");
    const statistic = inEnglish(
      <StepDetails
        step={{
          ...base,
          link: {
            kind: "statistic",
            statistic: "minecraft:mined",
            target: "minecraft:diamond_ore",
            atLeast: 64,
            name: "Mined: Diamond Ore ≥ 64",
          },
        }}
      />,
    );
    expect(statistic).toContain("Statistic: Mined: Diamond Ore ≥ 64");
  });
});
