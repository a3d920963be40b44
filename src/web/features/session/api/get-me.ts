import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "../../../../shared/contracts/me.ts";
import { ApiError, apiFetch } from "../../../lib/api-client.ts";

export const meQueryKey = ["me"] as const;

/** The signed-in user, or null for a guest. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (): Promise<Me | null> => {
    try {
      return await apiFetch<Me>("/api/me");
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
