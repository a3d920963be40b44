import { describe, expect, it } from "vitest";
import type { Checklist, Step } from "#shared/contracts/checklists.ts";
import { stepsInput } from "./editor-items.ts";
import { formValuesOf, templateValuesOf } from "./form-values.ts";

const step = (id: string, title: string): Step => ({
  id,
  title,
  description: `How to ${title.toLowerCase()}.`,
  materials: [{ item: "Oak Log", count: 4, name: "Oak Log", stackSize: 64 }],
  link: null,
  descriptionBlocks: [],
});

const live = {
  customId: "starter-base",
  title: "Starter base",
  description: "A first shelter.",
  difficulty: "Easy",
  supportedSince: "1.20.1",
  categories: [1],
  tags: ["base", "early"],
  steps: [step("s-1", "Punch a tree"), step("s-2", "Dig in")],
  sections: [
    { id: "sec-1", title: "Early game", stepIds: ["s-1"] },
    { id: "sec-2", title: "Shelter", stepIds: ["s-2"] },
  ],
};
const checklist = {
  ...live,
  id: "starter-base",
  pendingRevision: { ...live, title: "Starter base, edited", steps: [], sections: [] },
} as unknown as Checklist;

describe("D52: the create form filled with a template's copy", () => {
  it("copies the approved version, not the author's pending edit, leaving the id to choose", () => {
    const values = templateValuesOf(checklist);
    expect(values).toMatchObject({
      customId: "",
      title: "Starter base",
      description: "A first shelter.",
      difficulty: "Easy",
      supportedSince: "1.20.1",
      categories: [1],
      tags: "base, early",
    });
  });

  it("sends the copied sections and steps as new ones (no stored ids), with their materials", () => {
    expect(stepsInput(templateValuesOf(checklist).steps)).toEqual({
      sections: [
        {
          title: "Early game",
          steps: [
            {
              id: undefined,
              title: "Punch a tree",
              description: "How to punch a tree.",
              materials: [{ item: "Oak Log", count: 4 }],
              link: null,
            },
          ],
        },
        {
          title: "Shelter",
          steps: [
            {
              id: undefined,
              title: "Dig in",
              description: "How to dig in.",
              materials: [{ item: "Oak Log", count: 4 }],
              link: null,
            },
          ],
        },
      ],
    });
    // The edit form keeps them: a kept step keeps its players' ticks (D10).
    expect(stepsInput(formValuesOf(checklist).steps).sections?.[0]).toMatchObject({ id: "sec-1" });
  });
});
