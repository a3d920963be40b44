import { CATEGORY_IDS } from "#shared/categories.ts";
import { DIFFICULTIES, type Difficulty } from "#shared/difficulties.ts";
import { DEFAULT_EXPLORE_SORT, EXPLORE_SORTS, type ExploreSort, SEARCH_QUERY_MAX } from "#shared/explore.ts";
import { RELEASE_PATTERN } from "#shared/game-versions.ts";
import { isLocale, LOCALES, type Locale } from "#shared/i18n/locales.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE, PAGE_SIZES } from "#shared/limits.ts";

export interface ExploreParams {
  q: string;
  sort: ExploreSort;
  categories: number[];
  difficulty: Difficulty[];
  versions: string[];
  /**
   * D65: the guides' languages. Null (not in the URL): the reader's language and English;
   * "all" (`languages=all`): every language; else the ones chosen.
   */
  languages: Locale[] | "all" | null;
  page: number;
  perPage: number;
}

function list<T>(value: string | null, allowed: readonly T[], parse: (part: string) => T): T[] {
  if (!value) return [];
  const parts = value.split(",").map(parse);
  return allowed.filter((item) => parts.includes(item));
}

/** The page URL's view (D27), with anything unknown dropped so a bad link still shows a page. */
export function parseExploreParams(search: URLSearchParams): ExploreParams {
  const sort = search.get("sort") as ExploreSort;
  const page = Number(search.get("page"));
  const perPage = Number(search.get("perPage"));
  return {
    q: (search.get("q") ?? "").slice(0, SEARCH_QUERY_MAX),
    sort: EXPLORE_SORTS.includes(sort) ? sort : DEFAULT_EXPLORE_SORT,
    categories: list(search.get("categories"), CATEGORY_IDS as number[], Number),
    difficulty: list(search.get("difficulty"), DIFFICULTIES, (part) => part as Difficulty),
    // D59: the versions are the server's (from the game's data); here only their shape is known.
    versions: [...new Set((search.get("versions") ?? "").split(",").filter((v) => RELEASE_PATTERN.test(v)))],
    languages: languagesOf(search.get("languages")),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

function languagesOf(value: string | null): ExploreParams["languages"] {
  if (value === "all") return "all";
  const chosen = list(value, LOCALES, (part) => part as Locale);
  return chosen.length ? chosen : null;
}

/** D65: the languages Explore shows by default: the reader's and English. */
export function defaultLanguages(locale: string): Locale[] {
  return isLocale(locale) && locale !== "en" ? [locale, "en"] : ["en"];
}

/** The languages the API is asked for (null: every one, the parameter left out). */
export function languagesToAsk(params: ExploreParams, locale: string): Locale[] | null {
  if (params.languages === "all") return null;
  return params.languages ?? defaultLanguages(locale);
}

/** The API's query string for the page's view, in the reader's language (`locale`) by default. */
export function exploreApiSearch(params: ExploreParams, locale: string): string {
  return exploreSearch({ ...params, languages: languagesToAsk(params, locale) });
}

/**
 * The query string for both the page URL and the API (same names, D27); defaults left out.
 * The API never gets `languages=all`: exploreApiSearch leaves the parameter out instead.
 */
export function exploreSearch(params: ExploreParams): string {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set("q", params.q.trim());
  if (params.sort !== DEFAULT_EXPLORE_SORT) search.set("sort", params.sort);
  if (params.categories.length) search.set("categories", params.categories.join(","));
  if (params.difficulty.length) search.set("difficulty", params.difficulty.join(","));
  if (params.versions.length) search.set("versions", params.versions.join(","));
  if (params.languages === "all") search.set("languages", "all");
  else if (params.languages?.length) search.set("languages", params.languages.join(","));
  if (params.page !== 1) search.set("page", String(params.page));
  if (params.perPage !== DEFAULT_PAGE_SIZE) search.set("perPage", String(params.perPage));
  const text = search.toString();
  return text ? `?${text}` : "";
}
