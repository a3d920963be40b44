import { describe, expect, it } from "vitest";
import { byName, materialLine, materialListText, sumByItem } from "./material-totals.ts";

describe("a guide's materials summed by item (D60)", () => {
  it("adds up every step's count of an item, each item once, in the order first named", () => {
    expect(
      sumByItem([
        { item: "minecraft:andesite", count: 120 },
        { item: "Copper Rivets", count: 3 },
        { item: "minecraft:andesite", count: 80 },
        { item: "minecraft:ender_pearl", count: 12 },
        { item: "minecraft:ender_pearl", count: 8 },
      ]),
    ).toEqual([
      { item: "minecraft:andesite", count: 200 },
      { item: "Copper Rivets", count: 3 },
      { item: "minecraft:ender_pearl", count: 20 },
    ]);
    expect(sumByItem([])).toEqual([]);
  });

  it("writes each line of 'Copy list' with the count in the item's own stacks and shulker boxes", () => {
    expect(materialLine({ name: "Andesite", stackSize: 64, count: 200 })).toBe("200 Andesite (3 stacks + 8)");
    expect(materialLine({ name: "Ender Pearl", stackSize: 16, count: 20 })).toBe(
      "20 Ender Pearl (1 stack + 4)",
    );
    expect(materialLine({ name: "Diamond Pickaxe", stackSize: 1, count: 3 })).toBe("3 Diamond Pickaxe");
    expect(materialLine({ name: "Stone", stackSize: 64, count: 3_456 })).toBe(
      "3,456 Stone (2 shulker boxes)",
    );
    expect(materialLine({ name: "Oak Log", stackSize: 64, count: 10 })).toBe("10 Oak Log");
    expect(
      materialListText([
        { name: "Andesite", stackSize: 64, count: 200 },
        { name: "Ender Pearl", stackSize: 16, count: 20 },
      ]),
    ).toBe("200 Andesite (3 stacks + 8)\n20 Ender Pearl (1 stack + 4)");
  });

  it("orders a list by name, whatever the case", () => {
    const list = [
      { item: "b", name: "oak Log" },
      { item: "a", name: "Andesite" },
      { item: "c", name: "Oak Planks" },
    ];
    expect([...list].sort(byName).map((entry) => entry.name)).toEqual(["Andesite", "oak Log", "Oak Planks"]);
  });
});
