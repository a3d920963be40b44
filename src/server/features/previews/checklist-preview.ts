/** D47: the preview card of an approved checklist. */
import { categoryName } from "#shared/categories.ts";
import type { ChecklistRow } from "../checklists/read-model.ts";
import type { PreviewCard } from "./preview-card.ts";

export function checklistPreviewCard(
  row: Pick<ChecklistRow, "title" | "categories" | "difficulty" | "stepCount" | "authorName">,
): PreviewCard {
  const parts = [
    ...row.categories.map(categoryName),
    row.difficulty,
    `${row.stepCount} ${row.stepCount === 1 ? "step" : "steps"}`,
    `by ${row.authorName}`,
  ];
  return { title: row.title, subtitle: parts.join(" · ") };
}
