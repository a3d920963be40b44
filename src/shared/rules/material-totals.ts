import { countWithStacks, type StackWords, stacksText } from "./stacks.ts";

/**
 * A guide's or a run's materials summed by item (D60, D70): plain data and words without zod, so
 * that the dialogs showing them do not load the schema library.
 */
export interface MaterialTotal {
  /** A game item's id ('minecraft:andesite') or free text, as the steps store it. */
  item: string;
  /** Its English name in the guide's version; free text as written. */
  name: string;
  stackSize: number;
  count: number;
}

/** Each item once, with the counts of every step that names it added up, in the order first named. */
export function sumByItem(
  materials: Iterable<{ item: string; count: number }>,
): { item: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const { item, count } of materials) totals.set(item, (totals.get(item) ?? 0) + count);
  return [...totals].map(([item, count]) => ({ item, count }));
}

/** Alphabetical by English name, as a list to gather from (the id breaks a tie). */
export function byName<T extends { name: string; item: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.item.localeCompare(b.item);
}

/** One line of 'Copy list': '200 Andesite (3 stacks + 8)', '3,456 Stone (2 shulker boxes)', '3 Diamond Pickaxe'. */
export function materialLine(
  total: Pick<MaterialTotal, "name" | "stackSize" | "count">,
  words?: StackWords,
): string {
  const stacks = stacksText(total.count, total.stackSize, words);
  const count = words ? words("shared.count", { count: total.count }) : total.count.toLocaleString("en-US");
  return `${count} ${total.name}${stacks ? ` (${stacks})` : ""}`;
}

/** What 'Copy list' copies: one line a material. */
export function materialListText(
  totals: readonly Pick<MaterialTotal, "name" | "stackSize" | "count">[],
  words?: StackWords,
): string {
  return totals.map((total) => materialLine(total, words)).join("\n");
}

/** A material's count as a list shows it: '200 = 3 stacks + 8' (stacks.ts). */
export const totalText = (total: Pick<MaterialTotal, "stackSize" | "count">, words?: StackWords) =>
  countWithStacks(total.count, total.stackSize, words);
