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

export const CHECKLIST_ID_MESSAGES = {
  required: "Checklist ID is required.",
  tooLong: `Max ID length: ${LIMITS.checklistId}`,
  taken: "This ID is already taken.",
  takenOnEdit: "This custom ID is already taken.",
} as const;

/** Names the API uses beside /api/checklists/{id}, so no checklist may take them. */
const RESERVED_IDS = new Set(["featured"]);

/** The message for a sanitized id that cannot be used, or null when its shape is fine. */
export function checklistIdProblem(sanitized: string): string | null {
  if (sanitized === "") return CHECKLIST_ID_MESSAGES.required;
  if (sanitized.length > LIMITS.checklistId) return CHECKLIST_ID_MESSAGES.tooLong;
  if (RESERVED_IDS.has(sanitized)) return CHECKLIST_ID_MESSAGES.taken;
  return null;
}
