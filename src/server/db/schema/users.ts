import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { MODERATOR_ROLES } from "#shared/moderator-roles.ts";

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The public handle (D17); the database keeps it unique. */
  customId: text("custom_id").notNull().unique(),
  displayName: text("display_name").notNull(),
  email: text("email"),
  avatarUrl: text("avatar_url"),
  photoUrl: text("photo_url"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An account is keyed by the provider's (issuer, subject), never by email (D3). */
export const identities = pgTable(
  "identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index("identities_user_idx").on(t.userId)],
);

/** Sessions are rows keyed by the SHA-256 of the opaque cookie token (D4). */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * One pending OIDC authorization request, bound to the browser by a cookie holding its state.
 * `ip` is the address that started it: each address keeps only its newest flows (auth/flows.ts).
 */
export const authFlows = pgTable(
  "auth_flows",
  {
    stateHash: text("state_hash").primaryKey(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    returnTo: text("return_to"),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("auth_flows_ip_idx").on(t.ip, t.createdAt), index("auth_flows_expires_idx").on(t.expiresAt)],
);

/** A row marks the user as a moderator (D19). */
export const admins = pgTable(
  "admins",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: MODERATOR_ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("admins_role_check", sql`${t.role} in ('admin', 'creator')`)],
);

/**
 * Handles a person had before a rename (D39): their old profile address redirects to the
 * current one, unless someone else holds that handle now (a live handle always wins).
 */
export const previousHandles = pgTable(
  "previous_handles",
  {
    customId: text("custom_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("previous_handles_user_idx").on(t.userId)],
);
