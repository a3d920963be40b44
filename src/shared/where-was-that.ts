/**
 * D71: 'Where was that?': from where a member stands, the run's notes with coordinates by
 * distance and compass direction. Computed where it is asked (nothing entered is stored); plain
 * arithmetic, no zod. Minecraft's compass: north is −Z, east is +X.
 */
import { english } from "./i18n/message.ts";
import {
  type Coords,
  type Dimension,
  HORIZONTAL_MAX,
  otherDimension,
  X_INVALID,
  Y_INVALID,
  Y_MAX,
  Y_MIN,
  Z_INVALID,
} from "./run-notes.ts";

/** Where the member stands: Y may be left out. */
export interface Position {
  x: number;
  y: number | null;
  z: number;
  dimension: Dimension;
}

export const COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
export type Compass = (typeof COMPASS)[number];

export const COMPASS_NAMES: Record<Compass, string> = {
  N: "north",
  NE: "north-east",
  E: "east",
  SE: "south-east",
  S: "south",
  SW: "south-west",
  W: "west",
  NW: "north-west",
};

export interface PlaceFound<T> {
  note: T;
  /** Blocks across (x and z), in the dimension it is measured in; rounded. */
  distance: number;
  /** Which way to go; null when it is where the member stands. */
  direction: Compass | null;
  /** The Nether when the note is in the other of Overworld and Nether (Overworld = Nether × 8), else the member's own. */
  measuredIn: Dimension;
  /** How far above (+) or below (−) the member it is, when both have a Y and one dimension. */
  rise: number | null;
}

/** The compass point of a step east (dx) and south (dz): 8 points of 45°, north first. */
export function compassOf(dx: number, dz: number): Compass | null {
  if (dx === 0 && dz === 0) return null;
  const bearing = ((Math.atan2(dx, -dz) * 180) / Math.PI + 360) % 360;
  return COMPASS[Math.round(bearing / 45) % COMPASS.length] ?? "N";
}

/** The member's place in `dimension` (the Nether's equivalent of the Overworld, or the reverse), or null for the End. */
function placeIn(from: Position, dimension: Dimension): { x: number; z: number } | null {
  if (from.dimension === dimension) return from;
  const other = otherDimension({ ...from, y: from.y ?? 0 });
  return other?.dimension === dimension ? other : null;
}

/**
 * The notes whose coordinates can be measured from `from`, nearest first: in the same
 * dimension directly; between the Overworld and the Nether through the Nether (each side's
 * Nether equivalent, x and z ÷ 8 rounded down as the game places a portal); the End only with
 * the End. `elsewhere`: how many notes with coordinates could not be measured.
 */
export function placesByDistance<T extends { coords: Coords | null }>(
  from: Position,
  notes: readonly T[],
): { found: PlaceFound<T>[]; elsewhere: number } {
  const found: PlaceFound<T>[] = [];
  let elsewhere = 0;
  for (const note of notes) {
    const to = note.coords;
    if (!to) continue;
    const measuredIn: Dimension = to.dimension === from.dimension ? from.dimension : "nether";
    const start = placeIn(from, measuredIn);
    const end = to.dimension === measuredIn ? to : otherDimension(to);
    if (!start || !end || (to.dimension === "end") !== (from.dimension === "end")) {
      elsewhere += 1;
      continue;
    }
    const dx = end.x - start.x;
    const dz = end.z - start.z;
    found.push({
      note,
      distance: Math.round(Math.hypot(dx, dz)),
      direction: compassOf(dx, dz),
      measuredIn,
      rise: to.dimension === from.dimension && from.y !== null ? to.y - from.y : null,
    });
  }
  found.sort((a, b) => a.distance - b.distance);
  return { found, elsewhere };
}

export type PositionReading =
  | { ok: true; position: Position }
  | { ok: false; field: "x" | "y" | "z"; message: string };

const whole = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : null);

/** What a member typed, checked as a note's coordinates are (D46); Y may be empty. */
export function readPosition(typed: {
  x: string;
  y: string;
  z: string;
  dimension: Dimension;
}): PositionReading {
  const x = whole(typed.x);
  if (x === null || Math.abs(x) > HORIZONTAL_MAX) return { ok: false, field: "x", message: X_INVALID };
  const y = typed.y.trim() === "" ? null : whole(typed.y);
  if (typed.y.trim() !== "" && (y === null || y < Y_MIN || y > Y_MAX))
    return { ok: false, field: "y", message: Y_INVALID };
  const z = whole(typed.z);
  if (z === null || Math.abs(z) > HORIZONTAL_MAX) return { ok: false, field: "z", message: Z_INVALID };
  return { ok: true, position: { x, y, z, dimension: typed.dimension } };
}

const DISTANCE_IDS: Record<Compass, string> = {
  N: "shared.distanceNorth",
  NE: "shared.distanceNorthEast",
  E: "shared.distanceEast",
  SE: "shared.distanceSouthEast",
  S: "shared.distanceSouth",
  SW: "shared.distanceSouthWest",
  W: "shared.distanceWest",
  NW: "shared.distanceNorthWest",
};

/** '1,240 blocks north-east', 'Here', '1 block west'. */
export function distanceText(found: Pick<PlaceFound<unknown>, "distance" | "direction">): string {
  if (found.direction === null) return english("shared.distanceHere", "Here");
  const blocks = `${found.distance.toLocaleString("en-US")} ${found.distance === 1 ? "block" : "blocks"}`;
  return english(
    DISTANCE_IDS[found.direction],
    `${blocks} ${COMPASS_NAMES[found.direction]}`,
    { distance: found.distance },
    true,
  );
}
