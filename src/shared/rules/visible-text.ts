/**
 * Required text must show something (issue 23): a title, step, nickname, message or reason
 * made only of spaces, zero-width, bidi or other invisible characters is refused like an empty
 * one. One rule for the forms and the API, and the same pattern stands in the OpenAPI document.
 *
 * What does not show on its own is judged over all of Unicode by its properties (fourth review,
 * issue 35), not by a list of ranges of the Basic Multilingual Plane, which let tag characters
 * (U+E0041…), the variation selectors supplement (U+E0100…), musical (U+1D173…) and shorthand
 * (U+1BCA0…) format controls through: whitespace and controls, format characters (zero-width
 * space and joiners, bidi marks, word joiner, BOM, soft hyphen, tags), default-ignorable code
 * points (variation selectors, fillers such as the Hangul ones), combining marks with nothing to
 * sit on, broken surrogates, and the braille blank. Such characters beside visible ones stay: an
 * emoji's zero-width joiner or variation selector, a tag sequence's flag.
 *
 * JSON Schema reads a `pattern` as ECMA-262 with Unicode (Ajv's default), so the document's
 * pattern is this one.
 */
export const VISIBLE_TEXT_PATTERN =
  /[^\p{White_Space}\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}\u2800]/u;

/** True when `value` holds something a reader can see. */
export function hasVisibleText(value: string): boolean {
  return VISIBLE_TEXT_PATTERN.test(value);
}
