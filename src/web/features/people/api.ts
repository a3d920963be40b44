import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { Me } from "#shared/contracts/me.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { setMe } from "../session/api/get-me.ts";
import { profileChecklistsQuery, profileQuery } from "./queries.ts";

export function useProfile(customId: string) {
  return useQuery(profileQuery(customId));
}

export function useProfileChecklists(customId: string, page: number) {
  return useQuery({ ...profileChecklistsQuery(customId, page), placeholderData: keepPreviousData });
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
