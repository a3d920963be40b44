import { Search } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { ExplorePage as ExplorePageData } from "#shared/contracts/checklists.ts";
import { SOME_WORDS } from "#shared/explore.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { Pagination } from "#web/components/pagination.tsx";
import { primaryButton, textLink } from "#web/components/ui/button-styles.ts";
import { useLocale, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useExplore } from "../api.ts";
import { ChecklistCard } from "../components/checklist-card.tsx";
import { ExploreControls, fieldClass } from "./explore-controls.tsx";
import { type ExploreParams, exploreApiSearch, exploreSearch, parseExploreParams } from "./explore-params.ts";

function Cards({ items, busy }: { items: ExplorePageData["items"]; busy: boolean }) {
  if (items.length === 0) return null;
  return (
    <ul aria-busy={busy} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((checklist) => (
        <li key={checklist.id}>
          <ChecklistCard checklist={checklist} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The page's checklists: those with all the searched words, then, after a line that says
 * so, those with only some of them (issue 23, docs/product.md).
 */
function Results({ page, q, busy }: { page: ExplorePageData; q: string; busy: boolean }) {
  const words = useSharedWords();
  const t = useT();
  const { items, allWordsTotal } = page;
  const split =
    allWordsTotal === undefined
      ? items.length
      : Math.min(items.length, Math.max(0, allWordsTotal - (page.page - 1) * page.perPage));
  return (
    <>
      <Cards items={items.slice(0, split)} busy={busy} />
      {split < items.length ? (
        <p className={`mb-4 font-semibold text-stone-800 dark:text-stone-200 ${split > 0 ? "mt-6" : ""}`}>
          {allWordsTotal === 0 && !page.correctedQuery
            ? t("explore.noneMatchAll", { q, someWords: words(SOME_WORDS) })
            : words(SOME_WORDS)}
        </p>
      ) : null}
      <Cards items={items.slice(split)} busy={busy} />
    </>
  );
}

/** SPEC §2 Explore: every view lives in the URL (D27), so it can be shared and Back works. */
export default function ExplorePage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = parseExploreParams(searchParams);
  const result = useExplore(exploreApiSearch(params, useLocale()));
  const ids = useId();
  // The box shows the URL's query again when that changes (Back, "Clear search"). Not remounted
  // with a key: that would drop the focus of someone who just searched.
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (searchBox.current) searchBox.current.value = params.q;
  }, [params.q]);

  const go = (changes: Partial<ExploreParams>) =>
    navigate(`/checklists${exploreSearch({ ...params, page: 1, ...changes })}`);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: String(new FormData(event.currentTarget).get("q") ?? "") });
  };

  const filtered =
    params.q !== "" ||
    params.categories.length > 0 ||
    params.difficulty.length > 0 ||
    params.versions.length > 0 ||
    params.languages !== null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageTitle title={t("explore.heading")} />
      <PageHeading>{t("explore.heading")}</PageHeading>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t("explore.intro")}</p>

      <search className="mt-6 block">
        <form onSubmit={onSearch}>
          <label htmlFor={`${ids}-q`} className="block font-bold text-stone-900 dark:text-stone-50">
            {t("explore.searchLabel")}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={`${ids}-q`}
              name="q"
              type="search"
              ref={searchBox}
              defaultValue={params.q}
              maxLength={200}
              placeholder={t("explore.searchPlaceholder")}
              className={fieldClass}
            />
            <button type="submit" className={primaryButton}>
              <Search aria-hidden="true" className="size-4" />
              {t("explore.search")}
            </button>
          </div>
        </form>
      </search>

      <ExploreControls params={params} go={go} />

      <section
        aria-labelledby={`${ids}-results`}
        data-paged-list=""
        tabIndex={-1}
        className="mt-8 scroll-mt-4 outline-none"
      >
        <h2 id={`${ids}-results`} className="sr-only">
          {t("explore.results")}
        </h2>
        {result.isPending ? (
          <p role="status">{t("explore.loading")}</p>
        ) : result.isError ? (
          <ErrorMessage>{result.error.message}</ErrorMessage>
        ) : (
          <>
            <p role="status" className="mb-4 text-stone-700 dark:text-stone-300">
              {filtered
                ? t("explore.countFound", { count: result.data.total })
                : t("explore.count", { count: result.data.total })}
            </p>
            {result.data.correctedQuery ? (
              <p className="mb-4 font-semibold text-stone-800 dark:text-stone-200">
                {t("explore.corrected", { q: params.q, corrected: result.data.correctedQuery })}
              </p>
            ) : null}
            {result.data.items.length === 0 && result.data.total > 0 ? (
              <EmptyState>
                {t("explore.noSuchPage", { page: params.page })}{" "}
                <Link to={`/checklists${exploreSearch({ ...params, page: 1 })}`} className={textLink}>
                  {t("explore.firstPage")}
                </Link>
              </EmptyState>
            ) : result.data.items.length === 0 ? (
              <EmptyState>
                {t("explore.noneMatch")}{" "}
                {filtered ? (
                  <Link to="/checklists" className={textLink}>
                    {t("explore.clear")}
                  </Link>
                ) : null}
              </EmptyState>
            ) : (
              <Results page={result.data} q={params.q} busy={result.isPlaceholderData} />
            )}
            <Pagination
              page={params.page}
              total={result.data.total}
              perPage={params.perPage}
              hrefFor={(page) =>
                `/checklists${exploreSearch({ ...params, q: result.data.correctedQuery ?? params.q, page })}`
              }
            />
          </>
        )}
      </section>
    </div>
  );
}
