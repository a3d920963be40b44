import { useSearchParams } from "react-router";

/** The `page` of a URL's query (from 1); anything else reads as page 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const page = Math.floor(Number(searchParams.get("page")));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export function usePageParam(): number {
  const [searchParams] = useSearchParams();
  return pageParam(searchParams);
}
