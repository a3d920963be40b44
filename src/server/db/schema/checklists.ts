import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { CHECKLIST_STATUSES } from "#shared/checklist-statuses.ts";
import type { Material } from "#shared/contracts/checklists.ts";
import type { StepLinkInput } from "#shared/contracts/step-links.ts";
import { DEFAULT_DIFFICULTY, DIFFICULTIES, type Difficulty } from "#shared/difficulties.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#shared/i18n/locales.ts";
import type { Section } from "#shared/rules/sections.ts";
import { STEP_CHANGE_KINDS } from "#shared/rules/step-changes.ts";
import { isSiteLanguage } from "./languages.ts";
import { users } from "./users.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const checklists = pgTable(
  "checklists",
  {
    /** The document id: the sanitized checklist id given at creation (D8). Never changes. */
    id: text("id").primaryKey(),
    /** The URL id; starts equal to `id`, edits may change it. */
    customId: text("custom_id").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull().default(DEFAULT_DIFFICULTY),
    categories: integer("categories").array().notNull().default(sql`'{}'::integer[]`),
    supportedSince: text("supported_since").notNull(),
    /** D65: the language it is written in; every checklist made before D65 is English (drizzle/0040). */
    language: text("language", { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    status: text("status", { enum: CHECKLIST_STATUSES }).notNull().default("under_review"),
    rejectionReason: text("rejection_reason"),
    /** False while anything about it waits for a moderator (a new checklist or a pending revision). */
    isApproved: boolean("is_approved").notNull().default(false),
    /** Null once the author deleted their account (D20); authorName keeps the credit. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    /** Kept equal to the number of rows in `likes` by the service, in the same transaction (D15). */
    likes: integer("likes").notNull().default(0),
    stepCount: integer("step_count").notNull().default(0),
    /**
     * D52: the approved checklist this one was copied from ('Use as template'); null when it was
     * not, or once that one is deleted.
     */
    basedOn: text("based_on").references((): AnyPgColumn => checklists.id, { onDelete: "set null" }),
    /** D50: the section headings over the steps (ids in step order); empty without sections. */
    sections: jsonb("sections").$type<Section[]>().notNull().default([]),
    /**
     * D35 'Trending': likes given in the last 7 days. Kept by like and unlike in their
     * transaction; likes growing older than a week are counted out by housekeeping.
     */
    recentLikes: integer("recent_likes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /**
     * The content as it was when last rejected or unpublished, so a resubmission is labelled
     * as such and its review shows what changed since (issue 23). Cleared on approval.
     */
    rejectedVersion: jsonb("rejected_version").$type<ReviewableVersion>(),
    /**
     * What else of the live steps search finds the checklist by: their material names (D51).
     * Kept by replaceSteps (features/checklists/steps.ts).
     */
    searchExtra: text("search_extra").notNull().default(""),
    /**
     * D63: which of the site's own checklists, generated from the game's data, this is
     * ('adventuring-time'); null for everyone else's. Reads call it `official`.
     */
    officialKey: text("official_key").unique(),
    /** D63: the fingerprint of the generated content last published: a start with the same data writes nothing. */
    officialFingerprint: text("official_fingerprint"),
    /**
     * Explore's full-text search document, in its language's text-search configuration
     * (drizzle/0040 defines the function, D65; 0001, 0022 and 0023 before it).
     */
    searchDocument: tsvector("search_document")
      .notNull()
      .generatedAlwaysAs(
        sql`checklist_search_document(language, title, description, tags, sections, search_extra)`,
      ),
  },
  (t) => [
    check("checklists_likes_check", sql`${t.likes} >= 0`),
    check("checklists_categories_check", sql`coalesce(array_length(${t.categories}, 1), 0) <= 3`),
    check("checklists_status_check", sql`${t.status} in ('approved', 'under_review', 'rejected')`),
    check("checklists_difficulty_check", sql`${t.difficulty} in ('Easy', 'Medium', 'Hard')`),
    check("checklists_language_check", isSiteLanguage(t.language)),
    index("checklists_author_idx").on(t.authorId, t.createdAt),
    // Deleting a checklist clears the copies' basedOn (ON DELETE SET NULL): found here, not by a scan.
    index("checklists_based_on_idx").on(t.basedOn).where(sql`${t.basedOn} is not null`),
    // Each sort's full ORDER BY, id included, so a page is read straight off the index (no sort).
    // drizzle/0014 adds INCLUDE (difficulty, supported_since, categories) to these five (0040
    // adds language, D65), which
    // Drizzle cannot express: a filtered page is then checked in the index, not row by row.
    index("checklists_status_likes_idx").on(t.status, t.likes.desc(), t.createdAt.desc(), t.id),
    index("checklists_status_created_idx").on(t.status, t.createdAt.desc(), t.id),
    index("checklists_status_steps_idx").on(t.status, t.stepCount.desc(), t.createdAt.desc(), t.id),
    // D35: 'Trending' (this week's likes, then likes, then newest) and 'Recently updated'.
    index("checklists_status_trending_idx").on(
      t.status,
      t.recentLikes.desc(),
      t.likes.desc(),
      t.createdAt.desc(),
      t.id,
    ),
    index("checklists_status_approved_idx").on(t.status, t.approvedAt.desc(), t.id),
    // D69 'New from creators you follow': each followed creator's latest approved, read in order.
    index("checklists_author_approved_idx")
      .on(t.authorId, t.approvedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    index("checklists_categories_idx").using("gin", t.categories),
    // Only approved checklists are searched; a partial index also spares each match a status check.
    index("checklists_approved_search_idx").using("gin", t.searchDocument).where(sql`status = 'approved'`),
  ],
);

/**
 * How many approved checklists have each (difficulty, version, categories, language)
 * combination, kept by a trigger on checklists (drizzle/0003, language since 0040). Explore's
 * total for any filter without a text query is a sum over at most a few thousand rows, however
 * many checklists exist.
 */
export const checklistFacetCounts = pgTable(
  "checklist_facet_counts",
  {
    difficulty: text("difficulty").notNull(),
    supportedSince: text("supported_since").notNull(),
    categories: integer("categories").array().notNull(),
    language: text("language").notNull().default(DEFAULT_LOCALE),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.difficulty, t.supportedSince, t.categories, t.language] })],
);

/**
 * One row whose number goes up, by a trigger on checklists (drizzle/0006), with every statement
 * that could change which approved checklists a text search finds. Explore remembers a text
 * search's total together with this number, and counts again once it has moved.
 */
export const checklistSearchGeneration = pgTable(
  "checklist_search_generation",
  {
    single: boolean("single").primaryKey().default(true),
    generation: bigint("generation", { mode: "number" }).notNull(),
  },
  (t) => [check("checklist_search_generation_single", sql`${t.single}`)],
);

/**
 * Every name a checklist answers to under /checklist/{x}: its document id and its customId.
 * The primary key makes the database guarantee D8: no two checklists share a name.
 */
export const checklistAddresses = pgTable(
  "checklist_addresses",
  {
    address: text("address").primaryKey(),
    checklistId: text("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
  },
  (t) => [index("checklist_addresses_checklist_idx").on(t.checklistId)],
);

/** Steps keep their id for life, so progress survives edits (D10). */
export const checklistSteps = pgTable(
  "checklist_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    checklistId: text("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** D51: what the step needs, each `{ item, count }`. */
    materials: jsonb("materials").$type<Material[]>().notNull().default([]),
    /** D61: what in the game marks the step done; null for none. */
    link: jsonb("link").$type<StepLinkInput>(),
  },
  (t) => [index("checklist_steps_checklist_idx").on(t.checklistId, t.position)],
);

/**
 * What each approved edit changed in a checklist's steps (D48): a removed step keeps its title
 * here. Read by the runs of players who started before the edit; `id` orders the edits.
 */
export const checklistStepChanges = pgTable(
  "checklist_step_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    checklistId: text("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    stepId: uuid("step_id").notNull(),
    kind: text("kind", { enum: STEP_CHANGE_KINDS }).notNull(),
    title: text("title").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("checklist_step_changes_kind_check", sql`${t.kind} in ('added', 'changed', 'removed')`),
    index("checklist_step_changes_checklist_idx").on(t.checklistId, t.changedAt),
  ],
);

/** A checklist's reviewable content at one moment (the fields a revision diff compares). */
export interface ReviewableVersion {
  customId: string;
  title: string;
  description: string;
  tags: string[];
  difficulty: Difficulty;
  categories: number[];
  supportedSince: string;
  /** D65; absent from versions kept before languages: English. */
  language?: Locale;
  steps: RevisionStep[];
  /** Absent from versions kept before sections (D50). */
  sections?: Section[];
}

export interface RevisionStep {
  /** An existing step's id, or a new id that becomes the step's id when approved. */
  id: string;
  title: string;
  description: string;
  /** Absent in what was stored before materials existed (D51): none. */
  materials?: Material[];
  /** D61; absent in what was stored before links: none. */
  link?: StepLinkInput | null;
}

/** D12: an edit of an approved checklist waits here until a moderator decides. One per checklist. */
export const checklistRevisions = pgTable(
  "checklist_revisions",
  {
    checklistId: text("checklist_id")
      .primaryKey()
      .references(() => checklists.id, { onDelete: "cascade" }),
    customId: text("custom_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    tags: text("tags").array().notNull(),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    categories: integer("categories").array().notNull(),
    supportedSince: text("supported_since").notNull(),
    /** D65: the edit may change the language; the live checklist keeps its own until approved. */
    language: text("language", { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    steps: jsonb("steps").$type<RevisionStep[]>().notNull(),
    sections: jsonb("sections").$type<Section[]>().notNull().default([]),
    status: text("status", { enum: ["pending", "rejected"] })
      .notNull()
      .default("pending"),
    rejectionReason: text("rejection_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("checklist_revisions_language_check", isSiteLanguage(t.language))],
);

export const likes = pgTable(
  "likes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    checklistId: text("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.checklistId] }), index("likes_checklist_idx").on(t.checklistId)],
);

/**
 * Words of approved titles and tags, for "Showing results for" when a search finds nothing
 * (D42). Kept by a trigger (migration 0007); a trigram index finds the closest word.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gist", t.word.op("gist_trgm_ops")),
]);
