import { describe, expect, it } from "vitest";
import { isCompleted, progressPercent } from "./progress.ts";
import { diffRevision, type RevisionFields } from "./revision-diff.ts";

describe("progress (D10)", () => {
  it("is completed only with at least one step and every step ticked", () => {
    expect(isCompleted(0, 0)).toBe(false);
    expect(isCompleted(2, 3)).toBe(false);
    expect(isCompleted(3, 3)).toBe(true);
  });

  it("rounds the share of ticked steps, and never passes 100", () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(1, 8)).toBe(13);
    expect(progressPercent(5, 4)).toBe(100);
  });
});

describe("a pending edit's changes (D12)", () => {
  const step = (id: string, title: string, description = "") => ({ id, title, description });
  const live: RevisionFields = {
    customId: "iron-farm",
    title: "Iron farm",
    description: "Build it.",
    tags: ["farm", "iron"],
    difficulty: "Medium",
    categories: [0, 1],
    supportedSince: "1.20.1",
    steps: [step("a", "Find a spot"), step("b", "Get villagers"), step("c", "Add a zombie")],
  };

  it("finds nothing in an unchanged copy", () => {
    expect(diffRevision(live, structuredClone(live))).toEqual({
      fields: [],
      stepsAdded: [],
      stepsRemoved: [],
      stepsChanged: [],
      stepsReordered: false,
      sectionsAdded: [],
      sectionsRemoved: [],
      sectionsRenamed: [],
      stepsMoved: [],
    });
  });

  it("names each changed field with its label, lists as text", () => {
    const diff = diffRevision(live, { ...live, title: "Iron farm 2", tags: ["farm"], categories: [0, 1] });
    expect(diff.fields).toEqual([
      { field: "Title", before: "Iron farm", after: "Iron farm 2" },
      { field: "Tags", before: "farm, iron", after: "farm" },
    ]);
  });

  it("tells added, removed, changed and reordered steps apart by their ids", () => {
    const revision = {
      ...live,
      steps: [
        step("b", "Get villagers", "Three of them"),
        step("a", "Find a spot"),
        step("d", "Collect iron"),
      ],
    };
    const diff = diffRevision(live, revision);
    expect(diff.stepsAdded.map((added) => added.id)).toEqual(["d"]);
    expect(diff.stepsRemoved.map((removed) => removed.id)).toEqual(["c"]);
    expect(diff.stepsChanged).toEqual([
      {
        id: "b",
        before: { title: "Get villagers", description: "", materials: [], linkName: null },
        after: { title: "Get villagers", description: "Three of them", materials: [], linkName: null },
      },
    ]);
    expect(diff.stepsReordered).toBe(true);
  });

  it("counts a change of materials as a changed step, a step stored without them as having none (D51)", () => {
    const withBeds = { ...step("a", "Find a spot"), materials: [{ item: "Bed", count: 3 }] };
    const diff = diffRevision(live, {
      ...live,
      steps: [withBeds, live.steps[1], live.steps[2]].filter((s) => s !== undefined),
    });
    expect(diff.stepsChanged).toEqual([
      {
        id: "a",
        before: { title: "Find a spot", description: "", materials: [], linkName: null },
        after: {
          title: "Find a spot",
          description: "",
          materials: [{ item: "Bed", count: 3 }],
          linkName: null,
        },
      },
    ]);
    const same = { ...live, steps: live.steps.map((s) => ({ ...s, materials: [] })) };
    expect(diffRevision(live, same).stepsChanged).toEqual([]);
  });

  it("counts a change of game link as a changed step, named as readers read it (D61)", () => {
    const stoneAge = {
      kind: "advancement" as const,
      advancement: "minecraft:story/mine_stone",
      name: "Stone Age",
    };
    const linked = (link: RevisionFields["steps"][number]["link"]) => ({
      ...live,
      steps: live.steps.map((s) => (s.id === "a" ? { ...s, link } : s)),
    });
    // The name a reader added, or its absence from what was stored, is no change.
    const { name: _, ...stored } = stoneAge;
    expect(diffRevision(linked(stored), linked(stoneAge)).stepsChanged).toEqual([]);
    const mined = {
      kind: "statistic" as const,
      statistic: "minecraft:mined",
      target: "minecraft:diamond_ore",
      atLeast: 64,
      name: "Mined: Diamond Ore ≥ 64",
    };
    expect(diffRevision(linked(stoneAge), linked({ ...mined })).stepsChanged).toEqual([
      {
        id: "a",
        before: { title: "Find a spot", description: "", materials: [], linkName: "Stone Age" },
        after: { title: "Find a spot", description: "", materials: [], linkName: "Mined: Diamond Ore ≥ 64" },
      },
    ]);
    expect(diffRevision(linked(mined), linked({ ...mined, atLeast: 32 })).stepsChanged).toHaveLength(1);
    expect(diffRevision(live, linked(stoneAge)).stepsChanged[0]?.before.linkName).toBeNull();
  });

  it("does not call a removal a reordering", () => {
    const diff = diffRevision(live, {
      ...live,
      steps: [live.steps[0], live.steps[2]].filter((s) => s !== undefined),
    });
    expect(diff.stepsReordered).toBe(false);
    expect(diff.stepsRemoved.map((removed) => removed.id)).toEqual(["b"]);
  });

  it("names sections added, removed, renamed and steps moved between them (D50)", () => {
    const withSections = {
      ...live,
      sections: [
        { id: "s1", title: "Start", stepIds: ["a", "b"] },
        { id: "s2", title: "Farm", stepIds: ["c"] },
      ],
    };
    const diff = diffRevision(withSections, {
      ...live,
      sections: [
        { id: "s1", title: "Beginning", stepIds: ["a"] },
        { id: "s3", title: "Villagers", stepIds: ["b", "c"] },
      ],
    });
    expect(diff).toMatchObject({
      sectionsAdded: ["Villagers"],
      sectionsRemoved: ["Farm"],
      sectionsRenamed: [{ before: "Start", after: "Beginning" }],
      stepsMoved: [
        { id: "b", title: "Get villagers", from: "Start", to: "Villagers" },
        { id: "c", title: "Add a zombie", from: "Farm", to: "Villagers" },
      ],
      stepsReordered: false,
    });
    // A version kept before sections has none: every section of the other is added.
    expect(diffRevision(live, withSections).sectionsAdded).toEqual(["Start", "Farm"]);
  });
});
