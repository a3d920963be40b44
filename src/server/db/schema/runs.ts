import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { DIMENSIONS, HORIZONTAL_MAX, NOTE_MAX, Y_MAX, Y_MIN } from "#shared/run-notes.ts";
import { RUN_EVENT_TYPES, RUN_ROLES, RUN_VISIBILITIES } from "#shared/runs.ts";
import { checklistSteps, checklists } from "./checklists.ts";
import { users } from "./users.ts";

/**
 * A run (D43): one play-through of a checklist, with its own ticks, owned by the player who
 * started it and played by its members (D44). Deleting the checklist, or its owner's account
 * (D20), deletes it with its members and ticks.
 */
export const runs = pgTable(
  "runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    checklistId: text("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    visibility: text("visibility", { enum: RUN_VISIBILITIES }).notNull().default("private"),
    /**
     * D44: the invite link's token is never stored. This random value and the server's secret
     * make it (features/runs/invites.ts), so a copy of the database opens no run; a new value
     * ('New link') revokes the old link. Null: no link yet.
     */
    inviteNonce: text("invite_nonce"),
    /**
     * D73: since when anyone with the link may read the run (null while private). A guest's
     * stream replays nothing from before it (features/runs/readers.ts).
     */
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    /** D74: when the invite link stops working, 7 days after it was made; null with no link. */
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("runs_name_length", sql`char_length(${t.name}) between 1 and 40`),
    check("runs_visibility_check", sql`${t.visibility} in ('private', 'link')`),
    // The target of run_members' and run_ticks' (run, checklist) references.
    unique("runs_id_checklist_key").on(t.id, t.checklistId),
    index("runs_checklist_idx").on(t.checklistId),
    index("runs_owner_idx").on(t.ownerId),
  ],
);

/**
 * Who plays a run: its owner (role 'owner', the row made with the run) and the members who
 * joined by its invite link. The checklist is repeated here, held equal to the run's by the
 * reference, so that a player's runs of one checklist are one index lookup (the ticks of the
 * per-checklist routes go to the first of them).
 */
export const runMembers = pgTable(
  "run_members",
  {
    runId: uuid("run_id").notNull(),
    checklistId: text("checklist_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: RUN_ROLES }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    /** Joined, or last ticked or unticked here: "Continue" and In progress list the latest first (D38). */
    lastPlayedAt: timestamp("last_played_at", { withTimezone: true }).notNull().defaultNow(),
    /** Approved edits after this moment are the ones 'N steps changed since you started' lists (D48). */
    changesSeenAt: timestamp("changes_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.userId] }),
    foreignKey({
      name: "run_members_run_fk",
      columns: [t.runId, t.checklistId],
      foreignColumns: [runs.id, runs.checklistId],
    }).onDelete("cascade"),
    check("run_members_role_check", sql`${t.role} in ('owner', 'member')`),
    index("run_members_player_idx").on(t.userId, t.checklistId, t.joinedAt),
    index("run_members_user_played_idx").on(t.userId, t.lastPlayedAt.desc(), t.runId),
  ],
);

/**
 * A ticked step of a run, with who ticked it and when (D44). A member who leaves keeps their
 * ticks here; an account deleted leaves its ticks without a name. Deleting the step (an
 * approved edit) or the run removes the tick.
 */
export const runTicks = pgTable(
  "run_ticks",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => runs.id, { onDelete: "cascade" }),
    stepId: uuid("step_id")
      .notNull()
      .references(() => checklistSteps.id, { onDelete: "cascade" }),
    tickedBy: uuid("ticked_by").references(() => users.id, { onDelete: "set null" }),
    tickedAt: timestamp("ticked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.stepId] }), index("run_ticks_step_idx").on(t.stepId)],
);

/**
 * A step's note in a run (D46): text, coordinates or both, written by its members and read by
 * them only. One per (run, step); the checks repeat the request's rules (contracts/runs.ts).
 * It goes with the run, and with the step (an approved edit that removes it).
 */
export const runStepNotes = pgTable(
  "run_step_notes",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => runs.id, { onDelete: "cascade" }),
    stepId: uuid("step_id")
      .notNull()
      .references(() => checklistSteps.id, { onDelete: "cascade" }),
    text: text("text"),
    x: integer("x"),
    y: integer("y"),
    z: integer("z"),
    dimension: text("dimension", { enum: DIMENSIONS }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.stepId] }),
    index("run_step_notes_step_idx").on(t.stepId),
    check(
      "run_step_notes_text_length",
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(NOTE_MAX))}`,
    ),
    check(
      "run_step_notes_coords_together",
      sql`(${t.x} is null and ${t.y} is null and ${t.z} is null and ${t.dimension} is null)
        or (${t.x} is not null and ${t.y} is not null and ${t.z} is not null and ${t.dimension} is not null)`,
    ),
    check("run_step_notes_not_empty", sql`${t.text} is not null or ${t.x} is not null`),
    check(
      "run_step_notes_coords_range",
      sql`${t.x} between ${sql.raw(String(-HORIZONTAL_MAX))} and ${sql.raw(String(HORIZONTAL_MAX))}
        and ${t.z} between ${sql.raw(String(-HORIZONTAL_MAX))} and ${sql.raw(String(HORIZONTAL_MAX))}
        and ${t.y} between ${sql.raw(String(Y_MIN))} and ${sql.raw(String(Y_MAX))}`,
    ),
    check("run_step_notes_dimension_check", sql`${t.dimension} in ('overworld', 'nether', 'end')`),
  ],
);

/**
 * What happened in a run, for the open run pages (D45, decisions/028): append only, its id the
 * Server-Sent Events id a page catches up from. Each insert NOTIFYs 'run_events' with the run's
 * id (drizzle/0020); housekeeping removes events older than a day.
 */
export const runEvents = pgTable(
  "run_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    runId: uuid("run_id")
      .notNull()
      .references(() => runs.id, { onDelete: "cascade" }),
    type: text("type", { enum: RUN_EVENT_TYPES }).notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("run_events_type_check", sql`${t.type} in ('tick', 'untick', 'note', 'member', 'claim')`),
    index("run_events_run_idx").on(t.runId, t.id),
    index("run_events_created_idx").on(t.createdAt),
  ],
);

/**
 * D70: a member's claim on a material of a run: how many of an item (a game item's id or free
 * text, as the steps name it) they will bring. One per (run, item, member); it goes when they
 * leave or are removed (the reference to their membership) and with the run. What the run's
 * unticked steps need caps the claims of an item, the earliest claimed first: a tick that lowers
 * the need cuts or ends the latest ones (drizzle/0031, features/runs/claims.ts).
 */
export const runClaims = pgTable(
  "run_claims",
  {
    runId: uuid("run_id").notNull(),
    userId: uuid("user_id").notNull(),
    item: text("item").notNull(),
    count: integer("count").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.item, t.userId] }),
    foreignKey({
      name: "run_claims_member_fk",
      columns: [t.runId, t.userId],
      foreignColumns: [runMembers.runId, runMembers.userId],
    }).onDelete("cascade"),
    check("run_claims_count_positive", sql`${t.count} > 0`),
    check("run_claims_item_length", sql`char_length(${t.item}) between 1 and 80`),
  ],
);
