/** D24, issue 35: a profile's link-preview card: initials, name, handle and what they published. */

import type { Profile } from "#shared/contracts/users.ts";
import type { PreviewCard } from "../previews/preview-card.ts";

/** Up to two letters of the name, else of the handle: 'Ann Lee' → 'AL', 'notch' → 'N'. */
export function initialsOf(name: string, handle: string): string {
  const words = (name.trim() || handle).split(/[\s._-]+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? "");
  return letters.join("").toLocaleUpperCase("en") || "?";
}

export function profilePreviewCard(
  profile: Pick<Profile, "handle" | "displayName" | "checklistCount" | "totalLikes">,
): PreviewCard {
  const name = profile.displayName || "Guest";
  const checklists = `${profile.checklistCount} published ${profile.checklistCount === 1 ? "checklist" : "checklists"}`;
  const likes = `${profile.totalLikes} ${profile.totalLikes === 1 ? "like" : "likes"}`;
  return {
    title: name,
    subtitle: `@${profile.handle} · ${checklists} · ${likes}`,
    initials: initialsOf(name, profile.handle),
  };
}
