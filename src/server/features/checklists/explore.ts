/** Explore (D13, D27): approved checklists sorted, filtered, searched and paged in the database. */
import { and, arrayOverlaps, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import { checklistFacetCounts, checklists } from "#server/db/schema/index.ts";
import type { ExplorePage, ExploreQuery } from "#shared/contracts/checklists.ts";
import { LOCALES, type Locale } from "#shared/i18n/locales.ts";
import { searchTotal } from "./search-totals.ts";
import { searchWords } from "./search-words.ts";
import { selectSummaries, toSummary } from "./summaries.ts";

/**
 * A safe prefix query from what someone typed: words only, each matched as a prefix, all
 * required (or, with `any`, at least one). Null when nothing searchable is left.
 */
export function toPrefixTsQuery(text: string, any = false): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(any ? " | " : " & ");
}

/**
 * D65: each guide is searched with the query as its own language stems it, since its document
 * is in that language's configuration (drizzle/0040): 'guias' finds 'Guia' in Portuguese and
 * never 'guide' in English. One arm per language searched (all five when none is chosen); the
 * planner ORs the arms' full-text index scans.
 */
function matchesInLanguages(tsQuery: string, languages: readonly Locale[]): SQL {
  const arms = (languages.length ? languages : LOCALES).map(
    (language) =>
      sql`(${checklists.language} = ${language} and ${checklists.searchDocument} @@ to_tsquery(checklist_search_config(${language}), ${tsQuery}))`,
  );
  return sql`(${sql.join(arms, sql` or `)})`;
}

type SortColumn = "likes" | "stepCount" | "createdAt" | "approvedAt" | "recentLikes";

/** Each sort: its columns, all descending, then the id ascending as the tie-break. Written once. */
const SORT_COLUMNS: Record<ExploreQuery["sort"], SortColumn[]> = {
  popular: ["likes", "createdAt"],
  steps: ["stepCount", "createdAt"],
  newest: ["createdAt"],
  updated: ["approvedAt"],
  trending: ["recentLikes", "likes", "createdAt"],
};

/** Matches the sort indexes exactly (drizzle-kit writes DESC NULLS LAST), so pages come off the index. */
const ORDER = Object.fromEntries(
  Object.entries(SORT_COLUMNS).map(([sort, columns]) => [
    sort,
    [...columns.map((column) => sql`${checklists[column]} desc nulls last`), asc(checklists.id)],
  ]),
) as Record<ExploreQuery["sort"], SQL[]>;

/** The same sorts by plain column name, for ordering a text search's collected matches. */
const MATCH_ORDER = Object.fromEntries(
  Object.entries(SORT_COLUMNS).map(([sort, columns]) => [
    sort,
    sql.raw([...columns.map((column) => `${checklists[column].name} desc nulls last`), "id asc"].join(", ")),
  ]),
) as Record<ExploreQuery["sort"], SQL>;

/** Up to this many matches, a text search sorts its matches itself instead of walking a sort index. */
const FEW_MATCHES = 500;

/**
 * Explore (D13): approved checklists, filtered, searched, sorted and paged by the database.
 * A text search of several words lists the checklists matching all of them, then those
 * matching only some (`allWordsTotal` says where the second part starts, issue 23).
 * The page's ids come first, then only those rows are read, in one statement (the ids are its
 * subquery). Without a text query the ids come straight off a sort index and the total from the
 * facet counts. With one, the matches are counted through the full-text index first (or the
 * count kept since the searched checklists last changed is used): none means no page query at
 * all, few are sorted directly (a sort index would be walked end to end looking for them), many
 * come off the sort index, where matches turn up early.
 */
export async function exploreChecklists(db: Db, query: ExploreQuery): Promise<ExplorePage> {
  const offset = (query.page - 1) * query.perPage;
  const filters = and(
    eq(checklists.status, "approved"),
    query.categories.length ? arrayOverlaps(checklists.categories, query.categories) : undefined,
    query.difficulty.length ? inArray(checklists.difficulty, query.difficulty) : undefined,
    query.versions.length ? inArray(checklists.supportedSince, query.versions) : undefined,
    query.languages.length ? inArray(checklists.language, query.languages) : undefined,
  );
  const text = query.q ?? "";
  const allWords = toPrefixTsQuery(text);
  if (!allWords) {
    const [rows, total] = await Promise.all([
      pageOffIndex(db, filters, query.sort, query.perPage, offset),
      countFromFacets(db, query),
    ]);
    return { items: rows.map(toSummary), total, page: query.page, perPage: query.perPage };
  }
  // Issue 23: checklists matching every word first, then those matching only some of them.
  const matches = (tsQuery: string) => matchesInLanguages(tsQuery, query.languages);
  const everyWord = and(filters, matches(allWords));
  const anyWord = searchWords(text).length > 1 ? toPrefixTsQuery(text, true) : null;
  const someWords = anyWord ? and(filters, matches(anyWord), sql`not ${matches(allWords)}`) : undefined;
  const kept = (tsQuery: string, where: SQL | undefined) =>
    searchTotal(
      db,
      JSON.stringify([tsQuery, query.categories, query.difficulty, query.versions, query.languages]),
      () => countMatches(db, where),
    );
  const allTotal = await kept(allWords, everyWord);
  const someTotal = anyWord ? (await kept(anyWord, and(filters, matches(anyWord)))) - allTotal : 0;
  const first =
    offset < allTotal ? await matchPage(db, everyWord, allTotal, query.sort, query.perPage, offset) : [];
  const room = query.perPage - first.length;
  const rest =
    room > 0 && someTotal > 0
      ? await matchPage(db, someWords, someTotal, query.sort, room, Math.max(0, offset - allTotal))
      : [];
  const page = {
    items: [...first, ...rest].map(toSummary),
    total: allTotal + someTotal,
    page: query.page,
    perPage: query.perPage,
  };
  return someTotal > 0 ? { ...page, allWordsTotal: allTotal } : page;
}

/** A page of approved checklists off the sort index: the ids in a subquery, then only those rows. */
function pageOffIndex(
  db: Db,
  where: SQL | undefined,
  sort: ExploreQuery["sort"],
  limit: number,
  offset: number,
) {
  return selectSummaries(db)
    .where(
      inArray(
        checklists.id,
        db
          .select({ id: checklists.id })
          .from(checklists)
          .where(where)
          .orderBy(...ORDER[sort])
          .limit(limit)
          .offset(offset),
      ),
    )
    .orderBy(...ORDER[sort]);
}

/** A page of a text search's `total` matches: few are collected and sorted, many come off the sort index. */
async function matchPage(
  db: Db,
  where: SQL | undefined,
  total: number,
  sort: ExploreQuery["sort"],
  limit: number,
  offset: number,
) {
  if (offset >= total) return [];
  return total <= FEW_MATCHES
    ? rowsInOrder(db, await idsAmongMatches(db, where, sort, limit, offset))
    : pageOffIndex(db, where, sort, limit, offset);
}

/** The summaries of `ids`, in their order. */
async function rowsInOrder(db: Db, ids: string[]) {
  const rows = ids.length ? await selectSummaries(db).where(inArray(checklists.id, ids)) : [];
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/** The page of a text search with few matches: collected through the GIN index, then sorted. */
async function idsAmongMatches(
  db: Db,
  where: SQL | undefined,
  sort: ExploreQuery["sort"],
  limit: number,
  offset: number,
) {
  const result = await db.execute(sql`
    with matches as materialized (
      select id, likes, step_count, created_at, approved_at, recent_likes from checklists where ${where}
    )
    select id from matches order by ${MATCH_ORDER[sort]} limit ${limit} offset ${offset}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(checklists).where(where);
  return Number(row?.n ?? 0);
}

/** The total without scanning checklists: a sum over the trigger-kept facet counts. */
async function countFromFacets(db: Db, query: ExploreQuery): Promise<number> {
  const result = await db
    .select({ n: sql<number>`coalesce(sum(${checklistFacetCounts.count}), 0)::int` })
    .from(checklistFacetCounts)
    .where(
      and(
        query.categories.length
          ? arrayOverlaps(checklistFacetCounts.categories, query.categories)
          : undefined,
        query.difficulty.length ? inArray(checklistFacetCounts.difficulty, query.difficulty) : undefined,
        query.versions.length ? inArray(checklistFacetCounts.supportedSince, query.versions) : undefined,
        query.languages.length ? inArray(checklistFacetCounts.language, query.languages) : undefined,
      ),
    );
  return Number(result[0]?.n ?? 0);
}
