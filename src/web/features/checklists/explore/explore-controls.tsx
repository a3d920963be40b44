import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { CATEGORIES } from "#shared/categories.ts";
import type { GameVersion } from "#shared/contracts/game.ts";
import { DIFFICULTIES } from "#shared/difficulties.ts";
import { DEFAULT_EXPLORE_SORT } from "#shared/explore.ts";
import { PAGE_SIZES } from "#shared/limits.ts";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { Modal } from "#web/components/ui/modal.tsx";
import { type Translate, useT } from "#web/lib/i18n.tsx";
import { useIsDesktopOnceHydrated } from "#web/lib/use-media-query.ts";
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from "../labels.ts";
import { useGameVersions } from "../use-game-versions.ts";
import type { ExploreParams } from "./explore-params.ts";
import { FilterFieldset, type FilterProps } from "./filter-choices.tsx";
import { FilterPopover } from "./filter-popover.tsx";

const SORT_LABELS = {
  popular: "explore.sortPopular",
  steps: "explore.sortSteps",
  newest: "explore.sortNewest",
  trending: "explore.sortTrending",
  updated: "explore.sortUpdated",
} as const;

export const fieldClass =
  "min-h-11 w-full rounded-md border-2 border-stone-800 bg-white px-3 py-2 text-stone-900 focus-visible:outline-3 focus-visible:outline-amber-500 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50";
const labelClass = "mb-1 block text-sm font-bold text-stone-800 dark:text-stone-200";

type Go = (changes: Partial<ExploreParams>) => void;

/** The three multi-select filters of SPEC §2, as props for a popover or a fieldset. */
function filters(params: ExploreParams, go: Go, versions: GameVersion[], t: Translate) {
  return [
    {
      label: t("explore.categories"),
      options: CATEGORIES.map((c) => ({ value: c.id as number, label: t(CATEGORY_LABELS[c.id] ?? c.name) })),
      selected: params.categories,
      onChange: (categories: number[]) => go({ categories }),
    } satisfies FilterProps<number>,
    {
      label: t("explore.difficulty"),
      options: DIFFICULTIES.map((d) => ({ value: d as string, label: t(DIFFICULTY_LABELS[d]) })),
      selected: params.difficulty as string[],
      onChange: (difficulty: string[]) => go({ difficulty: difficulty as ExploreParams["difficulty"] }),
    } satisfies FilterProps<string>,
    {
      label: t("explore.versions"),
      // D59: the data's releases, grouped by line (26.x, 1.21.x, …).
      options: versions.map(({ version, line }) => ({ value: version, label: version, group: line })),
      selected: params.versions,
      onChange: (versions: string[]) => go({ versions }),
    } satisfies FilterProps<string>,
  ] as const;
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | number;
  options: [string | number, string][];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

function SortSelect({ params, go }: { params: ExploreParams; go: Go }) {
  const t = useT();
  return (
    <Select
      label={t("explore.sortBy")}
      value={params.sort}
      options={Object.entries(SORT_LABELS).map(([sort, label]) => [sort, t(label)])}
      onChange={(sort) => go({ sort: sort as ExploreParams["sort"] })}
    />
  );
}

function PerPageSelect({ params, go }: { params: ExploreParams; go: Go }) {
  const t = useT();
  return (
    <Select
      label={t("explore.perPage")}
      value={params.perPage}
      options={PAGE_SIZES.map((size) => [size, String(size)])}
      onChange={(perPage) => go({ perPage: Number(perPage) })}
    />
  );
}

/**
 * Sort, filters and page size. Wide screens show them in a row; on a phone they wait behind
 * one 'Filters' button that says how many are in use, so the first results fit the first
 * screen (issue 12). Every change applies at once, as the URL (D27).
 */
export function ExploreControls({ params, go }: { params: ExploreParams; go: Go }) {
  // Unknown while a server-rendered page hydrates (D29): then both are there and CSS shows one,
  // so nothing moves; afterwards only the one that fits.
  const t = useT();
  const desktop = useIsDesktopOnceHydrated();
  const [open, setOpen] = useState(false);
  const [categories, difficulty, versions] = filters(params, go, useGameVersions(), t);
  const row =
    desktop === false ? null : (
      <div
        className={`mt-4 ${desktop === null ? "hidden md:grid" : "grid"} gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,2fr)_minmax(0,0.8fr)]`}
      >
        <SortSelect params={params} go={go} />
        <div className="flex flex-col justify-end">
          <FilterPopover {...categories} />
        </div>
        <div className="flex flex-col justify-end">
          <FilterPopover {...difficulty} />
        </div>
        <div className="flex flex-col justify-end">
          <FilterPopover {...versions} />
        </div>
        <PerPageSelect params={params} go={go} />
      </div>
    );
  if (desktop) return row;
  const active =
    Number(params.sort !== DEFAULT_EXPLORE_SORT) +
    Number(params.categories.length > 0) +
    Number(params.difficulty.length > 0) +
    Number(params.versions.length > 0);
  return (
    <>
      {row}
      <div className={desktop === null ? "mt-3 md:hidden" : "mt-3"}>
        <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {active > 0 ? t("explore.filtersActive", { count: active }) : t("explore.filters")}
        </button>
        <Modal open={open} onOpenChange={setOpen} title={t("explore.filters")}>
          <div className="mt-4 space-y-5">
            <SortSelect params={params} go={go} />
            <FilterFieldset {...categories} />
            <FilterFieldset {...difficulty} />
            <FilterFieldset {...versions} />
            <PerPageSelect params={params} go={go} />
          </div>
          {/* Kept in reach at the bottom of the dialog while the long lists scroll. */}
          <div className="sticky -bottom-5 -mx-5 mt-6 flex justify-end border-t-2 border-stone-200 bg-white px-5 py-3 dark:border-stone-700 dark:bg-stone-900">
            <button type="button" className={primaryButton} onClick={() => setOpen(false)}>
              {t("explore.showResults")}
            </button>
          </div>
        </Modal>
      </div>
    </>
  );
}
