import { english } from "./i18n/message.ts";
/** D67: how many creators one person may follow, and the words of the refusals. */
export const FOLLOWS_MAX = 1000;
export const FOLLOW_MESSAGES = {
  self: english("validation.followSelf", "You cannot follow yourself."),
  tooMany: english(
    "validation.tooManyFollows",
    `You follow ${FOLLOWS_MAX.toLocaleString("en")} people, as many as anyone may. Unfollow someone to follow someone new.`,
    { max: FOLLOWS_MAX },
  ),
  notFollowing: english("validation.notFollowing", "You do not follow this person; follow them first."),
} as const;
