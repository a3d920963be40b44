import { isModerator } from "#shared/rules/roles.ts";
import type { SessionUser } from "../auth/sessions.ts";

/** D11: approved checklists are public; others only for their author and moderators. */
export function canSee(
  checklist: { status: string; authorId: string | null },
  viewer: SessionUser | null,
): boolean {
  if (checklist.status === "approved") return true;
  return viewer !== null && (viewer.id === checklist.authorId || isModerator(viewer));
}

export function canSeeRevision(checklist: { authorId: string | null }, viewer: SessionUser | null) {
  return viewer !== null && (viewer.id === checklist.authorId || isModerator(viewer));
}

/** D52: 'Use as template' copies an approved checklist, which everyone may read (D11); nothing else. */
export function canCopy(checklist: { status: string }) {
  return checklist.status === "approved";
}
