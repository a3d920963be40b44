import { describe, expect, it } from "vitest";
import { i18nFor } from "#server/i18n/catalogs.ts";
import type { Translate } from "#web/lib/i18n.tsx";
import type { EditorItem } from "./editor-items.ts";
import { type MatchedRow, NEW_STEPS, placeImportedRows } from "./litematica-rows.ts";

const t = i18nFor("en").t as Translate;

const PLANKS = { id: "minecraft:oak_planks", name: "Oak Planks", stackSize: 64 };
const PEARL = { id: "minecraft:ender_pearl", name: "Ender Pearl", stackSize: 16 };

const items = (): EditorItem[] => [
  {
    key: "a",
    title: "Walls",
    description: "",
    materials: [{ item: PLANKS.id, name: "Oak Planks", stackSize: 64, count: "10" }],
  },
  { kind: "section", key: "s", title: "Roof" },
  { key: "b", title: "Roof", description: "" },
];

const rows: MatchedRow[] = [
  { name: "Oak Planks", count: 320, item: PLANKS },
  { name: "Ender Pearl", count: 20, item: PEARL },
  { name: "Create Cogwheel", count: 70, item: null },
];

describe("a Litematica list's rows placed in the form (D60)", () => {
  it("adds them to the chosen step: a game item by its id, a matching one summed, free text as written", () => {
    const placed = placeImportedRows(items(), "a", rows, t);
    expect(placed).toMatchObject({ ok: true, summary: "Added 3 materials to step 1." });
    if (!placed.ok) return;
    const [walls] = placed.items;
    expect(walls && "materials" in walls ? walls.materials : null).toEqual([
      { item: PLANKS.id, name: "Oak Planks", stackSize: 64, count: "330" },
      { item: PEARL.id, name: "Ender Pearl", stackSize: 16, count: "20" },
      { item: "Create Cogwheel", count: "70" },
    ]);
    // The others stay as they were.
    expect(placed.items.slice(1)).toEqual(items().slice(1));
  });

  it("puts them in new steps of at most 20 materials at the end", () => {
    const many: MatchedRow[] = Array.from({ length: 45 }, (_, i) => ({
      name: `Part ${i}`,
      count: 1,
      item: null,
    }));
    const placed = placeImportedRows(items(), NEW_STEPS, many, t);
    expect(placed).toMatchObject({ ok: true, summary: "Added 45 materials in 3 new steps." });
    if (!placed.ok) return;
    const added = placed.items.slice(3) as { title: string; materials: unknown[] }[];
    expect(added.map((step) => [step.title, step.materials.length])).toEqual([
      ["Materials (1 of 3)", 20],
      ["Materials (2 of 3)", 20],
      ["Materials (3 of 3)", 5],
    ]);
    const one = placeImportedRows([], NEW_STEPS, rows, t);
    expect(one.ok && one.items.map((item) => item.title)).toEqual(["Materials"]);
  });

  it("refuses, saying why, what a step may not hold, and changes nothing", () => {
    const many: MatchedRow[] = Array.from({ length: 20 }, (_, i) => ({
      name: `Part ${i}`,
      count: 1,
      item: null,
    }));
    expect(placeImportedRows(items(), "b", many, t)).toMatchObject({ ok: true });
    expect(placeImportedRows(items(), "a", many, t)).toEqual({
      ok: false,
      message:
        "Step 1 would have 21 materials; a step can have at most 20. Choose 'New steps' to spread them over steps of 20.",
    });
    expect(placeImportedRows(items(), "a", [{ name: "Oak Planks", count: 99_995, item: PLANKS }], t)).toEqual(
      {
        ok: false,
        message: "Step 1 would need more than 100,000 of Oak Planks.",
      },
    );
    expect(
      placeImportedRows(items(), "a", [{ name: "x".repeat(41), count: 1, item: null }], t),
    ).toMatchObject({
      ok: false,
    });
    // A heading is not a step.
    expect(placeImportedRows(items(), "s", rows, t)).toMatchObject({ ok: false });
  });
});
