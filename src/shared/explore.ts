import { english } from "./i18n/message.ts";
/**
 * Explore's sorts: likes, step count, newest (SPEC §9), likes of the last 7 days and the last
 * approval (D35). Plain data, so pages need no zod.
 */
export const EXPLORE_SORTS = ["popular", "steps", "newest", "trending", "updated"] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];

/** What Explore shows with no sort in its URL or query. */
export const DEFAULT_EXPLORE_SORT: ExploreSort = "popular";

/** The longest text search accepted (characters). */
export const SEARCH_QUERY_MAX = 200;

/**
 * Issue 23: a search of several words shows the checklists with all of them first, then this
 * line, then those with only some of them (docs/product.md).
 */
export const SOME_WORDS = english("shared.someWords", "Showing checklists that match some of your words.");
