/** D47: the preview card of an approved checklist. */
import { categoryName } from "#shared/categories.ts";
import { DIFFICULTY_NAMES, type Difficulty } from "#shared/difficulties.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { inLanguage } from "#shared/i18n/message.ts";
import { i18nFor } from "../../i18n/catalogs.ts";
import type { ChecklistRow } from "../checklists/read-model.ts";
import { inLocale, type PreviewCard } from "./preview-card.ts";

export function checklistPreviewCard(
  row: Pick<ChecklistRow, "title" | "categories" | "difficulty" | "stepCount" | "authorName">,
  locale: Locale = "en",
): PreviewCard {
  const { t } = i18nFor(locale);
  const parts = [
    ...row.categories.map((id) => inLanguage(t, categoryName(id))),
    inLanguage(t, DIFFICULTY_NAMES[row.difficulty as Difficulty] ?? row.difficulty),
    t("previews.steps", { count: row.stepCount }),
    t("previews.byAuthor", { author: row.authorName }),
  ];
  return inLocale({ title: row.title, subtitle: parts.join(" · ") }, locale);
}
