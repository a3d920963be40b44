import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Me } from "#shared/contracts/me.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { setMe } from "../session/api/get-me.ts";
import { profileChecklistsQuery, profileQuery } from "./queries.ts";

export function useProfile(handle: string) {
  return useQuery(profileQuery(handle));
}

export function useProfileChecklists(handle: string, page: number) {
  return useQuery({ ...profileChecklistsQuery(handle, page), placeholderData: keepPreviousData });
}

export async function updateMe(
  body: { nickname: string } | { avatarUrl: string } | { language: Locale | null },
): Promise<Me> {
  const me = await apiFetch<Me>("/api/me", { method: "PATCH", body });
  setMe(me);
  await queryClient.invalidateQueries();
  return me;
}

export async function deleteMyAccount(): Promise<void> {
  await apiFetch<void>("/api/me", { method: "DELETE" });
}
