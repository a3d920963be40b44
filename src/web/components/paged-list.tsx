import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useT } from "#web/lib/i18n.tsx";
import { EmptyState } from "./empty-state.tsx";
import { ErrorMessage } from "./error-message.tsx";
import { Pagination } from "./pagination.tsx";

interface Page<T> {
  items: T[];
  total: number;
  perPage: number;
}

/**
 * A list read a page at a time, in its four states: loading, failed, empty (`empty` says why),
 * and its items (`children` draws them) with the page links below. One piece for every paged
 * page (issue 29).
 */
export function PagedList<T, P extends Page<T>>({
  query,
  page,
  hrefFor,
  empty,
  children,
}: {
  query: UseQueryResult<P>;
  page: number;
  hrefFor: (page: number) => string;
  empty: ReactNode;
  children: (data: P) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <p role="status" className="mt-6">
        {t("common.loading")}
      </p>
    );
  }
  if (query.isError) return <ErrorMessage className="mt-6">{query.error.message}</ErrorMessage>;
  if (query.data.items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      {children(query.data)}
      <Pagination page={page} total={query.data.total} perPage={query.data.perPage} hrefFor={hrefFor} />
    </>
  );
}
