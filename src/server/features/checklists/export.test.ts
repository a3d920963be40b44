import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { Checklist } from "#shared/contracts/checklists.ts";
import type { RunList } from "#shared/contracts/runs.ts";

describe.each(testEngines())("D53 export on %s", (engine) => {
  let t: TestApp;
  let alice: BrowserClient;
  let bob: BrowserClient;
  let moderator: BrowserClient;
  let checklist: Checklist;
  let other: Checklist;

  const guest = (path: string) => fetch(`${t.url}${path}`);
  const exportPath = (c: Checklist, query = "") => `/api/checklists/${c.customId}/export${query}`;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    [alice, bob, moderator] = await Promise.all([
      signedIn(t.url, "Ella Exporter"),
      signedIn(t.url, "Pia Player"),
      signedIn(t.url, "Mona Moderator", "moderator"),
    ]);
    const create = async (body: unknown): Promise<Checklist> => {
      const response = await alice.request("/api/checklists", { method: "POST", json: body });
      expect(response.status, await response.clone().text()).toBe(201);
      return response.json();
    };
    checklist = await create(
      checklistInput({
        title: "Iron farm",
        description: "A farm for **iron**.",
        steps: undefined,
        sections: [
          {
            title: "Gather",
            steps: [
              {
                title: "Collect beds",
                description: "Three villagers need a bed each.\n\nAny colour.",
                materials: [{ item: "White Bed", count: 3 }],
              },
              { title: "Find a zombie", description: "" },
            ],
          },
          { title: "Build", steps: [{ title: "Place the hoppers", description: "" }] },
        ],
      }),
    );
    other = await create(checklistInput());
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is its author's and moderators' only while under review", async () => {
    expect((await guest(exportPath(checklist))).status).toBe(404);
    expect((await bob.request(exportPath(checklist))).status).toBe(404);
    expect((await alice.request(exportPath(checklist))).status).toBe(200);
    expect((await moderator.request(exportPath(checklist))).status).toBe(200);
  });

  it("exports an approved checklist to anyone as a Markdown task list, a file to download", async () => {
    for (const c of [checklist, other]) {
      expect(
        (await moderator.request(`/api/moderation/checklists/${c.id}/approve`, { method: "POST" })).status,
      ).toBe(200);
    }
    const response = await guest(exportPath(checklist));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${checklist.customId}.md"`,
    );
    expect(await response.text()).toBe(
      [
        "# Iron farm",
        "",
        "A farm for **iron**.",
        "",
        "## Gather",
        "",
        "- [ ] Collect beds",
        "  Three villagers need a bed each.",
        "",
        "  Any colour.",
        "  Materials: White Bed × 3",
        "- [ ] Find a zombie",
        "",
        "## Build",
        "",
        "- [ ] Place the hoppers",
        "",
      ].join("\n"),
    );
  });

  it("exports the API's Checklist as JSON", async () => {
    const response = await guest(exportPath(checklist, "?format=json"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${checklist.customId}.json"`,
    );
    const file = (await response.json()) as Checklist;
    const read = (await (await guest(`/api/checklists/${checklist.customId}`)).json()) as Checklist;
    expect(file).toEqual(read);
    expect(file.sections.map((section) => section.title)).toEqual(["Gather", "Build"]);
  });

  it("exports a run with its ticks, to those who may read it", async () => {
    expect((await bob.request(`/api/checklists/${checklist.id}/membership`, { method: "PUT" })).status).toBe(
      200,
    );
    const tick = await bob.request(`/api/checklists/${checklist.id}/steps/${checklist.steps[1]?.id}/done`, {
      method: "PUT",
    });
    expect(tick.status).toBe(200);
    const runs = (await (await bob.request(`/api/checklists/${checklist.id}/runs`)).json()) as RunList;
    const runId = runs.items[0]?.id;
    expect(runId).toBeTruthy();

    const markdown = await bob.request(exportPath(checklist, `?run=${runId}`));
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get("content-disposition")).toBe(
      `attachment; filename="${checklist.customId}-progress.md"`,
    );
    const text = await markdown.text();
    expect(text).toContain("- [ ] Collect beds\n");
    expect(text).toContain("- [x] Find a zombie\n");
    expect(text).toContain("- [ ] Place the hoppers\n");
    const json = (await (
      await bob.request(exportPath(checklist, `?run=${runId}&format=json`))
    ).json()) as Checklist;
    expect(json.completedStepIds).toEqual([checklist.steps[1]?.id]);

    // A private run (D44) is its players' alone; a run belongs to one checklist.
    expect((await guest(exportPath(checklist, `?run=${runId}`))).status).toBe(404);
    expect((await alice.request(exportPath(checklist, `?run=${runId}`))).status).toBe(404);
    expect((await bob.request(exportPath(other, `?run=${runId}`))).status).toBe(404);
  });

  it("refuses what it cannot read, changing nothing", async () => {
    expect((await guest(exportPath(checklist, "?format=pdf"))).status).toBe(422);
    expect((await guest(exportPath(checklist, "?run=00000000-0000-4000-8000-000000000000"))).status).toBe(
      404,
    );
    expect((await guest("/api/checklists/no-such-checklist/export")).status).toBe(404);
  });
});
