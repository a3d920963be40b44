import type { ItemMaterial, Material } from "#shared/contracts/checklists.ts";

/**
 * A material as typed: the count stays text until the step is saved. A game item (D60) keeps its
 * English name and stack size beside its id; free text has neither.
 */
export interface MaterialRow {
  item: string;
  count: string;
  name?: string | undefined;
  stackSize?: number | undefined;
}

export const toRows = (materials: (Material & Partial<ItemMaterial>)[] = []): MaterialRow[] =>
  materials.map(({ item, count, name, stackSize }) =>
    name !== undefined && stackSize !== undefined && name !== item
      ? { item, count: String(count), name, stackSize }
      : { item, count: String(count) },
  );

/** The rows as the API takes them; a count that is no number is NaN, which the check refuses. */
export const fromRows = (rows: MaterialRow[]): Material[] =>
  rows.map(({ item, count }) => ({ item, count: count.trim() === "" ? Number.NaN : Number(count) }));
