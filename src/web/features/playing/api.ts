import { keepPreviousData, type Query, useQuery } from "@tanstack/react-query";
import type { Checklist, ChecklistPage } from "#shared/contracts/checklists.ts";
import type { LikeState, Progress, ProgressPage, SaveState } from "#shared/contracts/playing.ts";
import { forgetWaitingChanges } from "#web/features/offline/offline-state.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { checklistKeys } from "../checklists/api.ts";

const base = (id: string) => `/api/checklists/${encodeURIComponent(id)}`;

/**
 * Writes a server answer into every cached copy of a checklist's page (opened by its custom id
 * or its id), so every view agrees at once. A read of it still under way (started before this
 * answer) is cancelled first: it would land later and put the old state back.
 */
async function patchChecklist(checklistId: string, patch: Partial<Checklist>) {
  const copies = {
    queryKey: checklistKeys.everyOne,
    predicate: (query: Query) => (query.state.data as Checklist | undefined)?.id === checklistId,
  };
  await queryClient.cancelQueries(copies);
  queryClient.setQueriesData<Checklist>(copies, (current) => (current ? { ...current, ...patch } : current));
}

/** Lists (in progress, saved, explore counts, a checklist's runs) change after any of these. */
function invalidateLists() {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === "me" ||
      query.queryKey[0] === "runs" ||
      (query.queryKey[0] === "checklists" && query.queryKey[1] !== "one"),
  });
}

export async function setLiked(id: string, liked: boolean): Promise<LikeState> {
  const state = await apiFetch<LikeState>(`${base(id)}/like`, { method: liked ? "PUT" : "DELETE" });
  await patchChecklist(id, state);
  void invalidateLists();
  return state;
}

export async function setSaved(id: string, saved: boolean): Promise<SaveState> {
  const state = await apiFetch<SaveState>(`${base(id)}/save`, { method: saved ? "PUT" : "DELETE" });
  await patchChecklist(id, state);
  void invalidateLists();
  return state;
}

export async function setJoined(id: string, joined: boolean): Promise<Progress> {
  const progress = await apiFetch<Progress>(`${base(id)}/membership`, { method: joined ? "PUT" : "DELETE" });
  // Leaving cleared the ticks on the server; taps still waiting for it would only be refused.
  if (!joined) await forgetWaitingChanges(id);
  await patchChecklist(id, { joined: progress.joined, completedStepIds: progress.completedStepIds });
  void invalidateLists();
  return progress;
}

/**
 * The server's progress after a tick or untick the queue sent (D31): every cached copy of that
 * checklist shows it, whatever address it was opened by.
 */
export async function applyServerProgress(checklistId: string, completedStepIds: string[]) {
  await patchChecklist(checklistId, { completedStepIds });
  void invalidateLists();
}

export function useProgressList(list: "in-progress" | "completed", page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ["me", list, page],
    queryFn: ({ signal }) => apiFetch<ProgressPage>(`/api/me/${list}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSavedList(page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ["me", "saved", page],
    queryFn: ({ signal }) => apiFetch<ChecklistPage>(`/api/me/saved?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
