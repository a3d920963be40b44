import { describe, expect, it } from "vitest";
import { requiredInputText } from "../contracts/common.ts";
import { requiredTextProblem } from "./checklist-fields.ts";
import { checklistIdProblem, sanitizeChecklistId } from "./checklist-id.ts";
import { deriveHandle, handleCandidate } from "./handle.ts";
import { nicknameProblem, PROFILE_MESSAGES } from "./profile.ts";
import { safeReturnTo } from "./return-to.ts";
import { truncate } from "./truncate.ts";
import { hasVisibleText } from "./visible-text.ts";

describe("handles (D17)", () => {
  it.each([
    ["Alex Crafter", "alexcrafter"],
    ["  Zoë Ñúñez ", "zoenunez"],
    ["Dr. Who?!", "drwho"],
    ["snake_case-name", "snake_case-name"],
    ["日本語", "player"],
    ["", "player"],
    ["ＦＵＬＬ", "full"],
  ])("%j becomes %j", (name, handle) => {
    expect(deriveHandle(name)).toBe(handle);
  });

  it("appends 1, 2, … for later candidates", () => {
    expect([0, 1, 2].map((n) => handleCandidate("steve", n))).toEqual(["steve", "steve1", "steve2"]);
  });
});

describe("sign-in return targets", () => {
  it.each([
    ["/create", "/create"],
    ["/checklist/abc?x=1#top", "/checklist/abc?x=1#top"],
    ["/users/a/../b", "/users/b"],
  ])("accepts same-site path %j", (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    // Dot segments that normalise into a protocol-relative link to another host.
    "/.//evil.example/x",
    "/a/..//evil.example/x",
    "/%2e//evil.example/x",
    "/./\\evil.example",
    "javascript:alert(1)",
    "create",
    "/a\nb",
    "",
    null,
    42,
  ])("refuses %j", (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe("checklist ids (SPEC §5)", () => {
  it("trims, lowercases, turns spaces into hyphens and drops other characters", () => {
    expect(sanitizeChecklistId("  My Iron Farm #2! ")).toBe("my-iron-farm-2");
    expect(sanitizeChecklistId("a/b?c#d")).toBe("abcd");
  });

  it("names the problem", () => {
    expect(checklistIdProblem("")).toBe("Checklist ID is required.");
    expect(checklistIdProblem("x".repeat(41))).toBe("Max ID length: 40");
    expect(checklistIdProblem("x".repeat(40))).toBeNull();
  });
});

describe("truncate", () => {
  it("cuts only when longer and appends the suffix", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("a".repeat(50), 42, " ...")).toBe(`${"a".repeat(42)} ...`);
  });
});

describe("required text shows something (issue 23)", () => {
  const invisible = [
    "",
    "   \t\n",
    "\u200b\u200c\u200d",
    "\u202a\u202b\u202c\u202d\u202e",
    "\u2066\u2067\u2068\u2069\u200e\u200f\u061c",
    "\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad",
    "\u3164\u115f\u1160\uffa0\u2800",
    "\u0301\u034f\ufe0f\u180e",
    // Outside the Basic Multilingual Plane (fourth review): tags, variation selectors supplement,
    // musical and shorthand format controls.
    "\u{E0041}\u{E0042}\u{E007F}",
    "\u{E0100}\u{E01EF}",
    "\u{1D173}\u{1D17A}",
    "\u{1BCA0}\u{1BCA3}",
    " \u{E0020}\u{FE0F} ",
  ];
  it.each(invisible)("%j is refused by forms and the API alike", (value) => {
    expect(hasVisibleText(value)).toBe(false);
    expect(requiredTextProblem(value, 60, { required: "R", tooLong: "L" })).toBe("R");
    expect(nicknameProblem(value)).toBe(PROFILE_MESSAGES.nicknameEmpty);
    expect(requiredInputText(60, "R", "L").safeParse(value).success).toBe(false);
  });
  it.each([
    "a",
    " x ",
    "\u200bx\u200b",
    "🎮",
    "日本",
    "é",
    "\u202eevil",
    "ـ",
    "👩\u200d💻",
    "❤\ufe0f",
    "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    "e\u0301",
    "1\ufe0f\u20e3",
  ])("%j shows", (value) => {
    expect(hasVisibleText(value)).toBe(true);
    expect(requiredInputText(60, "R", "L").safeParse(value).success).toBe(true);
  });
});
