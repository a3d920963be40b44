/** D19: a moderator is anyone with a moderator role (admin or creator); everyone else has none. */
export function isModerator(user: { role: string | null } | null | undefined): boolean {
  return user?.role != null;
}
