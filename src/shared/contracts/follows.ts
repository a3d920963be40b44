import { z } from "zod";
import { pageOf } from "./checklists.ts";

/** D67: a reader's follow of a creator, answered by PUT, PATCH and DELETE /api/users/{handle}/follow. */
export const followStateSchema = z
  .object({
    following: z.boolean().describe("Whether the signed-in person follows them now"),
    notify: z
      .boolean()
      .describe(
        "Whether their newly approved checklists and versions notify this follower (false when not following)",
      ),
    followerCount: z.number().int().describe("How many people follow them"),
  })
  .meta({ id: "FollowState" });
export type FollowState = z.infer<typeof followStateSchema>;

/** PATCH /api/users/{handle}/follow: 'Notify me' for this creator. */
export const followChangeSchema = z
  .object({ notify: z.boolean().describe("Notify me of their new and updated guides") })
  .strict()
  .meta({ id: "FollowChange" });

/** One person in a list of followers or of followed people. */
export const personSchema = z
  .object({
    handle: z.string(),
    displayName: z.string(),
    avatarUrl: z
      .string()
      .nullable()
      .describe("avatarUrl, else the provider's photo, else null (default image)"),
  })
  .meta({ id: "Person" });
export type Person = z.infer<typeof personSchema>;

export const personPageSchema = pageOf(personSchema, "PersonPage");
export type PersonPage = z.infer<typeof personPageSchema>;

/** GET and PUT /api/me/follow-settings: 'New guides from people I follow', for all of them at once. */
export const followSettingsSchema = z
  .object({
    notifyNewGuides: z
      .boolean()
      .describe("Whether the newly approved checklists and versions of the people I follow notify me"),
  })
  .strict()
  .meta({ id: "FollowSettings" });
export type FollowSettings = z.infer<typeof followSettingsSchema>;
