import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
