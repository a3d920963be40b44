import { english } from "./i18n/message.ts";
/**
 * Notes and coordinates on a run's steps (D46). Plain data, texts and arithmetic without zod,
 * so that the page showing a note does not load the schema library (contracts/runs.ts builds
 * the request's schema on these).
 */
export const DIMENSIONS = ["overworld", "nether", "end"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const DIMENSION_NAMES: Record<Dimension, string> = {
  overworld: english("shared.dimensionOverworld", "Overworld"),
  nether: english("shared.dimensionNether", "Nether"),
  end: english("shared.dimensionEnd", "End"),
};

/** D46: a note's length, and the world's bounds for coordinates. */
export const NOTE_MAX = 200;
export const HORIZONTAL_MAX = 30_000_000;
export const Y_MIN = -64;
export const Y_MAX = 320;

export interface Coords {
  x: number;
  y: number;
  z: number;
  dimension: Dimension;
}

export const NOTE_TOO_LONG = english(
  "validation.noteTooLong",
  `A note can be at most ${NOTE_MAX} characters.`,
  {
    max: NOTE_MAX,
  },
);
export const NOTE_EMPTY = english("validation.noteEmpty", "Write a note or give coordinates.");
export const X_INVALID = english(
  "validation.xInvalid",
  `X must be a whole number from -${HORIZONTAL_MAX.toLocaleString("en-US")} to ${HORIZONTAL_MAX.toLocaleString("en-US")}.`,
  { max: HORIZONTAL_MAX },
);
export const Z_INVALID = english(
  "validation.zInvalid",
  `Z must be a whole number from -${HORIZONTAL_MAX.toLocaleString("en-US")} to ${HORIZONTAL_MAX.toLocaleString("en-US")}.`,
  { max: HORIZONTAL_MAX },
);
export const Y_INVALID = english(
  "validation.yInvalid",
  `Y must be a whole number from ${Y_MIN} to ${Y_MAX}.`,
  {
    min: Y_MIN,
    max: Y_MAX,
  },
);
export const DIMENSION_INVALID = english(
  "validation.dimensionInvalid",
  "Choose the Overworld, the Nether or the End.",
);

/**
 * The same place in the other dimension (D46): one Nether block is eight Overworld blocks
 * across, so the Nether's x and z are the Overworld's divided by 8, rounded down (as the game
 * places a portal: -5 becomes -1, not 0), and the Overworld's are the Nether's times 8. y is
 * kept. The End has no equivalent: null.
 */
export function otherDimension(coords: Coords): Coords | null {
  if (coords.dimension === "overworld") {
    return { x: Math.floor(coords.x / 8), y: coords.y, z: Math.floor(coords.z / 8), dimension: "nether" };
  }
  if (coords.dimension === "nether") {
    return { x: coords.x * 8, y: coords.y, z: coords.z * 8, dimension: "overworld" };
  }
  return null;
}

/** What 'Copy coordinates' copies, and how a note shows them: 'x y z'. */
export function coordsText(coords: Pick<Coords, "x" | "y" | "z">): string {
  return `${coords.x} ${coords.y} ${coords.z}`;
}
