import { english } from "../i18n/message.ts";
import { LIMITS } from "../limits.ts";

/**
 * SPEC §5 / D9: trimmed, lowercased, spaces to hyphens, anything other than
 * a-z, 0-9, hyphen and underscore removed.
 */
export function sanitizeChecklistId(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9_-]/g, "");
}

/** The whitespace String.prototype.trim and JavaScript's \s know, spelled out for any regex engine. */
const SPACE = "[\\t\\n\\v\\f\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]";
const NOT_SPACE = `[^${SPACE.slice(1)}`;

/**
 * What a raw id must hold for sanitizeChecklistId to keep anything: a character that is, or
 * lowercases to, one of a-z 0-9 _ - (İ and the Kelvin sign K do), or a space between two
 * other characters (it becomes a hyphen). The API states it as the field's pattern.
 */
export const CHECKLIST_ID_USABLE_PATTERN = new RegExp(
  `[A-Za-z0-9_\\u0130\\u212A-]|${NOT_SPACE}${SPACE}+${NOT_SPACE}`,
);

export const CHECKLIST_ID_MESSAGES = {
  required: english("validation.checklistIdRequired", "Checklist ID is required."),
  tooLong: english("validation.checklistIdTooLong", `Max ID length: ${LIMITS.checklistId}`, {
    max: LIMITS.checklistId,
  }),
  taken: english("validation.checklistIdTaken", "This ID is already taken."),
  takenOnEdit: english("validation.customIdTaken", "This custom ID is already taken."),
} as const;

/** Names the API uses beside /api/checklists/{address}, so no checklist may take them. */
const RESERVED_IDS = new Set(["featured"]);

/** The message for a sanitized id that cannot be used, or null when its shape is fine. */
export function checklistIdProblem(sanitized: string): string | null {
  if (sanitized === "") return CHECKLIST_ID_MESSAGES.required;
  if (sanitized.length > LIMITS.checklistId) return CHECKLIST_ID_MESSAGES.tooLong;
  if (RESERVED_IDS.has(sanitized)) return CHECKLIST_ID_MESSAGES.taken;
  return null;
}
