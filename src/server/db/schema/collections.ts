import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { COLLECTION_LIMITS } from "#shared/collections.ts";
import { checklists } from "./checklists.ts";
import { users } from "./users.ts";

/**
 * D68: a person's named collections (at most COLLECTION_LIMITS.collectionsPerPerson). The id is
 * a random UUID: the address of an 'Anyone with the link' collection is its link, as a shared
 * run's is (D47). `is_default` marks 'Saved', one per person, which 'Save' fills.
 */
export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    visibility: text("visibility", { enum: ["private", "link", "public"] })
      .notNull()
      .default("private"),
    isDefault: boolean("is_default").notNull().default(false),
    /**
     * Its entries, kept by a trigger on collection_entries (migration 0042); the check holds
     * D68's limit, so a save past it fails in its own statement (docs/decisions/055).
     */
    entryCount: integer("entry_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("collections_owner_idx").on(t.ownerId, t.createdAt),
    check(
      "collections_entry_count_check",
      sql`${t.entryCount} between 0 and ${sql.raw(String(COLLECTION_LIMITS.entriesPerCollection))}`,
    ),
    uniqueIndex("collections_one_default_idx").on(t.ownerId).where(sql`${t.isDefault}`),
    check("collections_visibility_check", sql`${t.visibility} in ('private', 'link', 'public')`),
  ],
);

/** D68: the checklists of a collection (at most COLLECTION_LIMITS.entriesPerCollection each). */
export const collectionEntries = pgTable(
  "collection_entries",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    checklistId: text("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.checklistId] }),
    index("collection_entries_checklist_idx").on(t.checklistId),
    index("collection_entries_newest_idx").on(t.collectionId, t.createdAt),
  ],
);

/** D68: who follows which collection of someone else's. */
export const collectionFollows = pgTable(
  "collection_follows",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.collectionId] }),
    index("collection_follows_collection_idx").on(t.collectionId),
  ],
);
