/** SPEC §3: the five categories, keyed by their stored id. Icons are chosen in the web layer. */
export const CATEGORIES = [
  { id: 0, name: "Survival" },
  { id: 1, name: "Building" },
  { id: 2, name: "Modded" },
  { id: 3, name: "Adventure" },
  { id: 4, name: "Tutorials" },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]["id"];

export const CATEGORY_IDS = CATEGORIES.map((c) => c.id);

export function categoryName(id: number): string {
  return CATEGORIES.find((c) => c.id === id)?.name ?? "Unknown";
}
