/** A list of the game's things searchable by English name, built once per version. */
export interface NameIndex<T> {
  entries: T[];
  lowerNames: string[];
}

export function nameIndex<T>(entries: T[], nameOf: (entry: T) => string): NameIndex<T> {
  const sorted = [...entries].sort((a, b) => nameOf(a).localeCompare(nameOf(b), "en"));
  return { entries: sorted, lowerNames: sorted.map((entry) => nameOf(entry).toLowerCase()) };
}

/**
 * At most `limit` entries whose English name matches `query`: names that start with it first,
 * then those with a word that does, then any that contain it; alphabetical within each.
 */
export function searchByName<T>(index: NameIndex<T>, query: string, limit: number): T[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return index.entries.slice(0, limit);
  const ranks: T[][] = [[], [], []];
  index.lowerNames.forEach((name, i) => {
    const at = name.indexOf(wanted);
    if (at === -1) return;
    const rank = at === 0 ? 0 : name.includes(` ${wanted}`) ? 1 : 2;
    ranks[rank]?.push(index.entries[i] as T);
  });
  return ranks.flat().slice(0, limit);
}
