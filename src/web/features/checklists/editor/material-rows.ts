import type { Material } from "#shared/contracts/checklists.ts";

/** A material as typed: the count stays text until the step is saved. */
export interface MaterialRow {
  item: string;
  count: string;
}

export const toRows = (materials: Material[] = []): MaterialRow[] =>
  materials.map(({ item, count }) => ({ item, count: String(count) }));

/** The rows as the API takes them; a count that is no number is NaN, which the check refuses. */
export const fromRows = (rows: MaterialRow[]): Material[] =>
  rows.map(({ item, count }) => ({ item, count: count.trim() === "" ? Number.NaN : Number(count) }));
