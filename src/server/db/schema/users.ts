import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LOCALES } from "#shared/i18n/locales.ts";
import { MODERATOR_ROLES } from "#shared/moderator-roles.ts";
import { SIGN_IN_PROVIDERS } from "#shared/sign-in-providers.ts";
import { isSiteLanguage } from "./languages.ts";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The public handle (D17); the database keeps it unique. */
    handle: text("handle").notNull().unique(),
    displayName: text("display_name").notNull(),
    email: text("email"),
    avatarUrl: text("avatar_url"),
    photoUrl: text("photo_url"),
    /** D67: 'New guides from people I follow', for every creator they follow at once. */
    notifyFollowed: boolean("notify_followed").notNull().default(true),
    /** D64: the interface language they chose in Settings; null until they choose (D65: their guides' default). */
    language: text("language", { enum: LOCALES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("users_language_check", isSiteLanguage(t.language))],
);

/**
 * D67: who follows whom (at most FOLLOWS_MAX each, never themselves). `notify` is the
 * follower's 'Notify me' for this creator; the index on `followed` finds a creator's followers.
 */
export const follows = pgTable(
  "follows",
  {
    followerId: uuid("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followedId: uuid("followed_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notify: boolean("notify").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    index("follows_followed_idx").on(t.followedId, t.createdAt),
    check("follows_not_self", sql`${t.followerId} <> ${t.followedId}`),
  ],
);

/**
 * How a person signs in: an account is keyed by (provider, subject), never by email (D3, D55).
 * One identity per provider per account; `issuer` records who vouched for it (for Microsoft,
 * the person's tenant).
 */
export const identities = pgTable(
  "identities",
  {
    provider: text("provider", { enum: SIGN_IN_PROVIDERS }).notNull(),
    subject: text("subject").notNull(),
    issuer: text("issuer").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    uniqueIndex("identities_user_provider_idx").on(t.userId, t.provider),
    check("identities_provider_check", sql`${t.provider} in ('microsoft', 'discord', 'google')`),
  ],
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
 * One pending authorization request, bound to the browser by a cookie holding its state.
 * `ip` is the address that started it: each address keeps only its newest flows (auth/flows.ts).
 * `linkUserId` is set when a signed-in person connects another provider (D55).
 */
export const authFlows = pgTable(
  "auth_flows",
  {
    stateHash: text("state_hash").primaryKey(),
    provider: text("provider", { enum: SIGN_IN_PROVIDERS }).notNull(),
    linkUserId: uuid("link_user_id").references(() => users.id, { onDelete: "cascade" }),
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
export const moderators = pgTable(
  "moderators",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: MODERATOR_ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("moderators_role_check", sql`${t.role} in ('admin', 'creator')`)],
);

/**
 * Handles a person had before a rename (D39): their old profile address redirects to the
 * current one, unless someone else holds that handle now (a live handle always wins).
 */
export const previousHandles = pgTable(
  "previous_handles",
  {
    handle: text("handle").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("previous_handles_user_idx").on(t.userId)],
);
