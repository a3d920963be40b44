import { keepPreviousData, type Query, useQuery } from "@tanstack/react-query";
import type {
  Checklist,
  ChecklistInput,
  IdAvailability,
  MyChecklistPage,
} from "#shared/contracts/checklists.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { checklistKeys, checklistQuery, exploreQuery, featuredQuery } from "./queries.ts";

export { checklistKeys };

/** `search` is the API query string built from the page URL (D27), e.g. "?sort=newest&page=2". */
export function useExplore(search: string) {
  return useQuery({ ...exploreQuery(search), placeholderData: keepPreviousData });
}

export function useFeatured() {
  return useQuery(featuredQuery());
}

export function useChecklist(id: string) {
  return useQuery(checklistQuery(id));
}

export function useMyChecklists(page: number, perPage: number) {
  return useQuery({
    queryKey: checklistKeys.mine(page, perPage),
    queryFn: ({ signal }) =>
      apiFetch<MyChecklistPage>(`/api/me/checklists?page=${page}&perPage=${perPage}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function checkIdAvailability(id: string, forChecklist?: string, signal?: AbortSignal) {
  const query = forChecklist ? `?for=${encodeURIComponent(forChecklist)}` : "";
  return apiFetch<IdAvailability>(`/api/checklist-ids/${encodeURIComponent(id)}${query}`, { signal });
}

/** After any write, every cached list and page may be stale. */
function invalidateChecklists() {
  return queryClient.invalidateQueries({ queryKey: checklistKeys.all });
}

/** `basedOn`: the approved checklist this one copies (D52). */
export async function createChecklist(input: ChecklistInput & { basedOn?: string }): Promise<Checklist> {
  const created = await apiFetch<Checklist>("/api/checklists", { method: "POST", body: input });
  await invalidateChecklists();
  return created;
}

export async function editChecklist(id: string, input: ChecklistInput): Promise<Checklist> {
  const edited = await apiFetch<Checklist>(`/api/checklists/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: input,
  });
  await invalidateChecklists();
  return edited;
}

export async function deleteChecklist(id: string): Promise<void> {
  await apiFetch<void>(`/api/checklists/${encodeURIComponent(id)}`, { method: "DELETE" });
  await invalidateChecklists();
}

/**
 * Writes a server answer into every cached copy of a checklist's page (opened by its custom id
 * or its id), so every view agrees at once. A read of it still under way (started before this
 * answer) is cancelled first: it would land later and put the old state back.
 */
export async function patchChecklist(checklistId: string, patch: Partial<Checklist>) {
  const copies = {
    queryKey: checklistKeys.everyOne,
    predicate: (query: Query) => (query.state.data as Checklist | undefined)?.id === checklistId,
  };
  await queryClient.cancelQueries(copies);
  queryClient.setQueriesData<Checklist>(copies, (current) => (current ? { ...current, ...patch } : current));
}

/** Lists (in progress, saved, explore counts, a checklist's runs) change after a join, like, save or tick. */
export function invalidateLists() {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === "me" ||
      query.queryKey[0] === "runs" ||
      (query.queryKey[0] === "checklists" && query.queryKey[1] !== "one"),
  });
}
