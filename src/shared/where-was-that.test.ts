import { describe, expect, it } from "vitest";
import type { Coords } from "./run-notes.ts";
import { compassOf, distanceText, placesByDistance, readPosition } from "./where-was-that.ts";

const note = (name: string, coords: Coords | null) => ({ name, coords });

describe("'Where was that?' (D71)", () => {
  it("points the compass the game's way: north is −Z, east is +X, in 8 points", () => {
    expect(compassOf(0, -10)).toBe("N");
    expect(compassOf(10, -10)).toBe("NE");
    expect(compassOf(10, 0)).toBe("E");
    expect(compassOf(10, 10)).toBe("SE");
    expect(compassOf(0, 10)).toBe("S");
    expect(compassOf(-10, 10)).toBe("SW");
    expect(compassOf(-10, 0)).toBe("W");
    expect(compassOf(-10, -10)).toBe("NW");
    // 22° east of north is still north; 23° is north-east.
    expect(compassOf(4, -10)).toBe("N");
    expect(compassOf(5, -10)).toBe("NE");
    expect(compassOf(0, 0)).toBeNull();
  });

  it("lists the notes of the same dimension nearest first, with the height between when Y is given", () => {
    const notes = [
      note("Far village", { x: 1000, y: 70, z: 0, dimension: "overworld" }),
      note("No coordinates", null),
      note("Base", { x: 0, y: 64, z: -30, dimension: "overworld" }),
      note("Here", { x: 0, y: 64, z: 0, dimension: "overworld" }),
    ];
    const { found, elsewhere } = placesByDistance({ x: 0, y: 60, z: 0, dimension: "overworld" }, notes);
    expect(elsewhere).toBe(0);
    expect(found.map((f) => [f.note.name, f.distance, f.direction, f.measuredIn, f.rise])).toEqual([
      ["Here", 0, null, "overworld", 4],
      ["Base", 30, "N", "overworld", 4],
      ["Far village", 1000, "E", "overworld", 10],
    ]);
    const withoutY = placesByDistance({ x: 0, y: null, z: 0, dimension: "overworld" }, notes);
    expect(withoutY.found.every((f) => f.rise === null)).toBe(true);
  });

  it("measures a note in the other of Overworld and Nether through the Nether (Overworld = Nether × 8)", () => {
    const fortress = note("Fortress", { x: 100, y: 70, z: 0, dimension: "nether" });
    const village = note("Village", { x: -800, y: 64, z: 800, dimension: "overworld" });
    // Standing in the Overworld at 400, 0: that is 50, 0 in the Nether; the fortress 50 blocks east.
    const fromOverworld = placesByDistance({ x: 400, y: 64, z: 0, dimension: "overworld" }, [fortress]);
    expect(fromOverworld.found[0]).toMatchObject({
      distance: 50,
      direction: "E",
      measuredIn: "nether",
      rise: null,
    });
    // Standing in the Nether at 0, 0: the village is at -100, 100 in the Nether.
    const fromNether = placesByDistance({ x: 0, y: 40, z: 0, dimension: "nether" }, [village, fortress]);
    expect(fromNether.found.map((f) => [f.note.name, f.distance, f.direction, f.measuredIn])).toEqual([
      ["Fortress", 100, "E", "nether"],
      ["Village", 141, "SW", "nether"],
    ]);
    // The Nether's equivalent is rounded down, as the game places a portal: -5 → -1.
    const near = placesByDistance({ x: -5, y: null, z: 0, dimension: "overworld" }, [
      note("Portal", { x: -1, y: 64, z: 0, dimension: "nether" }),
    ]);
    expect(near.found[0]).toMatchObject({ distance: 0, direction: null });
  });

  it("compares End notes only with the End", () => {
    const notes = [
      note("End city", { x: 1000, y: 60, z: 0, dimension: "end" }),
      note("Base", { x: 0, y: 64, z: 0, dimension: "overworld" }),
      note("Fortress", { x: 0, y: 64, z: 0, dimension: "nether" }),
    ];
    const inTheEnd = placesByDistance({ x: 0, y: 60, z: 0, dimension: "end" }, notes);
    expect(inTheEnd.found.map((f) => f.note.name)).toEqual(["End city"]);
    expect(inTheEnd.elsewhere).toBe(2);
    const atHome = placesByDistance({ x: 0, y: 60, z: 0, dimension: "overworld" }, notes);
    expect(atHome.found.map((f) => f.note.name)).toEqual(["Base", "Fortress"]);
    expect(atHome.elsewhere).toBe(1);
  });

  it("reads what was typed as a note's coordinates are checked, Y optional", () => {
    expect(readPosition({ x: "-120", y: "", z: " 40 ", dimension: "nether" })).toEqual({
      ok: true,
      position: { x: -120, y: null, z: 40, dimension: "nether" },
    });
    expect(readPosition({ x: "1.5", y: "", z: "0", dimension: "overworld" })).toMatchObject({
      ok: false,
      field: "x",
    });
    expect(readPosition({ x: "0", y: "400", z: "0", dimension: "overworld" })).toMatchObject({
      ok: false,
      field: "y",
    });
    expect(readPosition({ x: "0", y: "", z: "", dimension: "overworld" })).toMatchObject({
      ok: false,
      field: "z",
    });
    expect(readPosition({ x: "30000001", y: "", z: "0", dimension: "overworld" })).toMatchObject({
      ok: false,
      field: "x",
    });
  });

  it("says the distance and direction in words", () => {
    expect(distanceText({ distance: 1240, direction: "NE" })).toBe("1,240 blocks north-east");
    expect(distanceText({ distance: 1, direction: "W" })).toBe("1 block west");
    expect(distanceText({ distance: 0, direction: null })).toBe("Here");
  });
});
