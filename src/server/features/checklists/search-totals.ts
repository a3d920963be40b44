import type { Db } from "#server/db/client.ts";
import { checklistSearchGeneration } from "#server/db/schema/index.ts";

/** How many searches' totals are kept per database; the least recently used one goes first. */
const KEPT_TOTALS = 1000;

interface KeptTotal {
  generation: number;
  total: number;
}

/** Per database handle, so that two apps in one process (tests) never share totals. */
const totalsByDatabase = new WeakMap<Db, Map<string, KeptTotal>>();

/**
 * A text search's exact total, counted again only when the search generation has moved since
 * it was last counted (drizzle/0006). Counting visits every match, so its cost grows with the
 * number of checklists; people repeat the same searches far more often than checklists change.
 */
export async function searchTotal(db: Db, search: string, count: () => Promise<number>): Promise<number> {
  const [row] = await db
    .select({ generation: checklistSearchGeneration.generation })
    .from(checklistSearchGeneration);
  const generation = row?.generation ?? 0;
  let totals = totalsByDatabase.get(db);
  if (!totals) {
    totals = new Map();
    totalsByDatabase.set(db, totals);
  }
  const kept = totals.get(search);
  // Delete and set again: a Map iterates in insertion order, so the first key is the least recently used.
  totals.delete(search);
  const total = kept?.generation === generation ? kept.total : await count();
  totals.set(search, { generation, total });
  if (totals.size > KEPT_TOTALS) totals.delete(totals.keys().next().value as string);
  return total;
}
