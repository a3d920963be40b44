import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { collections, users } from "#server/db/schema/index.ts";
import { findCollection, mayRead } from "./access.ts";

/** What a collection's page head and preview image show: the same for everyone who may read it. */
export interface CollectionCardData {
  id: string;
  name: string;
  description: string;
  visibility: "private" | "link" | "public";
  ownerName: string;
  /** Approved checklists only: what anyone else sees of it (D68). */
  shownCount: number;
  updatedAt: Date;
}

/** The collection `id` as `viewerId` may read it for a page or an image, else null (missing or private). */
export async function collectionCardFor(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<CollectionCardData | null> {
  const row = await findCollection(db, id);
  if (!row || !mayRead(row, viewerId)) return null;
  const [card] = await db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      visibility: collections.visibility,
      ownerName: users.displayName,
      shownCount: sql<number>`(select count(*)::int from collection_entries e join checklists c on c.id = e.checklist_id
        where e.collection_id = ${collections.id} and c.status = 'approved')`,
      updatedAt: collections.updatedAt,
    })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .where(eq(collections.id, row.id));
  return card ? { ...card, shownCount: Number(card.shownCount) } : null;
}
