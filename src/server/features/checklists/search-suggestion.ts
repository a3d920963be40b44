import { sql } from "drizzle-orm";
import type { ExplorePage, ExploreQuery } from "../../../shared/contracts/checklists.ts";
import { type Db, rowsOf } from "../../db/client.ts";
import { exploreChecklists } from "./queries.ts";

/** How alike a typed word and a known word must be (pg_trgm similarity, 0–1) to be offered. */
const MIN_SIMILARITY = 0.25;
/** Only this many words of a search are corrected; searches are short. */
const MAX_WORDS = 8;

/**
 * D42: the search as the closest known words spell it, or null when every word is known or
 * none has a close enough neighbour. "irn farm" → "iron farm". Each word is one nearest-
 * neighbour lookup on the trigram index of search_words.
 */
export async function suggestSpelling(db: Db, text: string): Promise<string | null> {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  if (words.length === 0) return null;
  let changed = false;
  const spelled: string[] = [];
  for (const word of words) {
    const closest = await closestWord(db, word);
    if (closest !== null && closest !== word) changed = true;
    spelled.push(closest ?? word);
  }
  return changed ? spelled.join(" ") : null;
}

async function closestWord(db: Db, word: string): Promise<string | null> {
  const result = await db.execute(sql`
    select word, similarity(word, ${word}) as score from search_words
    order by word <-> ${word} limit 1`);
  const [row] = rowsOf<{ word: string; score: number }>(result);
  if (!row) return null;
  if (row.word === word || word.length < 3) return word;
  return Number(row.score) >= MIN_SIMILARITY ? row.word : null;
}

/**
 * Explore that forgives typing (D42): a text search that finds nothing on its first page is
 * tried once more with the closest known spelling, and says so when that one finds results.
 */
export async function exploreForgivingTypos(db: Db, query: ExploreQuery): Promise<ExplorePage> {
  const page = await exploreChecklists(db, query);
  if (!query.q || page.total > 0 || query.page !== 1) return page;
  const correctedQuery = await suggestSpelling(db, query.q);
  if (correctedQuery === null) return page;
  const corrected = await exploreChecklists(db, { ...query, q: correctedQuery });
  return corrected.total > 0 ? { ...corrected, correctedQuery } : page;
}
