import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  checklists,
  collectionEntries,
  collectionFollows,
  collections,
  previousHandles,
  users,
} from "#server/db/schema/index.ts";
import { userMissing } from "#server/errors.ts";
import { HIDDEN_ENTRY_REASONS } from "#shared/collections.ts";
import type { Collection, CollectionList, CollectionSummary } from "#shared/contracts/collections.ts";
import { summaryColumns, toSummary } from "../checklists/summaries.ts";
import { defaultCollectionId, readableCollection } from "./access.ts";

const entryCountOf = (everyEntry: boolean) =>
  everyEntry
    ? sql<number>`(select count(*)::int from collection_entries e where e.collection_id = ${collections.id})`
    : sql<number>`(select count(*)::int from collection_entries e join checklists c on c.id = e.checklist_id
        where e.collection_id = ${collections.id} and c.status = 'approved')`;

const followerCount = sql<number>`(select count(*)::int from collection_follows f where f.collection_id = ${collections.id})`;

/** The cards of collections: `everyEntry` for their owner, who counts entries others no longer see. */
async function summaries(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  everyEntry: boolean,
  containing?: string,
): Promise<CollectionSummary[]> {
  const contains = containing
    ? sql<boolean>`exists (select 1 from collection_entries e where e.collection_id = ${collections.id}
        and e.checklist_id = ${containing})`
    : sql<null>`null`;
  const rows = await db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      visibility: collections.visibility,
      isDefault: collections.isDefault,
      ownerHandle: users.handle,
      ownerName: users.displayName,
      entryCount: entryCountOf(everyEntry),
      followerCount,
      contains,
      updatedAt: collections.updatedAt,
    })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .where(where)
    .orderBy(...order);
  return rows.map(({ contains: holds, updatedAt, ...row }) => ({
    ...row,
    entryCount: Number(row.entryCount),
    followerCount: Number(row.followerCount),
    ...(containing ? { contains: holds === true } : {}),
    updatedAt: updatedAt.toISOString(),
  }));
}

/** GET /api/me/collections: every collection of theirs, 'Saved' first (made when missing), then newest. */
export async function myCollections(db: Db, userId: string, checklistId?: string): Promise<CollectionList> {
  await defaultCollectionId(db, userId);
  const items = await summaries(
    db,
    eq(collections.ownerId, userId),
    [desc(collections.isDefault), desc(collections.createdAt), asc(collections.id)],
    true,
    checklistId,
  );
  return { items };
}

async function personByHandle(db: Db, handle: string) {
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.handle, handle.toLowerCase()));
  return person ?? null;
}

/** D39: whoever had `handle` before a rename, as their profile answers to it. */
async function personByOldHandle(db: Db, handle: string) {
  const [person] = await db
    .select({ id: previousHandles.userId })
    .from(previousHandles)
    .where(eq(previousHandles.handle, handle.toLowerCase()));
  return person ?? null;
}

/** A person's public collections, as their profile lists them (D68), newest first. */
export async function publicCollectionsOf(db: Db, handle: string): Promise<CollectionList> {
  const person = (await personByHandle(db, handle)) ?? (await personByOldHandle(db, handle));
  if (!person) throw userMissing();
  const where = and(eq(collections.ownerId, person.id), eq(collections.visibility, "public"));
  return { items: await summaries(db, where, [desc(collections.createdAt), asc(collections.id)], false) };
}

/** The collections someone follows that they may still read (not made private since), newest follow first. */
export async function followedCollections(db: Db, userId: string): Promise<CollectionList> {
  const followed = await db
    .select({ id: collectionFollows.collectionId })
    .from(collectionFollows)
    .where(eq(collectionFollows.userId, userId))
    .orderBy(desc(collectionFollows.createdAt));
  if (followed.length === 0) return { items: [] };
  const ids = followed.map((row) => row.id);
  const where = and(inArray(collections.id, ids), ne(collections.visibility, "private"));
  const items = await summaries(db, where, [asc(collections.id)], false);
  return { items: items.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)) };
}

/**
 * GET /api/collections/{collectionId}: what `viewerId` may read of it (404 otherwise). Its owner
 * reads every entry, with why others no longer see one; everyone else only the approved (D68, D11).
 */
export async function readCollectionFor(db: Db, id: string, viewerId: string | null): Promise<Collection> {
  const row = await readableCollection(db, id, viewerId);
  const mine = row.ownerId === viewerId;
  const [summary] = await summaries(db, eq(collections.id, row.id), [], mine);
  if (!summary) throw new Error("a collection read went missing");
  const entries = await db
    .select({ ...summaryColumns, addedAt: collectionEntries.createdAt })
    .from(collectionEntries)
    .innerJoin(checklists, eq(checklists.id, collectionEntries.checklistId))
    .leftJoin(users, eq(users.id, checklists.authorId))
    .where(
      and(eq(collectionEntries.collectionId, row.id), mine ? undefined : eq(checklists.status, "approved")),
    )
    .orderBy(desc(collectionEntries.createdAt), desc(checklists.id));
  const following = viewerId
    ? (
        await db
          .select({ id: collectionFollows.collectionId })
          .from(collectionFollows)
          .where(and(eq(collectionFollows.collectionId, row.id), eq(collectionFollows.userId, viewerId)))
      ).length > 0
    : false;
  return {
    ...summary,
    mine,
    following,
    entries: entries.map(({ addedAt, ...card }) => ({
      checklist: toSummary(card),
      addedAt: addedAt.toISOString(),
      hiddenReason: card.status === "approved" ? null : HIDDEN_ENTRY_REASONS[card.status as "rejected"],
    })),
  };
}

/** GET /api/me/saved (kept for every client): the approved checklists of their 'Saved', newest first. */
export async function savedEntries(db: Db, userId: string, page: number, perPage: number) {
  const where = and(
    eq(collections.ownerId, userId),
    eq(collections.isDefault, true),
    eq(checklists.status, "approved"),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(collectionEntries)
      .innerJoin(collections, eq(collections.id, collectionEntries.collectionId))
      .innerJoin(checklists, eq(checklists.id, collectionEntries.checklistId))
      .leftJoin(users, eq(users.id, checklists.authorId))
      .where(where)
      .orderBy(desc(collectionEntries.createdAt), desc(checklists.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(collectionEntries)
      .innerJoin(collections, eq(collections.id, collectionEntries.collectionId))
      .innerJoin(checklists, eq(checklists.id, collectionEntries.checklistId))
      .where(where),
  ]);
  return { items: rows.map(toSummary), total: Number(counted?.n ?? 0), page, perPage };
}
