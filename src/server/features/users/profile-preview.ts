/** D24, issue 35: a profile's link-preview card: initials, name, handle and what they published. */

import type { Profile } from "#shared/contracts/users.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { i18nFor } from "../../i18n/catalogs.ts";
import { inLocale, type PreviewCard } from "../previews/preview-card.ts";

/** Up to two letters of the name, else of the handle: 'Ann Lee' → 'AL', 'notch' → 'N'. */
export function initialsOf(name: string, handle: string): string {
  const words = (name.trim() || handle).split(/[\s._-]+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? "");
  return letters.join("").toLocaleUpperCase("en") || "?";
}

export function profilePreviewCard(
  profile: Pick<Profile, "handle" | "displayName" | "checklistCount" | "totalLikes">,
  locale: Locale = "en",
): PreviewCard {
  const { t } = i18nFor(locale);
  const name = profile.displayName || t("previews.guest");
  const subtitle = t("previews.profileSubtitle", {
    handle: profile.handle,
    checklists: profile.checklistCount,
    likes: profile.totalLikes,
  });
  return inLocale({ title: name, subtitle, initials: initialsOf(name, profile.handle) }, locale);
}
