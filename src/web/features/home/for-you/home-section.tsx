import { useQueries } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { HomeSection, HomeSectionPage } from "#shared/contracts/home.ts";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { homeSectionQuery } from "../queries.ts";

type Item<S extends HomeSection> = HomeSectionPage<S>["items"][number];

interface Props<S extends HomeSection> {
  section: S;
  heading: string;
  /** The section's first page, from GET /api/me/home. */
  first: HomeSectionPage<S>;
  /** What the section says when it is empty: what to do to fill it. */
  empty: ReactNode;
  /** Beside the heading (a way to the whole list), when there is one. */
  aside?: ReactNode;
  keyOf: (item: Item<S>) => string;
  renderItem: (item: Item<S>) => ReactNode;
}

/**
 * One section of the signed-in home page (D69): its first page came with the page; 'Show more'
 * adds the next while there is one. An entry that moved between pages meanwhile shows once.
 */
export function HomeSectionList<S extends HomeSection>({
  section,
  heading,
  first,
  empty,
  aside,
  keyOf,
  renderItem,
}: Props<S>) {
  const t = useT();
  const [pageCount, setPageCount] = useState(1);
  const more = useQueries({
    queries: Array.from({ length: pageCount - 1 }, (_, index) => homeSectionQuery(section, index + 2)),
  });
  const pages = [first, ...more.flatMap((query) => (query.data ? [query.data as HomeSectionPage<S>] : []))];
  const seen = new Set<string>();
  const items = pages
    .flatMap((page) => page.items as Item<S>[])
    .filter((item) => {
      const key = keyOf(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const last = pages[pages.length - 1] ?? first;
  const loading = more.some((query) => query.isPending);
  const hasMore = last.page * last.perPage < last.total && last.items.length > 0;
  const headingId = `home-${section}-heading`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id={headingId} className="font-display text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        {items.length > 0 ? aside : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-stone-700 dark:text-stone-300">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={keyOf(item)} className="min-w-0">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <button
          type="button"
          className={`${secondaryButton} mt-4`}
          aria-disabled={loading || undefined}
          onClick={() => {
            if (!loading) setPageCount((count) => count + 1);
          }}
        >
          {t("home.showMore")}
        </button>
      ) : null}
    </section>
  );
}
