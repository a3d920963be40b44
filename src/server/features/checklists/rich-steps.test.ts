import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklistSteps } from "#server/db/schema/index.ts";
import { BrowserClient } from "#server/test-support/browser-client.ts";
import { checklistInput } from "#server/test-support/checklist-input.ts";
import { testEngines } from "#server/test-support/databases.ts";
import { quickPerson, RELAXED_RATE_LIMITS } from "#server/test-support/people.ts";
import { startTestApp, type TestApp } from "#server/test-support/test-app.ts";
import type { Checklist, ChecklistInput, ExplorePage } from "#shared/contracts/checklists.ts";
import type { Review } from "#shared/contracts/moderation.ts";

describe.each(testEngines())("rich steps and materials (D51) on %s", (engine) => {
  let t: TestApp;
  let author: BrowserClient;
  let moderator: BrowserClient;

  beforeAll(async () => {
    t = await startTestApp(engine, { SEED_DEMO: "false", RATE_LIMITS: RELAXED_RATE_LIMITS });
    author = await quickPerson(t, "Rich Author");
    moderator = await quickPerson(t, "Rich Moderator", "admin");
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (input: ChecklistInput) =>
    author.request("/api/checklists", { method: "POST", json: input });
  const countSteps = async () =>
    Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(checklistSteps))[0]?.n);
  const stepWith = <T extends object>(overrides: T) => ({ title: "Gather", description: "", ...overrides });

  it("stores materials, returns them and the description's blocks on read", async () => {
    const input = checklistInput({
      steps: [
        stepWith({
          description:
            "Get **blaze rods**:\n\n- kill blazes\n- see [the wiki](https://minecraft.wiki/w/Blaze)",
          materials: [
            { item: "Blaze Rod", count: 7 },
            { item: "Cobblestone", count: 200 },
          ],
        }),
        stepWith({ title: "No materials" }),
      ],
    });
    const created = await create(input);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Checklist;
    const read = (await (await author.request(`/api/checklists/${id}`)).json()) as Checklist;
    // Free text (D60): named as written, in stacks of 64.
    expect(read.steps[0]?.materials).toEqual([
      { item: "Blaze Rod", count: 7, name: "Blaze Rod", stackSize: 64 },
      { item: "Cobblestone", count: 200, name: "Cobblestone", stackSize: 64 },
    ]);
    expect(read.steps[1]?.materials).toEqual([]);
    expect(read.steps[0]?.descriptionBlocks).toEqual([
      { kind: "paragraph", text: [{ text: "Get " }, { text: "blaze rods", bold: true }, { text: ":" }] },
      {
        kind: "list",
        ordered: false,
        start: 1,
        items: [
          [{ text: "kill blazes" }],
          [{ text: "see " }, { text: "the wiki", href: "https://minecraft.wiki/w/Blaze" }],
        ],
      },
    ]);
    expect(read.steps[1]?.descriptionBlocks).toEqual([]);
  });

  it.each([
    [
      "21 materials",
      { materials: Array.from({ length: 21 }, (_, i) => ({ item: `I${i}`, count: 1 })) },
      "steps.0.materials",
      "A step can have at most 20 materials.",
    ],
    [
      "an empty item name",
      { materials: [{ item: "", count: 1 }] },
      "steps.0.materials.0.item",
      "Material name is required.",
    ],
    [
      "an invisible item name",
      { materials: [{ item: "\u200b ", count: 1 }] },
      "steps.0.materials.0.item",
      "Material name is required.",
    ],
    [
      "a 41-character item name",
      { materials: [{ item: "x".repeat(41), count: 1 }] },
      "steps.0.materials.0.item",
      "Material name can be at most 40 characters.",
    ],
    [
      "a count of 0",
      { materials: [{ item: "Dirt", count: 0 }] },
      "steps.0.materials.0.count",
      "Count must be a whole number from 1 to 100,000.",
    ],
    [
      "a count of 100,001",
      { materials: [{ item: "Dirt", count: 100_001 }] },
      "steps.0.materials.0.count",
      "Count must be a whole number from 1 to 100,000.",
    ],
    [
      "a count of 1.5",
      { materials: [{ item: "Dirt", count: 1.5 }] },
      "steps.0.materials.0.count",
      "Count must be a whole number from 1 to 100,000.",
    ],
    [
      "a count as text",
      { materials: [{ item: "Dirt", count: "5" }] },
      "steps.0.materials.0.count",
      "Count must be a whole number from 1 to 100,000.",
    ],
    [
      "a material without a count",
      { materials: [{ item: "Dirt" }] },
      "steps.0.materials.0.count",
      "Count must be a whole number from 1 to 100,000.",
    ],
    [
      "an unknown material field",
      { materials: [{ item: "Dirt", count: 1, stack: 64 }] },
      "steps.0.materials.0.stack",
      "Unknown field 'stack'.",
    ],
  ])("refuses %s with a field-named 422 and stores nothing", async (_name, step, field, message) => {
    const before = await countSteps();
    // Bodies the types refuse too: sent as they are, the server must refuse them.
    const response = await create(checklistInput({ steps: [stepWith(step) as never] }));
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { code: string; field?: string; message: string } };
    expect(error.code).toBe("validation_failed");
    expect(error.field).toBe(field);
    if (message) expect(error.message).toBe(message);
    expect(await countSteps()).toBe(before);
  });

  it("takes the limits themselves: 20 materials, 40 characters, counts 1 and 100,000", async () => {
    const materials = Array.from({ length: 20 }, (_, i) => ({
      item: i === 0 ? "x".repeat(40) : `Item ${i}`,
      count: i === 1 ? 100_000 : 1,
    }));
    const response = await create(checklistInput({ steps: [stepWith({ materials })] }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as Checklist).steps[0]?.materials).toEqual(
      materials.map((material) => ({ ...material, name: material.item, stackSize: 64 })),
    );
  });

  it("carries materials through a pending edit, its review and its approval, and search finds them", async () => {
    const created = (await (
      await create(checklistInput({ steps: [stepWith({ materials: [{ item: "Oak Log", count: 64 }] })] }))
    ).json()) as Checklist;
    const approve = () =>
      moderator.request(`/api/moderation/checklists/${created.id}/approve`, { method: "POST" });
    expect((await approve()).status).toBe(200);
    const explore = async (q: string) =>
      (
        (await (await new BrowserClient(t.url).request(`/api/checklists?q=${q}`)).json()) as ExplorePage
      ).items.map((item) => item.id);
    expect(await explore("oak")).toContain(created.id);

    const stepId = created.steps[0]?.id;
    const edit = checklistInput({
      customId: created.customId,
      steps: [
        stepWith({
          id: stepId,
          description: "Now with *wool*",
          materials: [{ item: "White Wool", count: 200 }],
        }),
      ],
    });
    const edited = await author.request(`/api/checklists/${created.id}`, { method: "PATCH", json: edit });
    expect(edited.status).toBe(200);
    const pending = ((await edited.json()) as Checklist).pendingRevision;
    expect(pending?.steps[0]?.materials).toEqual([
      { item: "White Wool", count: 200, name: "White Wool", stackSize: 64 },
    ]);
    expect(pending?.steps[0]?.descriptionBlocks).toEqual([
      { kind: "paragraph", text: [{ text: "Now with " }, { text: "wool", italic: true }] },
    ]);

    const review = (await (
      await moderator.request(`/api/moderation/checklists/${created.id}`)
    ).json()) as Review;
    expect(review.changes?.stepsChanged).toEqual([
      {
        id: stepId,
        before: {
          title: "Gather",
          description: "",
          materials: [{ item: "Oak Log", count: 64 }],
          linkName: null,
        },
        after: {
          title: "Gather",
          description: "Now with *wool*",
          materials: [{ item: "White Wool", count: 200 }],
          linkName: null,
        },
      },
    ]);
    // The live checklist keeps its materials until the edit is approved (D12).
    expect(await explore("wool")).not.toContain(created.id);
    expect((await approve()).status).toBe(200);
    const live = (await (await author.request(`/api/checklists/${created.id}`)).json()) as Checklist;
    expect(live.steps[0]).toMatchObject({ id: stepId, materials: [{ item: "White Wool", count: 200 }] });
    expect(await explore("wool")).toContain(created.id);
    expect(await explore("oak")).not.toContain(created.id);
  });

  it("documents materials and the blocks in the OpenAPI document", async () => {
    const document = JSON.stringify(
      await (await new BrowserClient(t.url).request("/api/openapi.json")).json(),
    );
    for (const word of ["materials", "descriptionBlocks", "RichBlock", "nofollow ugc noopener"]) {
      expect(document).toContain(word);
    }
  });
});
