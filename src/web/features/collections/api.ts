import type {
  Collection,
  CollectionChange,
  CollectionEntryState,
  CollectionFollowState,
  NewCollection,
} from "#shared/contracts/collections.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { queryClient } from "#web/lib/query-client.ts";

const collectionPath = (id: string) => `/api/collections/${encodeURIComponent(id)}`;

/** After any change, every list of collections and the checklist's 'Saved' state are read again. */
function refresh(id?: string) {
  void queryClient.invalidateQueries({ queryKey: ["me", "collections"] });
  void queryClient.invalidateQueries({ queryKey: ["me", "followed-collections"] });
  void queryClient.invalidateQueries({ queryKey: ["me", "saved"] });
  if (id) void queryClient.invalidateQueries({ queryKey: ["collections", id] });
}

export async function createCollection(input: NewCollection): Promise<Collection> {
  const made = await apiFetch<Collection>("/api/me/collections", { method: "POST", body: input });
  queryClient.setQueryData(["collections", made.id], made);
  refresh();
  return made;
}

export async function changeCollection(id: string, change: CollectionChange): Promise<Collection> {
  const changed = await apiFetch<Collection>(collectionPath(id), { method: "PATCH", body: change });
  queryClient.setQueryData(["collections", id], changed);
  refresh();
  return changed;
}

export async function deleteCollection(id: string): Promise<void> {
  await apiFetch(collectionPath(id), { method: "DELETE" });
  queryClient.removeQueries({ queryKey: ["collections", id] });
  refresh();
}

/** Puts the checklist into the collection, or takes it out (D68). */
export async function setEntry(id: string, checklistId: string, contains: boolean) {
  const state = await apiFetch<CollectionEntryState>(
    `${collectionPath(id)}/checklists/${encodeURIComponent(checklistId)}`,
    { method: contains ? "PUT" : "DELETE" },
  );
  refresh(id);
  // The checklist page's 'Saved' mark follows its 'Saved' collection.
  void queryClient.invalidateQueries({ queryKey: ["checklists", "one"] });
  return state;
}

export async function setCollectionFollow(id: string, following: boolean) {
  const state = await apiFetch<CollectionFollowState>(`${collectionPath(id)}/follow`, {
    method: following ? "PUT" : "DELETE",
  });
  queryClient.setQueryData<Collection>(["collections", id], (current) =>
    current ? { ...current, following: state.following, followerCount: state.followerCount } : current,
  );
  refresh();
  return state;
}
