import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklists } from "#server/db/schema/index.ts";
import type { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { RELAXED_RATE_LIMITS, signedIn } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { Checklist, SectionInput } from "#shared/contracts/checklists.ts";

/** `count` sections of `steps` steps each, titled 'Part 1', 'Part 2', …. */
const parts = (count: number, steps = 1): SectionInput[] =>
  Array.from({ length: count }, (_, s) => ({
    title: `Part ${s + 1}`,
    steps: Array.from({ length: steps }, (_, i) => ({ title: `Step ${s + 1}.${i + 1}`, description: "" })),
  }));

describe.each(testEngines())("D50 sections on %s", (engine) => {
  let t: TestApp;
  let alice: BrowserClient;
  let bob: BrowserClient;
  let moderator: BrowserClient;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    [alice, bob, moderator] = await Promise.all([
      signedIn(t.url, "Sally Sections"),
      signedIn(t.url, "Pete Player"),
      signedIn(t.url, "Mona Moderator", "moderator"),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (body: unknown) => alice.request("/api/checklists", { method: "POST", json: body });
  const created = async (body: unknown): Promise<Checklist> => {
    const response = await create(body);
    expect(response.status, await response.clone().text()).toBe(201);
    return response.json();
  };
  const countRows = async () =>
    Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(checklists))[0]?.n);
  const approve = async (id: string) =>
    expect(
      (await moderator.request(`/api/moderation/checklists/${id}/approve`, { method: "POST" })).status,
    ).toBe(200);

  it("creates sections: the flat steps in order, each section naming its steps", async () => {
    const body = await created(
      checklistInput({
        steps: undefined,
        sections: [
          { title: "Early game", steps: [{ title: "Punch a tree" }, { title: "Make a pickaxe" }] },
          { title: "The Nether", steps: [{ title: "Build a portal", description: "Obsidian, 10 blocks." }] },
        ],
      }),
    );
    expect(body.steps.map((step) => step.title)).toEqual([
      "Punch a tree",
      "Make a pickaxe",
      "Build a portal",
    ]);
    expect(body.stepCount).toBe(3);
    expect(body.sections).toEqual([
      { id: expect.any(String), title: "Early game", stepIds: [body.steps[0]?.id, body.steps[1]?.id] },
      { id: expect.any(String), title: "The Nether", stepIds: [body.steps[2]?.id] },
    ]);
    const read: Checklist = await (await bob.request(`/api/checklists/${body.id}`)).json().catch(() => null);
    // Under review: only its author reads it.
    expect(read).toMatchObject({ error: { code: "checklist_missing" } });
    const own: Checklist = await (await alice.request(`/api/checklists/${body.id}`)).json();
    expect(own.sections).toEqual(body.sections);
  });

  it("still takes steps alone, and reads them without sections", async () => {
    const body = await created(checklistInput());
    expect(body.sections).toEqual([]);
    expect(body.steps).toHaveLength(2);
  });

  it.each([
    ["31 sections", { sections: parts(31) }, "sections", "A checklist can have at most 30 sections."],
    [
      "an empty section title",
      { sections: [{ title: "", steps: [{ title: "a" }] }] },
      "sections.0.title",
      "Section title is required.",
    ],
    [
      "a blank section title",
      { sections: [{ title: " \u200b ", steps: [{ title: "a" }] }] },
      "sections.0.title",
      "Section title is required.",
    ],
    [
      "a 61-character section title",
      { sections: [{ title: "s".repeat(61), steps: [{ title: "a" }] }] },
      "sections.0.title",
      "Section title can be at most 60 characters.",
    ],
    [
      "a section without steps",
      { sections: [...parts(1), { title: "Empty", steps: [] }] },
      "sections.1.steps",
      "Add at least 1 step to each section.",
    ],
    ["no sections at all", { sections: [] }, "sections", "Add at least 1 step."],
    [
      "201 steps over sections",
      { sections: [...parts(20, 10), ...parts(1)] },
      "sections",
      "A checklist can have at most 200 steps.",
    ],
    [
      "a step in a section with a bad title",
      { sections: [{ title: "A", steps: [{ title: "" }] }] },
      "sections.0.steps.0.title",
      "Step title is required.",
    ],
    [
      "a new step with an id",
      { sections: [{ title: "A", steps: [{ id: "6f1c1b7e-0000-4000-8000-000000000000", title: "x" }] }] },
      "sections.0.steps.0.id",
      "Unknown field 'id'.",
    ],
  ])("refuses %s with a 422 naming the field, storing nothing", async (_name, overrides, field, message) => {
    const before = await countRows();
    const response = await create({ ...checklistInput({ steps: undefined }), ...overrides });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.field).toBe(field);
    expect(body.error.message).toContain(message);
    expect(await countRows()).toBe(before);
  });

  it("refuses steps and sections together, and neither", async () => {
    const both = await create(checklistInput({ sections: parts(1) }));
    expect(both.status).toBe(422);
    expect((await both.json()).error).toMatchObject({
      field: "sections",
      message: "Send the steps either as steps or in sections, not both.",
    });
    const neither = await create(checklistInput({ steps: undefined }));
    expect(neither.status).toBe(422);
    expect((await neither.json()).error).toMatchObject({ field: "steps", message: "Add at least 1 step." });
  });

  it("30 sections and 200 steps are allowed", async () => {
    const body = await created(
      checklistInput({ steps: undefined, sections: [...parts(29, 6), ...parts(1, 26)] }),
    );
    expect(body.sections).toHaveLength(30);
    expect(body.stepCount).toBe(200);
  });

  it("moving a step to another section keeps its ticks; the review shows the section changes", async () => {
    const first = await created(
      checklistInput({
        steps: undefined,
        sections: [
          { title: "Early game", steps: [{ title: "Punch a tree" }, { title: "Find iron" }] },
          { title: "Nether", steps: [{ title: "Build a portal" }] },
        ],
      }),
    );
    await approve(first.id);
    const [tree, iron, portal] = first.steps;
    const [early, nether] = first.sections;
    if (!tree || !iron || !portal || !early || !nether) throw new Error("sections missing");
    expect((await bob.request(`/api/checklists/${first.id}/membership`, { method: "PUT" })).status).toBe(200);
    expect(
      (await bob.request(`/api/checklists/${first.id}/steps/${iron.id}/done`, { method: "PUT" })).status,
    ).toBe(200);

    // 'Find iron' moves to the renamed second section; a third section comes.
    const edit = await alice.request(`/api/checklists/${first.id}`, {
      method: "PATCH",
      json: checklistInput({
        customId: first.customId,
        steps: undefined,
        sections: [
          { id: early.id, title: "Early game", steps: [{ id: tree.id, title: "Punch a tree" }] },
          {
            id: nether.id,
            title: "The Nether",
            steps: [
              { id: iron.id, title: "Find iron" },
              { id: portal.id, title: "Build a portal" },
            ],
          },
          { title: "The End", steps: [{ title: "Beat the dragon" }] },
        ],
      }),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const pending: Checklist = await edit.json();
    expect(pending.sections).toHaveLength(2); // live until approved (D12)
    expect(pending.pendingRevision?.sections.map((section) => section.title)).toEqual([
      "Early game",
      "The Nether",
      "The End",
    ]);

    const review = await (await moderator.request(`/api/moderation/checklists/${first.id}`)).json();
    expect(review.changes).toMatchObject({
      sectionsAdded: ["The End"],
      sectionsRemoved: [],
      sectionsRenamed: [{ before: "Nether", after: "The Nether" }],
      stepsMoved: [{ id: iron.id, title: "Find iron", from: "Early game", to: "The Nether" }],
      stepsReordered: false,
    });
    await approve(first.id);

    const read: Checklist = await (await bob.request(`/api/checklists/${first.id}`)).json();
    expect(read.sections.map((section) => [section.title, section.stepIds.length])).toEqual([
      ["Early game", 1],
      ["The Nether", 2],
      ["The End", 1],
    ]);
    expect(read.sections[1]?.stepIds).toEqual([iron.id, portal.id]);
    expect(read.completedStepIds).toEqual([iron.id]);

    // And back to steps alone: the sections go, the tick stays.
    const flat = await alice.request(`/api/checklists/${first.id}`, {
      method: "PATCH",
      json: checklistInput({
        customId: first.customId,
        steps: read.steps.map(({ id, title }) => ({ id, title })),
      }),
    });
    expect(flat.status).toBe(200);
    await approve(first.id);
    const after: Checklist = await (await bob.request(`/api/checklists/${first.id}`)).json();
    expect(after.sections).toEqual([]);
    expect(after.completedStepIds).toEqual([iron.id]);
  });

  it("search finds a checklist by a section title", async () => {
    const found = await created(
      checklistInput({
        title: "Modpack walkthrough",
        steps: undefined,
        sections: [{ title: "Blaze rods from fortresses", steps: [{ title: "Bring potions" }] }],
      }),
    );
    await approve(found.id);
    const page = await (await bob.request("/api/checklists?q=fortress")).json();
    expect(page.items.map((item: { id: string }) => item.id)).toContain(found.id);
  });
});
