import { describe, expect, it } from "vitest";
import { DISPLAY_NAME_FALLBACK, displayNameFrom } from "./accounts.ts";

describe("a provider's name as a display name", () => {
  it("keeps a real name, and gives the fallback to one with nothing that shows (issue 23)", () => {
    expect(displayNameFrom("  Ann Crafter ")).toBe("Ann Crafter");
    expect(displayNameFrom("\u200b\u202e\u3164\u2066")).toBe(DISPLAY_NAME_FALLBACK);
    expect(displayNameFrom("\u0000\u200b")).toBe(DISPLAY_NAME_FALLBACK);
  });
});
