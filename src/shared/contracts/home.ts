import { z } from "zod";
import { MAX_PAGE } from "../limits.ts";
import { checklistSummarySchema, pageOf } from "./checklists.ts";
import { progressItemSchema } from "./playing.ts";
import { runPersonSchema } from "./runs.ts";

/**
 * D69 · A home for you: the signed-in home page's four sections, each a list of its own,
 * paged like every list (`items`, `total`, `page`, `perPage`).
 */
export const HOME_SECTIONS = ["continue", "following", "updated", "friends"] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** How many entries a section shows at a time: the home page's first screen, and each 'Show more'. */
export const HOME_SECTION_SIZE = 5;

/** 'Updated guides you play': a run of yours whose guide changed since you last looked (D48). */
export const updatedRunSchema = progressItemSchema
  .extend({
    changedSteps: z
      .number()
      .int()
      .describe("How many steps the run page's 'N steps changed since you started' counts (D48)"),
  })
  .meta({ id: "UpdatedRun" });
export type UpdatedRun = z.infer<typeof updatedRunSchema>;

/** 'Your friends' runs': a run a person you follow shares by link (D47), with its owner. */
export const friendRunSchema = progressItemSchema
  .extend({ owner: runPersonSchema.describe("Who plays it: the run's owner, whom you follow") })
  .meta({ id: "FriendRun" });
export type FriendRun = z.infer<typeof friendRunSchema>;

export const continuePageSchema = pageOf(progressItemSchema, "HomeContinuePage");
export const followingPageSchema = pageOf(checklistSummarySchema, "HomeFollowingPage");
export const updatedPageSchema = pageOf(updatedRunSchema, "HomeUpdatedPage");
export const friendsPageSchema = pageOf(friendRunSchema, "HomeFriendsPage");

export const homeSectionPageSchemas = {
  continue: continuePageSchema,
  following: followingPageSchema,
  updated: updatedPageSchema,
  friends: friendsPageSchema,
} as const;

export interface HomeSectionPages {
  continue: z.infer<typeof continuePageSchema>;
  following: z.infer<typeof followingPageSchema>;
  updated: z.infer<typeof updatedPageSchema>;
  friends: z.infer<typeof friendsPageSchema>;
}
export type HomeSectionPage<S extends HomeSection = HomeSection> = HomeSectionPages[S];

/** GET /api/me/home: the first page of each section, all in one answer. */
export const homeSchema = z
  .object({
    continue: continuePageSchema.describe("'Continue': your runs in progress, the latest played first (D38)"),
    following: followingPageSchema.describe(
      "'New from creators you follow': their approved checklists, the latest approved first (D67)",
    ),
    updated: updatedPageSchema.describe(
      "'Updated guides you play': your unfinished runs whose guide changed since you last looked (D48)",
    ),
    friends: friendsPageSchema.describe(
      "'Your friends' runs': runs the people you follow share by link (D47), the latest played first",
    ),
  })
  .meta({ id: "Home" });
export type Home = z.infer<typeof homeSchema>;

/** One section's page; its size is the home page's (HOME_SECTION_SIZE), so page 2 follows the first screen. */
export const homeSectionQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});
