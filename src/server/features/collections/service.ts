import { and, count, eq, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import { type Database, type Db, rowsOf } from "#server/db/client.ts";
import { isCheckViolation, isForeignKeyViolation } from "#server/db/errors.ts";
import { collectionFollows, collections } from "#server/db/schema/index.ts";
import { AppError, checklistMissing, invalidField, unauthenticated } from "#server/errors.ts";
import { COLLECTION_LIMITS, COLLECTION_MESSAGES } from "#shared/collections.ts";
import type {
  Collection,
  CollectionChange,
  CollectionEntryState,
  CollectionFollowState,
  NewCollection,
} from "#shared/contracts/collections.ts";
import type { Player } from "../auth/current-user.ts";
import { hitRateLimits } from "../rate-limit/service.ts";
import {
  collectionMissing,
  defaultCollectionId,
  findCollection,
  ownCollection,
  readableCollection,
} from "./access.ts";
import { readCollectionFor } from "./reads.ts";

/** Making, changing and deleting a collection count as D6's edits; a new one as a creation. */
function countCreate(db: Db, config: AppConfig, player: Player) {
  return hitRateLimits(db, [
    { key: `create:user:${player.user.id}`, rule: config.rateLimits.createPerUser },
    { key: `create:ip:${player.ip}`, rule: config.rateLimits.createPerIp },
  ]);
}

function countEdit(db: Db, config: AppConfig, player: Player) {
  return hitRateLimits(db, [{ key: `edit:user:${player.user.id}`, rule: config.rateLimits.editPerUser }]);
}

/** Adding, removing and following count as D6's interactions, as a like or a save does. */
export function countInteraction(db: Db, config: AppConfig, player: Player) {
  const { interactPerUser, interactPerIp } = config.rateLimits;
  return hitRateLimits(db, [
    { key: `interact:user:${player.user.id}`, rule: interactPerUser },
    { key: `interact:ip:${player.ip}`, rule: interactPerIp },
  ]);
}

/** A row of the player's that met their account's deletion: they are signed out now. */
function signedOutMeanwhile(error: unknown): never {
  throw isForeignKeyViolation(error) ? unauthenticated() : error;
}

/**
 * The owner's row, locked for this transaction: their collections are counted and the new one
 * written while it is held, so collections made together cannot pass the limit (decision 040).
 */
async function holdOwner(tx: Db, ownerId: string) {
  await tx.execute(sql`select id from users where id = ${ownerId} for update`);
}

/** POST /api/me/collections: a new collection, at most COLLECTION_LIMITS.collectionsPerPerson ('Saved' among them). */
export async function createCollection(
  db: Database,
  config: AppConfig,
  player: Player,
  input: NewCollection,
): Promise<Collection> {
  const ownerId = player.user.id;
  await countCreate(db, config, player);
  await defaultCollectionId(db, ownerId).catch(signedOutMeanwhile);
  const id = await db.transaction(async (tx) => {
    await holdOwner(tx, ownerId);
    const [mine] = await tx.select({ n: count() }).from(collections).where(eq(collections.ownerId, ownerId));
    if (Number(mine?.n ?? 0) >= COLLECTION_LIMITS.collectionsPerPerson) {
      throw invalidField("name", COLLECTION_MESSAGES.tooManyCollections);
    }
    const [made] = await tx
      .insert(collections)
      .values({
        ownerId,
        name: input.name.trim(),
        description: input.description?.trim() ?? "",
        visibility: input.visibility ?? "private",
      })
      .returning({ id: collections.id })
      .catch(signedOutMeanwhile);
    return made?.id ?? "";
  });
  return readCollectionFor(db, id, ownerId);
}

/** PATCH /api/collections/{collectionId}: its owner changes its name, description or visibility. */
export async function changeCollection(
  db: Database,
  config: AppConfig,
  player: Player,
  collectionId: string,
  change: CollectionChange,
): Promise<Collection> {
  const row = await ownCollection(db, collectionId, player.user.id);
  await countEdit(db, config, player);
  await db
    .update(collections)
    .set({
      ...(change.name !== undefined ? { name: change.name.trim() } : {}),
      ...(change.description !== undefined ? { description: change.description.trim() } : {}),
      ...(change.visibility !== undefined ? { visibility: change.visibility } : {}),
      updatedAt: new Date(),
    })
    .where(eq(collections.id, row.id));
  return readCollectionFor(db, row.id, player.user.id);
}

/** DELETE /api/collections/{collectionId}: its owner deletes it, entries and follows with it; never 'Saved'. */
export async function deleteCollection(
  db: Database,
  config: AppConfig,
  player: Player,
  collectionId: string,
): Promise<void> {
  const row = await ownCollection(db, collectionId, player.user.id);
  if (row.isDefault) throw new AppError("collection_is_default", COLLECTION_MESSAGES.defaultKept);
  await countEdit(db, config, player);
  await db.delete(collections).where(eq(collections.id, row.id));
}

/**
 * Puts the checklist `checklistId` into (or takes it out of) the collection `collectionId`,
 * whose owner the caller has checked: idempotent; at most COLLECTION_LIMITS.entriesPerCollection.
 */
export async function writeEntry(
  db: Database,
  collectionId: string,
  checklistId: string,
  contains: boolean,
): Promise<CollectionEntryState> {
  // One statement each way: the entry's insert or delete fires the collection's count
  // (migration 0042), which waits for another save into the same collection and counts on from
  // it; the count read here is the statement's snapshot, from before its own entry.
  if (!contains) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`
        with removed as (
          delete from collection_entries
          where collection_id = ${collectionId} and checklist_id = ${checklistId} returning 1
        )
        select (select entry_count from collections where id = ${collectionId})
          - (select count(*)::int from removed) as n`),
    );
    return { contains, entryCount: Number(row?.n ?? 0) };
  }
  const [row] = rowsOf<{ n: number; added: boolean }>(
    await db
      .execute(sql`
        with added as (
          insert into collection_entries (collection_id, checklist_id)
          values (${collectionId}, ${checklistId})
          on conflict do nothing returning 1
        )
        select (select entry_count from collections where id = ${collectionId}) as n,
          exists (select 1 from added) as added`)
      .catch((error: unknown) => {
        // The checklist deleted meanwhile (D14) is as missing as one never made.
        if (isForeignKeyViolation(error)) throw checklistMissing();
        // The count's check: the collection is full (D68).
        if (isCheckViolation(error, "collections_entry_count_check"))
          throw invalidField("address", COLLECTION_MESSAGES.tooManyEntries);
        throw error;
      }),
  );
  const n = Number(row?.n ?? 0);
  return { contains, entryCount: row?.added ? n + 1 : n };
}

/** The person's 'Saved', for the save routes kept from before collections (D68). */
export function savedCollectionOf(db: Db, userId: string): Promise<string> {
  return defaultCollectionId(db, userId).catch(signedOutMeanwhile);
}

/** PUT/DELETE /api/collections/{collectionId}/follow: someone else's collection they may read. */
export async function setCollectionFollow(
  db: Database,
  config: AppConfig,
  player: Player,
  collectionId: string,
  following: boolean,
): Promise<CollectionFollowState> {
  const userId = player.user.id;
  // Unfollowing one made private since is allowed: it reveals nothing.
  const row = following
    ? await readableCollection(db, collectionId, userId)
    : await findCollection(db, collectionId);
  if (!row) throw collectionMissing();
  if (following && row.ownerId === userId) {
    throw invalidField("collectionId", COLLECTION_MESSAGES.ownCollection);
  }
  await countInteraction(db, config, player);
  const mine = and(eq(collectionFollows.collectionId, row.id), eq(collectionFollows.userId, userId));
  if (following) {
    await db
      .insert(collectionFollows)
      .values({ userId, collectionId: row.id })
      .onConflictDoNothing()
      .catch((error: unknown) => {
        // The collection deleted meanwhile is as missing as one never made.
        if (isForeignKeyViolation(error)) throw collectionMissing();
        throw error;
      });
  } else {
    await db.delete(collectionFollows).where(mine);
  }
  const [counted] = await db
    .select({ n: count() })
    .from(collectionFollows)
    .where(eq(collectionFollows.collectionId, row.id));
  return { following, followerCount: Number(counted?.n ?? 0) };
}
