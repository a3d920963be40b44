import { z } from "zod";
import { english } from "../i18n/message.ts";
import { PAGE_SIZES } from "../limits.ts";

/** D33: what happened to a person's checklists, conversations and games. */
export const NOTIFICATION_KINDS = [
  "approved",
  "rejected",
  "edit_approved",
  "edit_rejected",
  "message",
  "reply",
  "report",
  "changed",
  "unpublished",
  "submitted",
  "report_dismissed",
  "report_unpublished",
  "followed_published",
  "followed_updated",
  "discord_off",
] as const;

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    checklistTitle: z.string(),
    text: z.string().describe("What happened, naming the checklist"),
    link: z.string().describe("Where to look: the checklist, its review, or the reports"),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z
  .object({
    items: z.array(notificationSchema),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
    unread: z.number().int().describe("How many of all the person's notifications are unread"),
  })
  .meta({ id: "NotificationPage" });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const markReadSchema = z
  .object({
    ids: z
      .array(
        z
          .string()
          .regex(/^\d{1,18}$/, english("validation.notificationIds", "Notification ids are numbers.")),
      )
      .max(Math.max(...PAGE_SIZES))
      .optional()
      .describe("Those notifications; all of them when absent"),
  })
  .strict();

export const unreadCountSchema = z.object({ unread: z.number().int() }).meta({ id: "UnreadCount" });
