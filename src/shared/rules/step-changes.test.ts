import { describe, expect, it } from "vitest";
import { changesNotice, changesSince, stepChanges } from "./step-changes.ts";

const step = (id: string, title = id, description = "") => ({ id, title, description });

describe("D48: what edits changed since a run started", () => {
  it("compares steps by id: new, edited in title or description, gone", () => {
    expect(
      stepChanges(
        [step("a"), step("b"), step("c"), step("d", "d", "old")],
        [step("a"), step("b", "B"), step("d", "d", "new"), step("e")],
      ),
    ).toEqual([
      { stepId: "b", kind: "changed", title: "B" },
      { stepId: "d", kind: "changed", title: "d" },
      { stepId: "e", kind: "added", title: "e" },
      { stepId: "c", kind: "removed", title: "c" },
    ]);
  });

  it("counts changed materials as a changed step, none and absent alike (D51)", () => {
    const bed = { item: "Bed", count: 1 };
    expect(
      stepChanges(
        [step("a"), { ...step("b"), materials: [bed] }, step("c")],
        [{ ...step("a"), materials: [] }, { ...step("b"), materials: [{ ...bed, count: 2 }] }, step("c")],
      ),
    ).toEqual([{ stepId: "b", kind: "changed", title: "b" }]);
  });

  it("compares links by what they say, whatever their keys' order (jsonb keeps its own, D61)", () => {
    const stored = {
      kind: "criterion",
      criterion: "minecraft:frog",
      advancement: "minecraft:husbandry/bred_all_animals",
    };
    const sent = {
      kind: "criterion",
      advancement: "minecraft:husbandry/bred_all_animals",
      criterion: "minecraft:frog",
    };
    const frog = { id: "a", title: "Frog", description: "" };
    expect(stepChanges([{ ...frog, link: stored }], [{ ...frog, link: sent }])).toEqual([]);
    expect(
      stepChanges([{ ...frog, link: stored }], [{ ...frog, link: { ...sent, criterion: "minecraft:cat" } }]),
    ).toEqual([{ stepId: "a", kind: "changed", title: "Frog" }]);
    expect(stepChanges([{ ...frog, link: stored }], [{ ...frog, link: null }])).toHaveLength(1);
  });

  it("folds several edits: added then edited stays new, added then removed disappears", () => {
    expect(
      changesSince([
        { stepId: "x", kind: "added", title: "X" },
        { stepId: "x", kind: "changed", title: "X2" },
        { stepId: "y", kind: "added", title: "Y" },
        { stepId: "y", kind: "removed", title: "Y" },
        { stepId: "z", kind: "changed", title: "Z" },
        { stepId: "z", kind: "removed", title: "Z" },
        { stepId: "w", kind: "changed", title: "W" },
      ]),
    ).toEqual({ added: ["x"], changed: ["w"], removed: ["Z"] });
    expect(changesSince([])).toBeNull();
    expect(
      changesSince([
        { stepId: "y", kind: "added", title: "Y" },
        { stepId: "y", kind: "removed", title: "Y" },
      ]),
    ).toBeNull();
  });

  it("says how many steps changed", () => {
    expect(changesNotice({ added: ["a"], changed: ["b"], removed: ["C"] })).toBe(
      "3 steps changed since you started",
    );
    expect(changesNotice({ added: [], changed: ["b"], removed: [] })).toBe(
      "1 step changed since you started",
    );
  });
});
