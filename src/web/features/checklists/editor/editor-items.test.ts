import { describe, expect, it } from "vitest";
import {
  type EditorItem,
  itemsOf,
  listProblem,
  moved,
  newKey,
  pastedLines,
  rowKeyOfField,
  rowProblems,
  stepsInput,
  withFreshKeys,
  withNewSection,
  withoutHeading,
} from "./editor-items.ts";

const step = (key: string, title = key, description = ""): EditorItem => ({ key, title, description });
const heading = (key: string, title = key): EditorItem => ({ kind: "section", key, title });
const keys = (items: EditorItem[] | null) => items?.map((item) => item.key);

describe("the step editor's rows (D50, D54)", () => {
  it("sends steps alone without headings, leaving empty rows out", () => {
    expect(stepsInput([step("a"), step("blank", ""), { ...step("b"), id: "id-b" } as EditorItem])).toEqual({
      steps: [
        { id: undefined, title: "a", description: "", materials: [], link: null },
        { id: "id-b", title: "b", description: "", materials: [], link: null },
      ],
    });
  });

  it("sends sections with their steps, a stored section's id kept", () => {
    const items: EditorItem[] = [
      { kind: "section", key: "s1", id: "sid", title: "Early game" },
      step("a"),
      heading("s2", "Nether"),
      step("b"),
      step("blank", ""),
    ];
    expect(stepsInput(items)).toEqual({
      sections: [
        {
          id: "sid",
          title: "Early game",
          steps: [{ id: undefined, title: "a", description: "", materials: [], link: null }],
        },
        {
          title: "Nether",
          steps: [{ id: undefined, title: "b", description: "", materials: [], link: null }],
        },
      ],
    });
  });

  it("reads a stored checklist back into the same rows", () => {
    const items = itemsOf(
      [
        { id: "1", title: "a", description: "", materials: [] },
        {
          id: "2",
          title: "b",
          description: "x",
          materials: [{ item: "Oak Log", count: 200, name: "Oak Log", stackSize: 64 }],
        },
      ],
      [
        { id: "s1", title: "One", stepIds: ["1"] },
        { id: "s2", title: "Two", stepIds: ["2"] },
      ],
    );
    expect(keys(items)).toEqual(["s1", "1", "s2", "2"]);
    expect(stepsInput(items)).toEqual({
      sections: [
        {
          id: "s1",
          title: "One",
          steps: [{ id: "1", title: "a", description: "", materials: [], link: null }],
        },
        {
          id: "s2",
          title: "Two",
          steps: [
            {
              id: "2",
              title: "b",
              description: "x",
              materials: [{ item: "Oak Log", count: 200 }],
              link: null,
            },
          ],
        },
      ],
    });
  });

  it("moves a step across a heading, never above the first one", () => {
    const items = [heading("h1"), step("a"), heading("h2"), step("b")];
    expect(keys(moved(items, 3, 2))).toEqual(["h1", "a", "b", "h2"]);
    expect(keys(moved(items, 1, 2))).toEqual(["h1", "h2", "a", "b"]);
    expect(moved(items, 1, 0)).toBeNull();
  });

  it("the first section heads the steps so far; later ones come at the end with an empty step", () => {
    const first = withNewSection([step("a"), step("b")]);
    expect(first.items[0]).toBe(first.heading);
    expect(first.items).toHaveLength(3);
    const second = withNewSection(first.items);
    expect(second.items.slice(0, 3)).toEqual(first.items);
    expect(second.items[3]).toBe(second.heading);
    expect(second.items[4]).toMatchObject({ title: "", description: "" });
  });

  it("a removed heading's steps join the section above, or below when it was first", () => {
    const items = [heading("h1"), step("a"), heading("h2"), step("b")];
    expect(keys(withoutHeading(items, 2))).toEqual(["h1", "a", "b"]);
    expect(keys(withoutHeading(items, 0))).toEqual(["h2", "a", "b"]);
    expect(keys(withoutHeading([heading("h1"), step("a")], 0))).toEqual(["a"]);
  });

  it("names each row's problem and the list's", () => {
    const items = [
      heading("h1", ""),
      step("a", "", "only a description"),
      heading("h2", "Empty"),
      step("x", ""),
    ];
    expect(rowProblems(items)).toEqual(
      new Map([
        ["h1", "Section title is required."],
        ["a", "Step title is required."],
        ["h2", "Add at least 1 step to each section."],
      ]),
    );
    expect(listProblem([step("blank", "")])).toBe("Add at least 1 step.");
    expect(listProblem(Array.from({ length: 31 }, (_, i) => [heading(`h${i}`), step(`s${i}`)]).flat())).toBe(
      "A checklist can have at most 30 sections.",
    );
  });

  it("takes pasted lines as step titles, list markers and blank lines dropped", () => {
    expect(pastedLines("- [ ] Wood\r\n* Stone\n\n  3. Iron  \n- [x] Done\n+ Gold\r")).toEqual([
      "Wood",
      "Stone",
      "Iron",
      "Done",
      "Gold",
    ]);
  });

  it("takes a notes app's lines as step titles, their boxes, bullets and done marks dropped (issue 35)", () => {
    expect(pastedLines("☐ Wood\n☑ Stone\n• Iron\n◦ Gold\n– Coal\n1) Redstone\nPlain line")).toEqual([
      "Wood",
      "Stone",
      "Iron",
      "Gold",
      "Coal",
      "Redstone",
      "Plain line",
    ]);
  });
});

describe("a restored draft's rows (D40, issue 35)", () => {
  it("gives every row without a stored id a key no row added later can take", () => {
    // Keys as an earlier page load made them, and the keys this page makes next.
    const restored = withFreshKeys([heading("new-1", "Base"), step("new-2", "Dig"), step("new-3", "Water")]);
    const added = [newKey(), newKey(), withNewSection(restored).heading.key];
    const all = [...restored.map((item) => item.key), ...added];
    expect(new Set(all).size).toBe(all.length);
    expect(restored.map((item) => item.title)).toEqual(["Base", "Dig", "Water"]);
  });

  it("keeps a stored row's id as its key, and parts rows a damaged draft gave one key", () => {
    const stored = { ...step("sid", "Stored"), id: "sid" } as EditorItem;
    const damaged = [stored, step("new-1", "One"), step("new-1", "Two"), { ...stored, title: "Copy" }];
    const keyed = withFreshKeys(damaged);
    expect(keyed[0]?.key).toBe("sid");
    expect(new Set(keys(keyed)).size).toBe(4);
    expect(keyed.map((item) => item.title)).toEqual(["Stored", "One", "Two", "Copy"]);
  });

  it("keeps a link's name in the rows, sends the link without it, and finds the row a 422 names (D61)", () => {
    const link = {
      kind: "advancement",
      advancement: "minecraft:story/mine_stone",
      name: "Stone Age",
    } as const;
    const items = itemsOf(
      [
        { id: "1", title: "a", description: "", materials: [] },
        { id: "2", title: "b", description: "", materials: [], link },
      ],
      [
        { id: "s1", title: "One", stepIds: ["1"] },
        { id: "s2", title: "Two", stepIds: ["2"] },
      ],
    );
    expect(items[3]).toMatchObject({ linkName: "Stone Age", link: { kind: "advancement" } });
    expect(stepsInput(items).sections?.[1]?.steps[0]?.link).toEqual({
      kind: "advancement",
      advancement: "minecraft:story/mine_stone",
    });
    expect(rowKeyOfField(items, "sections.1.steps.0.link.advancement")).toBe("2");
    expect(rowKeyOfField(items, "sections.0.steps.0.link")).toBe("1");
    expect(rowKeyOfField([step("a"), step("blank", ""), step("b")], "steps.1.link.criterion")).toBe("b");
    expect(rowKeyOfField(items, "title")).toBeNull();
  });
});
