import { Search } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CATEGORIES } from "#shared/categories.ts";
import { PAGE_SIZES } from "#shared/limits.ts";
import { DIFFICULTIES, MINECRAFT_VERSIONS } from "#shared/versions.ts";
import { EmptyState } from "#web/components/empty-state.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { Pagination } from "#web/components/pagination.tsx";
import { primaryButton, textLink } from "#web/components/ui/button-styles.ts";
import { useExplore } from "../api.ts";
import { ChecklistCard } from "../components/checklist-card.tsx";
import { type ExploreParams, exploreSearch, parseExploreParams } from "./explore-params.ts";
import { FilterPopover } from "./filter-popover.tsx";

const SORT_LABELS = { popular: "Popularity", steps: "Step count", newest: "Newest" } as const;

const fieldClass =
  "min-h-11 w-full rounded-md border-2 border-stone-800 bg-white px-3 py-2 text-stone-900 focus-visible:outline-3 focus-visible:outline-amber-500 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50";
const labelClass = "mb-1 block text-sm font-bold text-stone-800 dark:text-stone-200";

/** SPEC §2 Explore: every view lives in the URL (D27), so it can be shared and Back works. */
export default function ExplorePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = parseExploreParams(searchParams);
  const search = exploreSearch(params);
  const result = useExplore(search);
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
    params.versions.length > 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageTitle title="Explore checklists" />
      <PageHeading>Explore checklists</PageHeading>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        Goals, builds and modpack guides from the community, every one reviewed by a moderator.
      </p>

      <search className="mt-6 block">
        <form onSubmit={onSearch}>
          <label htmlFor={`${ids}-q`} className="block font-bold text-stone-900 dark:text-stone-50">
            Search checklists
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={`${ids}-q`}
              name="q"
              type="search"
              ref={searchBox}
              defaultValue={params.q}
              maxLength={200}
              placeholder="e.g. iron farm"
              className={fieldClass}
            />
            <button type="submit" className={primaryButton}>
              <Search aria-hidden="true" className="size-4" />
              Search
            </button>
          </div>
        </form>
      </search>

      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,2fr)_minmax(0,0.8fr)]">
        <div>
          <label htmlFor={`${ids}-sort`} className={labelClass}>
            Sort by
          </label>
          <select
            id={`${ids}-sort`}
            value={params.sort}
            onChange={(event) => go({ sort: event.target.value as ExploreParams["sort"] })}
            className={fieldClass}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col justify-end">
          <FilterPopover
            label="Categories"
            options={CATEGORIES.map((c) => ({ value: c.id as number, label: c.name }))}
            selected={params.categories}
            onChange={(categories) => go({ categories })}
          />
        </div>
        <div className="flex flex-col justify-end">
          <FilterPopover
            label="Difficulty"
            options={DIFFICULTIES.map((d) => ({ value: d, label: d }))}
            selected={params.difficulty}
            onChange={(difficulty) => go({ difficulty })}
          />
        </div>
        <div className="flex flex-col justify-end">
          <FilterPopover
            label="Supported Since Versions"
            options={MINECRAFT_VERSIONS.map((v) => ({ value: v as string, label: v }))}
            selected={params.versions}
            onChange={(versions) => go({ versions })}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-per-page`} className={labelClass}>
            Per page
          </label>
          <select
            id={`${ids}-per-page`}
            value={params.perPage}
            onChange={(event) => go({ perPage: Number(event.target.value) })}
            className={fieldClass}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section
        aria-labelledby={`${ids}-results`}
        data-paged-list=""
        tabIndex={-1}
        className="mt-8 scroll-mt-4 outline-none"
      >
        <h2 id={`${ids}-results`} className="sr-only">
          Results
        </h2>
        {result.isPending ? (
          <p role="status">Loading...</p>
        ) : result.isError ? (
          <ErrorMessage>{result.error.message}</ErrorMessage>
        ) : (
          <>
            <p role="status" className="mb-4 text-stone-700 dark:text-stone-300">
              {result.data.total} {result.data.total === 1 ? "checklist" : "checklists"}
              {filtered ? " found" : ""}
            </p>
            {result.data.correctedQuery ? (
              <p className="mb-4 font-semibold text-stone-800 dark:text-stone-200">
                No checklists match "{params.q}". Showing results for "{result.data.correctedQuery}".
              </p>
            ) : null}
            {result.data.items.length === 0 && result.data.total > 0 ? (
              <EmptyState>
                There is no page {params.page} here.{" "}
                <Link to={`/checklists${exploreSearch({ ...params, page: 1 })}`} className={textLink}>
                  Go to page 1
                </Link>
              </EmptyState>
            ) : result.data.items.length === 0 ? (
              <EmptyState>
                No checklists match this search.{" "}
                {filtered ? (
                  <Link to="/checklists" className={textLink}>
                    Clear search and filters
                  </Link>
                ) : null}
              </EmptyState>
            ) : (
              <ul aria-busy={result.isPlaceholderData} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {result.data.items.map((checklist) => (
                  <li key={checklist.id}>
                    <ChecklistCard checklist={checklist} headingLevel="h3" />
                  </li>
                ))}
              </ul>
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
