import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import type { ExplorePage, ExploreQuery } from "#shared/contracts/checklists.ts";
import { exploreChecklists } from "./explore.ts";
import { searchWords } from "./search-words.ts";

/** How alike a typed word and a known word must be (pg_trgm similarity, 0–1) to be offered. */
const MIN_SIMILARITY = 0.25;

/**
 * D42: the search as the closest known words spell it, or null when every word is known or
 * none has a close enough neighbour. "irn farm" → "iron farm". One query: a nearest-neighbour
 * lookup per word on the trigram index of search_words.
 */
export async function suggestSpelling(db: Db, text: string): Promise<string | null> {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const result = await db.execute(sql`
    select typed.word as typed, closest.word as closest, similarity(closest.word, typed.word) as score
    from unnest(string_to_array(${words.join(" ")}, ' ')) with ordinality as typed(word, n)
    left join lateral (
      select s.word from search_words s order by s.word <-> typed.word limit 1
    ) closest on true
    order by typed.n`);
  const spelled = rowsOf<{ typed: string; closest: string | null; score: number | null }>(result).map(
    (row) =>
      row.closest !== null && row.typed.length >= 3 && Number(row.score) >= MIN_SIMILARITY
        ? row.closest
        : row.typed,
  );
  return spelled.some((word, index) => word !== words[index]) ? spelled.join(" ") : null;
}

/** How many results match every word of the search (all of them, unless some match only some). */
const everyWordTotal = (page: ExplorePage) => page.allWordsTotal ?? page.total;

/**
 * Explore that forgives typing (D42): a text search none of whose results has all its words
 * (on its first page) is tried once more with the closest known spelling, and says so when
 * that one finds checklists with all of its words.
 */
export async function exploreForgivingTypos(db: Db, query: ExploreQuery): Promise<ExplorePage> {
  const page = await exploreChecklists(db, query);
  if (!query.q || everyWordTotal(page) > 0 || query.page !== 1) return page;
  const correctedQuery = await suggestSpelling(db, query.q);
  if (correctedQuery === null) return page;
  const corrected = await exploreChecklists(db, { ...query, q: correctedQuery });
  return everyWordTotal(corrected) > 0 ? { ...corrected, correctedQuery } : page;
}
