/** Explore (D13, D27): approved checklists sorted, filtered, searched and paged in the database. */
import { and, arrayOverlaps, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import { checklistFacetCounts, checklists } from "#server/db/schema/index.ts";
import type { ChecklistPage, ExploreQuery } from "#shared/contracts/checklists.ts";
import { searchTotal } from "./search-totals.ts";
import { selectSummaries, toSummary } from "./summaries.ts";

/**
 * A safe prefix query from what someone typed: words only (no tsquery syntax gets through),
 * each matched as a prefix, all required. Null when nothing searchable is left.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(" & ");
}

/** Matches the sort indexes exactly (drizzle-kit writes DESC NULLS LAST), so pages come off the index. */
const descending = (
  column:
    | typeof checklists.likes
    | typeof checklists.stepCount
    | typeof checklists.createdAt
    | typeof checklists.approvedAt
    | typeof checklists.recentLikes,
) => sql`${column} desc nulls last`;

const ORDER: Record<ExploreQuery["sort"], SQL[]> = {
  popular: [descending(checklists.likes), descending(checklists.createdAt), asc(checklists.id)],
  steps: [descending(checklists.stepCount), descending(checklists.createdAt), asc(checklists.id)],
  newest: [descending(checklists.createdAt), asc(checklists.id)],
  updated: [descending(checklists.approvedAt), asc(checklists.id)],
  trending: [
    descending(checklists.recentLikes),
    descending(checklists.likes),
    descending(checklists.createdAt),
    asc(checklists.id),
  ],
};

/** The sorts by plain column name, for ordering a text search's collected matches. */
const MATCH_ORDER: Record<ExploreQuery["sort"], SQL> = {
  popular: sql.raw("likes desc, created_at desc, id asc"),
  steps: sql.raw("step_count desc, created_at desc, id asc"),
  newest: sql.raw("created_at desc, id asc"),
  updated: sql.raw("approved_at desc nulls last, id asc"),
  trending: sql.raw("recent_likes desc, likes desc, created_at desc, id asc"),
};

/** Up to this many matches, a text search sorts its matches itself instead of walking a sort index. */
const FEW_MATCHES = 500;

/**
 * Explore (D13): approved checklists, filtered, searched, sorted and paged by the database.
 * The page's ids come first, then only those rows are read, in one statement (the ids are its
 * subquery). Without a text query the ids come straight off a sort index and the total from the
 * facet counts. With one, the matches are counted through the full-text index first (or the
 * count kept since the searched checklists last changed is used): none means no page query at
 * all, few are sorted directly (a sort index would be walked end to end looking for them), many
 * come off the sort index, where matches turn up early.
 */
export async function exploreChecklists(db: Db, query: ExploreQuery): Promise<ChecklistPage> {
  const tsQuery = query.q ? toPrefixTsQuery(query.q) : null;
  const where = and(
    eq(checklists.status, "approved"),
    query.categories.length ? arrayOverlaps(checklists.categories, query.categories) : undefined,
    query.difficulty.length ? inArray(checklists.difficulty, query.difficulty) : undefined,
    query.versions.length ? inArray(checklists.supportedSince, query.versions) : undefined,
    tsQuery ? sql`${checklists.searchDocument} @@ to_tsquery('english', ${tsQuery})` : undefined,
  );
  const offset = (query.page - 1) * query.perPage;
  const pageOffIndex = () =>
    selectSummaries(db)
      .where(
        inArray(
          checklists.id,
          db
            .select({ id: checklists.id })
            .from(checklists)
            .where(where)
            .orderBy(...ORDER[query.sort])
            .limit(query.perPage)
            .offset(offset),
        ),
      )
      .orderBy(...ORDER[query.sort]);
  let rows: Awaited<ReturnType<typeof pageOffIndex>>;
  let total: number;
  if (tsQuery) {
    const search = JSON.stringify([tsQuery, query.categories, query.difficulty, query.versions]);
    total = await searchTotal(db, search, () => countMatches(db, where));
    rows =
      offset >= total
        ? []
        : total <= FEW_MATCHES
          ? await rowsInOrder(db, await idsAmongMatches(db, where, query, offset))
          : await pageOffIndex();
  } else {
    [rows, total] = await Promise.all([pageOffIndex(), countFromFacets(db, query)]);
  }
  return { items: rows.map(toSummary), total, page: query.page, perPage: query.perPage };
}

/** The summaries of `ids`, in their order. */
async function rowsInOrder(db: Db, ids: string[]) {
  const rows = ids.length ? await selectSummaries(db).where(inArray(checklists.id, ids)) : [];
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/** The page of a text search with few matches: collected through the GIN index, then sorted. */
async function idsAmongMatches(db: Db, where: SQL | undefined, query: ExploreQuery, offset: number) {
  const result = await db.execute(sql`
    with matches as materialized (
      select id, likes, step_count, created_at, approved_at, recent_likes from checklists where ${where}
    )
    select id from matches order by ${MATCH_ORDER[query.sort]} limit ${query.perPage} offset ${offset}`);
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
      ),
    );
  return Number(result[0]?.n ?? 0);
}
