import { describe, expect, it } from "vitest";
import { coordsText, otherDimension } from "./run-notes.ts";

describe("the Overworld ↔ Nether equivalent (D46)", () => {
  it("divides the Overworld's x and z by 8, rounding down, and keeps y", () => {
    expect(otherDimension({ x: 100, y: 64, z: -40, dimension: "overworld" })).toEqual({
      x: 12,
      y: 64,
      z: -5,
      dimension: "nether",
    });
    // Rounded down, as the game does: -1 is in Nether block -1, not 0.
    expect(otherDimension({ x: -1, y: -64, z: 7, dimension: "overworld" })).toMatchObject({ x: -1, z: 0 });
    expect(otherDimension({ x: -9, y: 0, z: -8, dimension: "overworld" })).toMatchObject({ x: -2, z: -1 });
  });

  it("multiplies the Nether's by 8, and gives the End none", () => {
    expect(otherDimension({ x: 12, y: 70, z: -5, dimension: "nether" })).toEqual({
      x: 96,
      y: 70,
      z: -40,
      dimension: "overworld",
    });
    expect(otherDimension({ x: 1, y: 2, z: 3, dimension: "end" })).toBeNull();
  });

  it("writes 'x y z' as the game's commands take them, never '-0'", () => {
    expect(coordsText({ x: -30_000_000, y: 320, z: 0 })).toBe("-30000000 320 0");
    const nether = otherDimension({ x: -0, y: 1, z: 3, dimension: "overworld" });
    expect(coordsText(nether ?? { x: 9, y: 9, z: 9 })).toBe("0 1 0");
  });
});
