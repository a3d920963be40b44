import { useEffect, useId, useState } from "react";
import { useT } from "#web/lib/i18n.tsx";

interface Option<T> {
  value: T;
  label: string;
  /** Options with a group are shown under its name, in runs (the versions by line, D59). */
  group?: string;
}

/** The options in runs of one group each, in their order. */
function runsOf<T>(options: Option<T>[]): { group: string | undefined; options: Option<T>[] }[] {
  const runs: { group: string | undefined; options: Option<T>[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
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
  const t = useT();
  const id = useId();
  const toggle = (value: T, checked: boolean) => {
    const next = checked ? [...shown, value] : shown.filter((v) => v !== value);
    change(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  const choice = (option: Option<T>) => (
    <label
      key={option.value}
      htmlFor={`${id}-${option.value}`}
      className="flex min-h-10 items-center gap-2 text-stone-900 dark:text-stone-100"
    >
      <input
        id={`${id}-${option.value}`}
        type="checkbox"
        className="size-6 accent-emerald-700"
        checked={shown.includes(option.value)}
        onChange={(event) => toggle(option.value, event.target.checked)}
      />
      {option.label}
    </label>
  );
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
            className="size-6 accent-emerald-700"
            checked={shown.length === 0}
            onChange={() => change([])}
          />
          {t("explore.all")}
        </label>
        {runsOf(options).map((run) =>
          run.group === undefined ? (
            run.options.map(choice)
          ) : (
            <fieldset key={run.group}>
              <legend className="mt-2 text-sm font-bold text-stone-700 dark:text-stone-300">
                {run.group}
              </legend>
              <div className="flex flex-wrap gap-x-4">{run.options.map(choice)}</div>
            </fieldset>
          ),
        )}
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
