import { describe, expect, it } from "vitest";
import { countWithStacks, materialText, stacksText } from "./stacks.ts";

describe("stacks of 64 (D51)", () => {
  it.each([
    [1, "1"],
    [10, "10"],
    [63, "63"],
    [64, "64 = 1 stack"],
    [65, "65 = 1 stack + 1"],
    [70, "70 = 1 stack + 6"],
    [128, "128 = 2 stacks"],
    [200, "200 = 3 stacks + 8"],
    [100_000, "100,000 = 1,562 stacks + 32"],
  ])("%i is shown as %j", (count, text) => {
    expect(countWithStacks(count)).toBe(text);
  });

  it("names no stacks below 64 and the stacks alone from 64 on", () => {
    expect(stacksText(63)).toBeNull();
    expect(stacksText(64)).toBe("1 stack");
    expect(stacksText(70)).toBe("1 stack + 6");
    expect(stacksText(200)).toBe("3 stacks + 8");
  });

  it("writes a material as its name and count", () => {
    expect(materialText({ item: "Oak Log", count: 200 })).toBe("Oak Log: 200 = 3 stacks + 8");
  });
});
