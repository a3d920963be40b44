import { describe, expect, it } from "vitest";
import { countWithStacks, materialText, stacksText } from "./stacks.ts";

describe("stacks of 64 (D51, free text and 64-stacking items)", () => {
  it.each([
    [1, "1"],
    [10, "10"],
    [63, "63"],
    [64, "64 = 1 stack"],
    [65, "65 = 1 stack + 1"],
    [70, "70 = 1 stack + 6"],
    [128, "128 = 2 stacks"],
    [200, "200 = 3 stacks + 8"],
    [1_727, "1,727 = 26 stacks + 63"],
  ])("%i is shown as %j", (count, text) => {
    expect(countWithStacks(count, 64)).toBe(text);
  });

  it("names no stacks below 64 and the stacks alone from 64 on", () => {
    expect(stacksText(63, 64)).toBeNull();
    expect(stacksText(64, 64)).toBe("1 stack");
    expect(stacksText(70, 64)).toBe("1 stack + 6");
    expect(stacksText(200, 64)).toBe("3 stacks + 8");
  });

  it("writes a material as its name and count", () => {
    expect(materialText({ item: "Oak Log", count: 200 })).toBe("Oak Log: 200 = 3 stacks + 8");
    expect(
      materialText({ item: "minecraft:ender_pearl", name: "Ender Pearl", count: 20, stackSize: 16 }),
    ).toBe("Ender Pearl: 20 = 1 stack + 4");
  });
});

describe("the item's own stacks (D60)", () => {
  it.each([
    [20, 16, "20 = 1 stack + 4"],
    [64, 16, "64 = 4 stacks"],
    [15, 16, "15"],
    [3, 1, "3"],
    [100, 1, "100"],
    [1_728, 64, "1,728 = 1 shulker box"],
    [3_456, 64, "3,456 = 2 shulker boxes"],
    [2_000, 64, "2,000 = 1 shulker box + 4 stacks + 16"],
    [1_730, 64, "1,730 = 1 shulker box + 2"],
    [100_000, 64, "100,000 = 57 shulker boxes + 23 stacks + 32"],
    [1_728, 16, "1,728 = 108 stacks"],
  ])("%i of a %i-stacking item is shown as %j", (count, stackSize, text) => {
    expect(countWithStacks(count, stackSize)).toBe(text);
  });
});
