import type { MouseEvent } from "react";
import { Link } from "react-router";
import { useT } from "#web/lib/i18n.tsx";

/**
 * A new page of a list starts at the list's top: the links sit below the list, and without this
 * a phone would stay at the bottom of the new page. Focus moves there too, for the keyboard.
 */
function toListTop(event: MouseEvent<HTMLElement>) {
  const list = event.currentTarget.closest<HTMLElement>("[data-paged-list], main");
  if (!list) return;
  list.scrollIntoView({ block: "start" });
  if (list.hasAttribute("tabindex")) list.focus({ preventScroll: true });
}

/** `hrefFor` of a list at `path` whose page is `?page=N` (page 1 is the bare path). */
export const pageHrefs = (path: string) => (page: number) => (page === 1 ? path : `${path}?page=${page}`);

/** SPEC §9: first and last pages, the current page ±1, and dots between. */
export function pageItems(current: number, last: number): (number | "dots")[] {
  const pages = new Set([1, last, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const items: (number | "dots")[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push("dots");
    items.push(page);
  }
  return items;
}

const cell =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border-2 px-3 font-bold focus-visible:outline-3 focus-visible:outline-amber-500";

/** Page links (inside an element marked data-paged-list, or main); `hrefFor` builds each page's URL so pages can be shared and Back works. */
export function Pagination({
  page,
  total,
  perPage,
  hrefFor,
}: {
  page: number;
  total: number;
  perPage: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  const last = Math.max(1, Math.ceil(total / perPage));
  if (last <= 1) return null;
  return (
    <nav aria-label={t("common.pagination")} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={hrefFor(page - 1)}
              onClick={toListTop}
              className={`${cell} border-stone-800 dark:border-stone-300`}
            >
              {t("common.previous")}
            </Link>
          </li>
        ) : null}
        {pageItems(page, last).map((item, index) =>
          item === "dots" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: dots have no identity of their own
            <li key={`dots-${index}`} aria-hidden="true" className="px-1 text-stone-600 dark:text-stone-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                onClick={toListTop}
                aria-label={t("common.page", { page: item })}
                aria-current={item === page ? "page" : undefined}
                className={`${cell} ${
                  item === page
                    ? "border-emerald-950 bg-emerald-700 text-white"
                    : "border-stone-800 bg-white text-stone-900 hover:bg-stone-100 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50"
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < last ? (
          <li>
            <Link
              to={hrefFor(page + 1)}
              onClick={toListTop}
              className={`${cell} border-stone-800 dark:border-stone-300`}
            >
              {t("common.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
