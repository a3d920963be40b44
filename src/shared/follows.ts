/** D67: how many creators one person may follow, and the words of the refusals. */
export const FOLLOWS_MAX = 1000;
export const FOLLOW_MESSAGES = {
  self: "You cannot follow yourself.",
  tooMany: `You follow ${FOLLOWS_MAX.toLocaleString("en")} people, as many as anyone may. Unfollow someone to follow someone new.`,
  notFollowing: "You do not follow this person; follow them first.",
} as const;
