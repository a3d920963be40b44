import type { Collection, CollectionList } from "#shared/contracts/collections.ts";
import { apiQuery } from "#web/lib/api-query.ts";

/** D68's queries, without the query library (the route loaders import them). */
export const collectionQuery = (id: string) =>
  apiQuery<Collection>(["collections", id], `/api/collections/${encodeURIComponent(id)}`);
/** The person's own collections; with a checklist, each says whether it holds it ('Save to…'). */
export const myCollectionsQuery = (checklistId?: string) =>
  apiQuery<CollectionList>(
    ["me", "collections", checklistId ?? null],
    `/api/me/collections${checklistId ? `?checklist=${encodeURIComponent(checklistId)}` : ""}`,
  );
export const followedCollectionsQuery = apiQuery<CollectionList>(
  ["me", "followed-collections"],
  "/api/me/followed-collections",
);
export const userCollectionsQuery = (handle: string) =>
  apiQuery<CollectionList>(
    ["users", handle, "collections"],
    `/api/users/${encodeURIComponent(handle)}/collections`,
  );
