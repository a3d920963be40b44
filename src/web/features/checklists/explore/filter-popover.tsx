import * as Popover from "@radix-ui/react-popover";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useState } from "react";

interface Option<T> {
  value: T;
  label: string;
}

export interface FilterProps<T> {
  label: string;
  options: Option<T>[];
  selected: T[];
  onChange: (next: T[]) => void;
}

/**
 * The choices of one multi-select filter (SPEC §2 Explore): checkboxes with an 'All' option;
 * nothing chosen means all. Used in the popover on wide screens and in the phone's Filters dialog.
 */
export function FilterChoices<T extends string | number>({
  label,
  options,
  shown,
  change,
}: Omit<FilterProps<T>, "selected" | "onChange"> & { shown: T[]; change: (next: T[]) => void }) {
  const id = useId();
  const toggle = (value: T, checked: boolean) => {
    const next = checked ? [...shown, value] : shown.filter((v) => v !== value);
    change(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <fieldset>
      <legend className="mb-2 font-bold text-stone-900 dark:text-stone-50">{label}</legend>
      <div className="space-y-1">
        <label
          htmlFor={`${id}-all`}
          className="flex min-h-10 items-center gap-2 text-stone-900 dark:text-stone-100"
        >
          <input
            id={`${id}-all`}
            type="checkbox"
            className="size-5 accent-emerald-700"
            checked={shown.length === 0}
            onChange={() => change([])}
          />
          All
        </label>
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex min-h-10 items-center gap-2 text-stone-900 dark:text-stone-100"
          >
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              className="size-5 accent-emerald-700"
              checked={shown.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The boxes as clicked until the router has applied the URL change (it does so in a transition). */
export function useShownChoice<T>(selected: T[], onChange: (next: T[]) => void) {
  const [shown, setShown] = useState(selected);
  const selectedKey = selected.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: resync only when the URL's choice changes
  useEffect(() => setShown(selected), [selectedKey]);
  const change = (next: T[]) => {
    setShown(next);
    onChange(next);
  };
  return [shown, change] as const;
}

/** A filter as a button that opens its choices, saying what is chosen. Not portalled: it stays inside <main>. */
export function FilterPopover<T extends string | number>({
  label,
  options,
  selected,
  onChange,
}: FilterProps<T>) {
  const [shown, change] = useShownChoice(selected, onChange);
  const summary =
    shown.length === 0
      ? "All"
      : shown.length === 1
        ? (options.find((o) => o.value === shown[0])?.label ?? "1 shown")
        : `${shown.length} shown`;
  return (
    <Popover.Root>
      <Popover.Trigger className="inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-md border-2 border-stone-800 bg-white px-3 py-2 text-left font-semibold text-stone-900 focus-visible:outline-3 focus-visible:outline-amber-500 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50">
        <span>
          {label}: <span className="font-normal">{summary}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </Popover.Trigger>
      <Popover.Content
        align="start"
        sideOffset={6}
        aria-label={label}
        className="z-30 max-h-80 w-64 overflow-y-auto rounded-md border-2 border-stone-900 bg-white p-3 shadow-[4px_4px_0_0_rgba(0,0,0,0.3)] dark:border-stone-300 dark:bg-stone-900"
      >
        <FilterChoices label={label} options={options} shown={shown} change={change} />
      </Popover.Content>
    </Popover.Root>
  );
}

/** A filter written out in full, for the phone's Filters dialog. */
export function FilterFieldset<T extends string | number>({
  label,
  options,
  selected,
  onChange,
}: FilterProps<T>) {
  const [shown, change] = useShownChoice(selected, onChange);
  return <FilterChoices label={label} options={options} shown={shown} change={change} />;
}
