import { and, arrayOverlaps, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type {
  Checklist,
  ChecklistPage,
  ChecklistSummary,
  ExploreQuery,
  PendingRevision,
} from "../../../shared/contracts/checklists.ts";
import { LIMITS } from "../../../shared/limits.ts";
import { isModerator } from "../../../shared/rules/roles.ts";
import { type Db, rowsOf } from "../../db/client.ts";
import {
  checklistFacetCounts,
  checklistRevisions,
  checklistSteps,
  checklists,
  users,
} from "../../db/schema/index.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { searchTotal } from "./search-totals.ts";
import { GUEST_STATE, viewerState } from "./viewer-state.ts";

/** The columns of a card, with the author's current handle for a profile link. */
export const summaryColumns = {
  id: checklists.id,
  customId: checklists.customId,
  title: checklists.title,
  description: checklists.description,
  tags: checklists.tags,
  difficulty: checklists.difficulty,
  categories: checklists.categories,
  supportedSince: checklists.supportedSince,
  status: checklists.status,
  isApproved: checklists.isApproved,
  authorId: checklists.authorId,
  authorName: checklists.authorName,
  authorCustomId: users.customId,
  likes: checklists.likes,
  stepCount: checklists.stepCount,
  createdAt: checklists.createdAt,
  updatedAt: checklists.updatedAt,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] | null;
} & { id: string; customId: string; createdAt: Date; updatedAt: Date };

export function toSummary(row: SummaryRow): ChecklistSummary {
  return {
    ...(row as ChecklistSummary & { createdAt: Date; updatedAt: Date }),
    authorCustomId: row.authorCustomId ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function selectSummaries(db: Db) {
  return db.select(summaryColumns).from(checklists).leftJoin(users, eq(users.id, checklists.authorId));
}

/** D11: approved checklists are public; others only for their author and moderators. */
export function canSee(
  checklist: { status: string; authorId: string | null },
  viewer: SessionUser | null,
): boolean {
  if (checklist.status === "approved") return true;
  return viewer !== null && (viewer.id === checklist.authorId || isModerator(viewer));
}

export function canSeeRevision(checklist: { authorId: string | null }, viewer: SessionUser | null) {
  return viewer !== null && (viewer.id === checklist.authorId || isModerator(viewer));
}

/** The fields an author writes, shared by a checklist row, its revision and an edit request. */
export function contentOf(source: {
  title: string;
  description: string;
  tags: string[];
  difficulty: "Easy" | "Medium" | "Hard";
  categories: number[];
  supportedSince: string;
}) {
  const { title, description, tags, difficulty, categories, supportedSince } = source;
  return { title, description, tags, difficulty, categories, supportedSince };
}

/** `/checklist/{x}`: the checklist whose customId is x, else whose document id is x (D8). */
export async function findChecklistRow(db: Db, slug: string) {
  const rows = await db
    .select()
    .from(checklists)
    .where(or(eq(checklists.customId, slug), eq(checklists.id, slug)))
    .orderBy(sql`${checklists.customId} = ${slug} desc`)
    .limit(1);
  return rows[0] ?? null;
}

export type ChecklistRow = NonNullable<Awaited<ReturnType<typeof findChecklistRow>>>;

/** The row again, locked for the rest of the transaction (concurrent writers queue behind it). */
export async function lockRow(db: Db, checklistId: string): Promise<ChecklistRow | null> {
  const [locked] = await db.select().from(checklists).where(eq(checklists.id, checklistId)).for("update");
  return locked ?? null;
}

export async function loadSteps(db: Db, checklistId: string) {
  return db
    .select({ id: checklistSteps.id, title: checklistSteps.title, description: checklistSteps.description })
    .from(checklistSteps)
    .where(eq(checklistSteps.checklistId, checklistId))
    .orderBy(asc(checklistSteps.position));
}

async function loadRevision(db: Db, checklistId: string): Promise<PendingRevision | null> {
  const [revision] = await db
    .select()
    .from(checklistRevisions)
    .where(eq(checklistRevisions.checklistId, checklistId));
  if (!revision) return null;
  return {
    customId: revision.customId,
    ...contentOf(revision),
    steps: revision.steps,
    status: revision.status,
    rejectionReason: revision.rejectionReason,
    updatedAt: revision.updatedAt.toISOString(),
  };
}

/** The checklist as `viewer` may see it, or null when it is missing or hidden from them (D11). */
export async function checklistForViewer(
  db: Db,
  slug: string,
  viewer: SessionUser | null,
): Promise<Checklist | null> {
  const row = await findChecklistRow(db, slug);
  if (!row || !canSee(row, viewer)) return null;
  return checklistFromRow(db, row, viewer);
}

export async function checklistFromRow(
  db: Db,
  row: ChecklistRow,
  viewer: SessionUser | null,
): Promise<Checklist> {
  const [steps, author, revision, state] = await Promise.all([
    loadSteps(db, row.id),
    row.authorId
      ? db.select({ customId: users.customId }).from(users).where(eq(users.id, row.authorId))
      : Promise.resolve([]),
    canSeeRevision(row, viewer) ? loadRevision(db, row.id) : Promise.resolve(null),
    viewer ? viewerState(db, viewer.id, row.id) : Promise.resolve(GUEST_STATE),
  ]);
  return {
    id: row.id,
    customId: row.customId,
    title: row.title,
    description: row.description,
    tags: row.tags,
    difficulty: row.difficulty,
    categories: row.categories,
    supportedSince: row.supportedSince,
    status: row.status,
    isApproved: row.isApproved,
    rejectionReason: row.rejectionReason,
    authorId: row.authorId,
    authorName: row.authorName,
    authorCustomId: author[0]?.customId ?? null,
    likes: row.likes,
    stepCount: row.stepCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    steps,
    pendingRevision: revision,
    ...state,
  };
}

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
  column: typeof checklists.likes | typeof checklists.stepCount | typeof checklists.createdAt,
) => sql`${column} desc nulls last`;

const ORDER: Record<ExploreQuery["sort"], SQL[]> = {
  popular: [descending(checklists.likes), descending(checklists.createdAt), asc(checklists.id)],
  steps: [descending(checklists.stepCount), descending(checklists.createdAt), asc(checklists.id)],
  newest: [descending(checklists.createdAt), asc(checklists.id)],
};

/** The sorts by plain column name, for ordering a text search's collected matches. */
const MATCH_ORDER: Record<ExploreQuery["sort"], SQL> = {
  popular: sql.raw("likes desc, created_at desc, id asc"),
  steps: sql.raw("step_count desc, created_at desc, id asc"),
  newest: sql.raw("created_at desc, id asc"),
};

/** Up to this many matches, a text search sorts its matches itself instead of walking a sort index. */
const FEW_MATCHES = 500;

/**
 * Explore (D13): approved checklists, filtered, searched, sorted and paged by the database.
 * The page's ids come first, then only those rows are read. Without a text query the ids come
 * straight off a sort index and the total from the facet counts. With one, the matches are
 * counted through the full-text index first (or the count kept since the searched checklists
 * last changed is used): none means no page query at all, few are sorted
 * directly (a sort index would be walked end to end looking for them), many come off the
 * sort index, where matches turn up early.
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
  const sortedIds = () =>
    db
      .select({ id: checklists.id })
      .from(checklists)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.perPage)
      .offset(offset)
      .then((rows) => rows.map((row) => row.id));
  let ids: string[];
  let total: number;
  if (tsQuery) {
    const search = JSON.stringify([tsQuery, query.categories, query.difficulty, query.versions]);
    total = await searchTotal(db, search, () => countMatches(db, where));
    ids =
      offset >= total
        ? []
        : total <= FEW_MATCHES
          ? await idsAmongMatches(db, where, query, offset)
          : await sortedIds();
  } else {
    [ids, total] = await Promise.all([sortedIds(), countFromFacets(db, query)]);
  }
  const rows = ids.length
    ? await selectSummaries(db)
        .where(inArray(checklists.id, ids))
        .orderBy(...ORDER[query.sort])
    : [];
  return { items: rows.map(toSummary), total, page: query.page, perPage: query.perPage };
}

/** The page of a text search with few matches: collected through the GIN index, then sorted. */
async function idsAmongMatches(db: Db, where: SQL | undefined, query: ExploreQuery, offset: number) {
  const result = await db.execute(sql`
    with matches as materialized (
      select id, likes, step_count, created_at from checklists where ${where}
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

/** D13: the 3 approved checklists with the most likes, newest first on ties. */
export async function featuredChecklists(db: Db): Promise<ChecklistSummary[]> {
  const rows = await selectSummaries(db)
    .where(eq(checklists.status, "approved"))
    .orderBy(desc(checklists.likes), desc(checklists.createdAt))
    .limit(LIMITS.featuredCount);
  return rows.map(toSummary);
}

/** Is `slug` free for a checklist, ignoring the names `exceptChecklistId` already holds? */
export async function isSlugFree(db: Db, slug: string, exceptChecklistId?: string): Promise<boolean> {
  const result = await db.execute(sql`select checklist_id from checklist_slugs where slug = ${slug} limit 1`);
  const owner = rowsOf<{ checklist_id: string }>(result)[0]?.checklist_id;
  return owner === undefined || owner === exceptChecklistId;
}
