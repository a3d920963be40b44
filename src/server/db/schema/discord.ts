import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { runs } from "./runs.ts";

/**
 * D72: a run's Discord channel and its posting state (docs/decisions/057). The webhook address
 * is a secret: stored sealed with a key from the server's secret (features/discord/sealed.ts),
 * so a backup or a dump holds no usable address; `address_masked` is what the owner sees.
 * The run's events (run_events) are the queue: `event_cursor` is the last one looked at, the
 * `announced_*` columns what was already posted, `pending` the milestones of a post that failed
 * and waits for `due_at` (at most one post a minute, and the retries' backoff). A server that
 * posts holds the row by `lease_until`, claimed with FOR UPDATE SKIP LOCKED.
 */
export const runDiscord = pgTable(
  "run_discord",
  {
    runId: uuid("run_id")
      .primaryKey()
      .references(() => runs.id, { onDelete: "cascade" }),
    addressSealed: text("address_sealed").notNull(),
    addressMasked: text("address_masked").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    eventCursor: bigint("event_cursor", { mode: "number" }).notNull().default(0),
    announcedPercent: integer("announced_percent").notNull().default(0),
    announcedSections: jsonb("announced_sections").$type<string[]>().notNull().default([]),
    pending: jsonb("pending"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    notFound: integer("not_found").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
  },
  (t) => [index("run_discord_due_idx").on(t.dueAt).where(sql`${t.enabled}`)],
);
