/** Explore's sorts (SPEC §9): likes, step count, newest. Plain data, so pages need no zod. */
export const EXPLORE_SORTS = ["popular", "steps", "newest"] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];
