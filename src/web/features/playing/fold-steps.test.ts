import { describe, expect, it } from "vitest";
import { i18nFor } from "#server/i18n/catalogs.ts";
import { splitFolded } from "./fold-steps.ts";

const steps = ["a", "b", "c", "d", "e"].map((id) => ({ id }));
const tickedOf = (ids: string[]) => (id: string) => ids.includes(id);
const ids = (list: { id: string }[]) => list.map((step) => step.id);

describe("splitFolded (D49)", () => {
  it("folds the steps ticked when the page opened, in the checklist's order", () => {
    const split = splitFolded(steps, tickedOf(["d", "a", "b"]), new Set(["d", "a", "b"]));
    expect(ids(split.folded)).toEqual(["a", "b", "d"]);
    expect(ids(split.open)).toEqual(["c", "e"]);
  });

  it("has no fold when nothing is ticked", () => {
    const split = splitFolded(steps, tickedOf([]), new Set());
    expect(split.folded).toEqual([]);
    expect(ids(split.open)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("keeps a step ticked while the page is open where it is", () => {
    const split = splitFolded(steps, tickedOf(["a", "c"]), new Set(["a"]));
    expect(ids(split.folded)).toEqual(["a"]);
    expect(ids(split.open)).toEqual(["b", "c", "d", "e"]);
  });

  it("moves an unticked folded step back into its place", () => {
    const split = splitFolded(steps, tickedOf(["a"]), new Set(["a", "b"]));
    expect(ids(split.folded)).toEqual(["a"]);
    expect(ids(split.open)).toEqual(["b", "c", "d", "e"]);
  });

  it("names the fold by its count", () => {
    expect(i18nFor("en").t("playing.foldDone", { count: 5 })).toBe("5 done");
    expect(i18nFor("en").t("playing.foldDone", { count: 1 })).toBe("1 done");
  });
});
