import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { collectionEntries, collections } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { COLLECTION_MESSAGES, DEFAULT_COLLECTION_NAME } from "#shared/collections.ts";

export const collectionMissing = () => new AppError("collection_missing", COLLECTION_MESSAGES.missing);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CollectionRow {
  id: string;
  ownerId: string;
  isDefault: boolean;
  visibility: "private" | "link" | "public";
}

/** D68: a private collection is its owner's alone; 'Anyone with the link' and public ones anyone's. */
export function mayRead(collection: CollectionRow, viewerId: string | null): boolean {
  return collection.visibility !== "private" || collection.ownerId === viewerId;
}

/** The collection `id`, or null when no collection has it (an id that is no UUID names none). */
export async function findCollection(db: Db, id: string): Promise<CollectionRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({
      id: collections.id,
      ownerId: collections.ownerId,
      isDefault: collections.isDefault,
      visibility: collections.visibility,
    })
    .from(collections)
    .where(eq(collections.id, id));
  return row ?? null;
}

/** The collection `id` when `viewerId` may read it, else 404 (as a collection that does not exist). */
export async function readableCollection(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<CollectionRow> {
  const row = await findCollection(db, id);
  if (!row || !mayRead(row, viewerId)) throw collectionMissing();
  return row;
}

/** The collection `id` when `ownerId` owns it, else 404: nobody else learns whether it exists. */
export async function ownCollection(db: Db, id: string, ownerId: string): Promise<CollectionRow> {
  const row = await findCollection(db, id);
  if (!row || row.ownerId !== ownerId) throw collectionMissing();
  return row;
}

/**
 * The id of the person's 'Saved', made the first time it is needed (every save made before D68
 * became an entry of one, migration 0039). Two requests making it at once make one: the index
 * collections_one_default_idx keeps one per person.
 */
export async function defaultCollectionId(db: Db, ownerId: string): Promise<string> {
  const mine = and(eq(collections.ownerId, ownerId), eq(collections.isDefault, true));
  const [found] = await db.select({ id: collections.id }).from(collections).where(mine);
  if (found) return found.id;
  await db.execute(sql`insert into collections (owner_id, name, is_default)
    values (${ownerId}, ${DEFAULT_COLLECTION_NAME}, true)
    on conflict (owner_id) where is_default do nothing`);
  const [made] = await db.select({ id: collections.id }).from(collections).where(mine);
  if (!made) throw new Error("the default collection was neither found nor made");
  return made.id;
}

/** Whether the collection holds the checklist. */
export async function holds(db: Db, collectionId: string, checklistId: string): Promise<boolean> {
  const rows = await db
    .select({ id: collectionEntries.checklistId })
    .from(collectionEntries)
    .where(
      and(eq(collectionEntries.collectionId, collectionId), eq(collectionEntries.checklistId, checklistId)),
    );
  return rows.length > 0;
}
