import { english } from "./i18n/message.ts";

/** SPEC §3: the five categories, keyed by their stored id. Icons are chosen in the web layer. */
export const CATEGORIES = [
  { id: 0, name: english("checklists.categorySurvival", "Survival") },
  { id: 1, name: english("checklists.categoryBuilding", "Building") },
  { id: 2, name: english("checklists.categoryModded", "Modded") },
  { id: 3, name: english("checklists.categoryAdventure", "Adventure") },
  { id: 4, name: english("checklists.categoryTutorials", "Tutorials") },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]["id"];

export const CATEGORY_IDS = CATEGORIES.map((c) => c.id);

export function categoryName(id: number): string {
  return CATEGORIES.find((c) => c.id === id)?.name ?? english("checklists.categoryUnknown", "Unknown");
}
