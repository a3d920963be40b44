/** D19: a moderator is an admin (may also grant the role) or a creator. */
export const MODERATOR_ROLES = ["admin", "creator"] as const;
export type ModeratorRole = (typeof MODERATOR_ROLES)[number];
