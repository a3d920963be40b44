import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me, SessionInfo } from "../../../../shared/contracts/me.ts";
import { apiFetch } from "../../../lib/api-client.ts";

export const meQueryKey = ["me"] as const;

/** The signed-in user, or null for a guest. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (): Promise<Me | null> => (await apiFetch<SessionInfo>("/api/session")).user,
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
