import type { QueryKey } from "@tanstack/react-query";
import { apiFetch } from "./api-client.ts";

/**
 * A GET of the API as a query: its cache key, and its path, by which the server fetches the
 * same answer when it renders the page (D29) and hands it to the browser's cache.
 */
export interface ApiQuery<T = unknown> {
  queryKey: QueryKey;
  path: string;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

export function apiQuery<T>(queryKey: QueryKey, path: string): ApiQuery<T> {
  return { queryKey, path, queryFn: ({ signal }) => apiFetch<T>(path, { signal }) };
}
