import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS } from "#shared/contracts/notifications.ts";
import { REPORT_REASON_VALUES } from "#shared/contracts/reports.ts";
import type { Message } from "#shared/i18n/message.ts";
import { checklists } from "./checklists.ts";
import { users } from "./users.ts";

/** D32: one conversation per checklist between its author and the moderators. */
export const checklistMessages = pgTable(
  "checklist_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    checklistId: text("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    writerId: uuid("writer_id").references(() => users.id, { onDelete: "set null" }),
    writerName: text("writer_name").notNull(),
    role: text("role", { enum: ["author", "moderator"] }).notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("checklist_messages_checklist_idx").on(t.checklistId, t.id)],
);

/**
 * D33: what happened to a person's checklists, conversations and games. Written in the same
 * transaction as the event; the text and link are fixed when written (the checklist may be
 * renamed or deleted later).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    checklistTitle: text("checklist_title").notNull(),
    text: text("text").notNull(),
    /**
     * Issue 38: `text` as a message of the catalogs (its id and values), said in the reader's
     * language when read; null for those written before, read as their English `text`.
     */
    message: jsonb("message").$type<Message>(),
    link: text("link").notNull(),
    /**
     * D67: what a notification that must come once is about (a checklist, or a version of it);
     * with the kind and the person, unique, so a repeated or raced event writes it once.
     */
    subject: text("subject"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex("notifications_once_idx")
      .on(t.kind, t.subject, t.userId)
      .where(sql`${t.subject} is not null`),
  ],
);

/**
 * D67: news of a followed creator waiting to reach their followers (an outbox): written in the
 * approval's transaction (one row), delivered after its answer by notifications/write.ts
 * `deliverFollowNews`, which removes the row in the transaction that writes the notifications.
 * One row per (kind, subject): an approval repeated before delivery adds nothing.
 */
export const followNews = pgTable(
  "follow_news",
  {
    kind: text("kind", { enum: ["followed_published", "followed_updated"] }).notNull(),
    subject: text("subject").notNull(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The moderator who approved it: not told of their own decision. */
    moderatorId: uuid("moderator_id"),
    checklistTitle: text("checklist_title").notNull(),
    text: text("text").notNull(),
    /**
     * Issue 38: `text` as a message of the catalogs (its id and values), said in the reader's
     * language when read; null for those written before, read as their English `text`.
     */
    message: jsonb("message").$type<Message>(),
    link: text("link").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] })],
);

/** D34: reports of approved checklists; one open report per person and checklist. */
export const checklistReports = pgTable(
  "checklist_reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    checklistId: text("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASON_VALUES }).notNull(),
    details: text("details").notNull().default(""),
    status: text("status", { enum: ["open", "dismissed", "unpublished"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("checklist_reports_one_open_idx")
      .on(t.checklistId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    index("checklist_reports_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);
