import { english } from "./i18n/message.ts";
import { LIMITS } from "./limits.ts";

/**
 * The community loop's plain data and texts (D32–D34), without zod, so that the pages that
 * show them do not load the schema library (the contracts in ./contracts build on these).
 */
export const MESSAGE_REQUIRED = english("validation.messageRequired", "Write a message first.");
export const MESSAGE_TOO_LONG = english(
  "validation.messageTooLong",
  `A message can be at most ${LIMITS.message.toLocaleString("en-US")} characters.`,
  { max: LIMITS.message },
);

export const REJECT_REASON_REQUIRED = english(
  "validation.rejectReasonRequired",
  "Please give a reason for the rejection.",
);

/** D34: why a checklist is reported, as the dialog names the reasons. */
export const REPORT_REASONS = [
  { value: "spam", label: english("shared.reasonSpam", "Spam") },
  { value: "inappropriate", label: english("shared.reasonInappropriate", "Inappropriate") },
  { value: "broken", label: english("shared.reasonBroken", "Broken or wrong") },
  { value: "copyright", label: english("shared.reasonCopyright", "Copyright") },
  { value: "other", label: english("shared.reasonOther", "Other") },
] as const;
export const REPORT_REASON_VALUES = ["spam", "inappropriate", "broken", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASON_VALUES)[number];
export const REPORT_DETAILS_MAX = 500;

/**
 * Dismissing reports (issue 23): an optional note for the moderation log, and a few seconds
 * in which 'Undo' reopens them. The server accepts the undo a little longer than the page
 * offers it, so a press in the last second still arrives in time.
 */
export const DISMISS_NOTE_MAX = 500;
export const DISMISS_UNDO_SECONDS = 10;
export const DISMISS_UNDO_GRACE_SECONDS = 5;
export const NOTHING_TO_UNDO = english(
  "validation.nothingToUndo",
  "There is no dismissal to undo: it was undone already or is too old.",
);

export function reasonLabel(reason: ReportReason): string {
  return REPORT_REASONS.find((entry) => entry.value === reason)?.label ?? reason;
}
