import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { MODERATION_ACTIONS } from "#shared/contracts/moderation.ts";
import { users } from "./users.ts";

/** Every moderation action, kept after the checklist itself is gone. */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    checklistId: text("checklist_id").notNull(),
    checklistTitle: text("checklist_title").notNull(),
    moderatorId: uuid("moderator_id").references(() => users.id, { onDelete: "set null" }),
    moderatorName: text("moderator_name").notNull(),
    action: text("action", { enum: MODERATION_ACTIONS }).notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("moderation_log_checklist_idx").on(t.checklistId, t.createdAt)],
);

/** D21: first-party analytics, one counter per day and path. No user, no cookie. */
export const pageViews = pgTable(
  "page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Fixed-window rate-limit counters, in the database so several app servers share them (D2, D6). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
