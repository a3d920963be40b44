import { z } from "zod";
import { DISMISS_NOTE_MAX, REPORT_DETAILS_MAX, REPORT_REASON_VALUES } from "../community.ts";
import { english } from "../i18n/message.ts";
import { inputText } from "./common.ts";

export {
  DISMISS_NOTE_MAX,
  DISMISS_UNDO_SECONDS,
  NOTHING_TO_UNDO,
  REPORT_DETAILS_MAX,
  REPORT_REASON_VALUES,
  REPORT_REASONS,
  type ReportReason,
  reasonLabel,
} from "../community.ts";

export const reportReasonSchema = z.enum(REPORT_REASON_VALUES);

export const reportInputSchema = z
  .object({
    reason: reportReasonSchema,
    details: inputText(
      REPORT_DETAILS_MAX,
      english("validation.detailsTooLong", `Details can be at most ${REPORT_DETAILS_MAX} characters.`, {
        max: REPORT_DETAILS_MAX,
      }),
    )
      .default("")
      .describe("Optional, up to 500 characters"),
  })
  .strict();
export type ReportInput = z.output<typeof reportInputSchema>;

export const reportStateSchema = z.object({ reported: z.literal(true) }).meta({ id: "ReportState" });

export const reportGroupSchema = z
  .object({
    checklistId: z.string(),
    customId: z.string(),
    title: z.string(),
    status: z.enum(["approved", "under_review", "rejected"]),
    count: z.number().int().describe("Open reports on this checklist"),
    reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int() })),
    details: z.array(z.string()).describe("What reporters wrote, oldest first (empty ones left out)"),
    firstReportedAt: z.string(),
  })
  .meta({ id: "ReportGroup" });
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportGroupPageSchema = z
  .object({
    items: z.array(reportGroupSchema),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  })
  .meta({ id: "ReportGroupPage" });
export type ReportGroupPage = z.infer<typeof reportGroupPageSchema>;

export const dismissBodySchema = z
  .object({
    note: inputText(
      DISMISS_NOTE_MAX,
      english("validation.dismissNoteTooLong", `A note can be at most ${DISMISS_NOTE_MAX} characters.`, {
        max: DISMISS_NOTE_MAX,
      }),
    )
      .default("")
      .describe("Optional, for the moderation log (up to 500 characters)"),
  })
  .strict();
