/** SPEC §4: a checklist is under review until a moderator approves or rejects it. */
export const CHECKLIST_STATUSES = ["approved", "under_review", "rejected"] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];
