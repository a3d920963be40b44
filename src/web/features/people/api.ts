import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { ChecklistPage } from "#shared/contracts/checklists.ts";
import type { Me } from "#shared/contracts/me.ts";
import type { Profile } from "#shared/contracts/users.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { setMe } from "../session/api/get-me.ts";

export function useProfile(customId: string) {
  return useQuery({
    queryKey: ["users", customId],
    queryFn: ({ signal }) => apiFetch<Profile>(`/api/users/${encodeURIComponent(customId)}`, { signal }),
  });
}

export function useProfileChecklists(customId: string, page: number) {
  return useQuery({
    queryKey: ["users", customId, "checklists", page],
    queryFn: ({ signal }) =>
      apiFetch<ChecklistPage>(`/api/users/${encodeURIComponent(customId)}/checklists?page=${page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export async function updateMe(body: { nickname: string } | { avatarUrl: string }): Promise<Me> {
  const me = await apiFetch<Me>("/api/me", { method: "PATCH", body });
  setMe(me);
  await queryClient.invalidateQueries();
  return me;
}

/** PATCH /api/me as a mutation: its pending state disables the form that sent it. */
export function useUpdateMe() {
  return useMutation({ mutationFn: updateMe });
}

export async function deleteMyAccount(): Promise<void> {
  await apiFetch<void>("/api/me", { method: "DELETE" });
}
