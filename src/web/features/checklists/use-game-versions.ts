import { useQuery } from "@tanstack/react-query";
import { gameVersionsQuery } from "./game-queries.ts";

/** The releases offered (D59), newest first; they change only with the server's data package. */
export function useGameVersions() {
  const query = useQuery({ ...gameVersionsQuery(), staleTime: Number.POSITIVE_INFINITY });
  return query.data?.items ?? [];
}
