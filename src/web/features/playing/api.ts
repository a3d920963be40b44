import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ChecklistPage } from "#shared/contracts/checklists.ts";
import type { LikeState, Progress, ProgressPage } from "#shared/contracts/playing.ts";
import { forgetWaitingChanges } from "#web/features/offline/offline-state.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { invalidateLists, patchChecklist } from "../checklists/api.ts";

const base = (id: string) => `/api/checklists/${encodeURIComponent(id)}`;

export async function setLiked(id: string, liked: boolean): Promise<LikeState> {
  const state = await apiFetch<LikeState>(`${base(id)}/like`, { method: liked ? "PUT" : "DELETE" });
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
