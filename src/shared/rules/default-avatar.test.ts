import { describe, expect, it } from "vitest";
import { DEFAULT_AVATAR_COLOURS, defaultAvatarOf, defaultAvatarSvg } from "./default-avatar.ts";

/** WCAG 2's contrast ratio of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (index: number) => {
    const value = Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe("default avatars (issue 35)", () => {
  it("holds white letters at AA contrast on every colour", () => {
    for (const colour of DEFAULT_AVATAR_COLOURS)
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it("gives one handle one face, and new accounts faces of their own", () => {
    expect(defaultAvatarOf("steve")).toEqual(defaultAvatarOf("steve"));
    expect(defaultAvatarOf("steve").letter).toBe("S");
    const colours = new Set(
      ["player1", "player2", "player3", "player4", "alex", "steve"].map((h) => defaultAvatarOf(h).colour),
    );
    expect(colours.size).toBeGreaterThanOrEqual(4);
    expect(defaultAvatarOf("_x").letter).toBe("X");
    expect(defaultAvatarOf("__").letter).toBe("?");
  });

  it("draws only its letter and colour into the SVG", () => {
    const svg = defaultAvatarSvg("alex");
    expect(svg).toContain(`fill="${defaultAvatarOf("alex").colour}"`);
    expect(svg).toMatch(/>A<\/text><\/svg>$/);
  });
});
