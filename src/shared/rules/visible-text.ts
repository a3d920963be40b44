/**
 * Required text must show something (issue 23): a title, step, nickname, message or reason
 * made only of spaces, zero-width, bidi or other invisible characters is refused like an empty
 * one. One rule for the forms and the API, and the same pattern stands in the OpenAPI document.
 *
 * The class lists what does not show on its own: whitespace and controls, the format
 * characters (zero-width space and joiners, bidi marks and embeddings, word joiner, BOM,
 * soft hyphen, invisible operators), combining marks with nothing to sit on, variation
 * selectors, and the fillers that render as blanks (Hangul fillers, braille blank). It is
 * spelled with \u escapes of the Basic Multilingual Plane only, so that any JSON Schema
 * engine reads it as the server does (no \p{…}, which needs JavaScript's u flag).
 */
const INVISIBLE_RANGES = [
  "\\u0000-\\u0020", // controls and space
  "\\u007F-\\u00A0", // DEL, C1 controls, no-break space
  "\\u00AD", // soft hyphen
  "\\u0300-\\u036F", // combining diacritical marks
  "\\u034F", // combining grapheme joiner
  "\\u061C", // Arabic letter mark
  "\\u115F\\u1160", // Hangul choseong and jungseong fillers
  "\\u1680", // Ogham space
  "\\u17B4\\u17B5", // Khmer inherent vowels
  "\\u180B-\\u180F", // Mongolian variation selectors, vowel separator
  "\\u1AB0-\\u1AFF", // combining diacritical marks extended
  "\\u1DC0-\\u1DFF", // combining diacritical marks supplement
  "\\u2000-\\u200F", // spaces, zero-width space, joiners, LRM, RLM
  "\\u2028-\\u202F", // line and paragraph separators, bidi embeddings and overrides, narrow space
  "\\u205F-\\u206F", // math space, word joiner, invisible operators, bidi isolates
  "\\u20D0-\\u20FF", // combining marks for symbols
  "\\u2800", // braille blank
  "\\u3000", // ideographic space
  "\\u3164", // Hangul filler
  "\\uFE00-\\uFE0F", // variation selectors
  "\\uFE20-\\uFE2F", // combining half marks
  "\\uFEFF", // byte order mark, zero-width no-break space
  "\\uFFA0", // halfwidth Hangul filler
  "\\uFFF0-\\uFFF8", // unassigned specials
].join("");

/** Matches text holding at least one character that shows (as a JSON Schema `pattern`, too). */
export const VISIBLE_TEXT_PATTERN = new RegExp(`[^${INVISIBLE_RANGES}]`);

/** True when `value` holds something a reader can see. */
export function hasVisibleText(value: string): boolean {
  return VISIBLE_TEXT_PATTERN.test(value);
}
