import { ChevronDown } from "lucide-react";
import { Suspense } from "react";
import { richText, useT } from "#web/lib/i18n.tsx";
import { lazyWithPreload } from "#web/lib/lazy-with-preload.ts";
import { useIsDesktopOnceHydrated } from "#web/lib/use-media-query.ts";
import { useOnDemand } from "#web/lib/use-on-demand.ts";
import { FilterChoices, type FilterProps, useShownChoice } from "./filter-choices.tsx";

const triggerClass =
  "inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-md border-2 border-stone-800 bg-white px-3 py-2 text-left font-semibold text-stone-900 focus-visible:outline-3 focus-visible:outline-amber-500 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50";

// The popover's code (Radix, positioning) loads on wide screens only, where the filters show
// as popovers; a phone uses the Filters dialog and never needs it (issue 12).
const FilterPopoverRadix = lazyWithPreload(() => import("./filter-popover-radix.tsx"));

/** A filter as a button that opens its choices, saying what is chosen. */
export function FilterPopover<T extends string | number>({
  label,
  options,
  selected,
  onChange,
}: FilterProps<T>) {
  const { ready, placeholderProps } = useOnDemand(FilterPopoverRadix, {
    loadAtOnce: useIsDesktopOnceHydrated() === true,
  });
  const t = useT();
  const [shown, change] = useShownChoice(selected, onChange);
  const summary =
    shown.length === 0
      ? t("explore.all")
      : shown.length === 1
        ? (options.find((o) => o.value === shown[0])?.label ?? t("explore.shown", { count: 1 }))
        : t("explore.shown", { count: shown.length });
  const face = (
    <>
      <span>
        {richText(t("explore.filterFace", { label, summary }), {
          summary: (text) => <span className="font-normal">{text}</span>,
        })}
      </span>
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );
  const placeholder = (
    <button {...placeholderProps} aria-haspopup="dialog" className={triggerClass}>
      {face}
    </button>
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <FilterPopoverRadix
        label={label}
        triggerClass={triggerClass}
        face={face}
        open={ready.open}
        focusTrigger={ready.focusTrigger}
      >
        <FilterChoices label={label} options={options} shown={shown} change={change} />
      </FilterPopoverRadix>
    </Suspense>
  );
}
