import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { LIMITS } from "#shared/limits.ts";
import { stacksText } from "#shared/rules/stacks.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import type { MaterialRow } from "./material-rows.ts";

/**
 * D51: the materials of the step being edited, each an item name and a count (stacks of 64
 * shown as typed), at most 20. Its own component, so the step editor only places it.
 */
export function MaterialsFields({
  rows,
  onChange,
  error,
}: {
  rows: MaterialRow[];
  onChange: (rows: MaterialRow[]) => void;
  error: string | null;
}) {
  const id = useId();
  const set = (index: number, row: Partial<MaterialRow>) =>
    onChange(rows.map((old, i) => (i === index ? { ...old, ...row } : old)));
  const full = rows.length >= LIMITS.materialsPerStep;
  return (
    <fieldset className="space-y-3">
      <legend className="font-bold text-stone-900 dark:text-stone-50">Materials</legend>
      {rows.map((row, index) => {
        const number = index + 1;
        const count = Number(row.count);
        const stacks = Number.isInteger(count) ? stacksText(count) : null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are named by their place, as their labels say
          <div key={index} className="flex flex-wrap items-end gap-2">
            <div className="min-w-40 flex-1">
              <label htmlFor={`${id}-item-${index}`} className="block text-sm font-bold">
                Material {number}
              </label>
              <input
                id={`${id}-item-${index}`}
                className={inputClass}
                value={row.item}
                maxLength={LIMITS.materialItem}
                onChange={(event) => set(index, { item: event.target.value })}
              />
            </div>
            <div className="w-28">
              <label htmlFor={`${id}-count-${index}`} className="block text-sm font-bold">
                Count {number}
              </label>
              <input
                id={`${id}-count-${index}`}
                className={inputClass}
                type="number"
                inputMode="numeric"
                min={1}
                max={LIMITS.materialCount}
                value={row.count}
                aria-describedby={stacks ? `${id}-stacks-${index}` : undefined}
                onChange={(event) => set(index, { count: event.target.value })}
              />
            </div>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove<span className="sr-only"> material {number}</span>
            </button>
            {stacks ? (
              <p
                id={`${id}-stacks-${index}`}
                className="basis-full text-sm text-stone-700 dark:text-stone-300"
              >
                {stacks}
              </p>
            ) : null}
          </div>
        );
      })}
      <ErrorMessage>{error ?? ""}</ErrorMessage>
      <button
        type="button"
        className={secondaryButton}
        disabled={full}
        onClick={() => onChange([...rows, { item: "", count: "1" }])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add material
      </button>
      {full ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          A step can have at most {LIMITS.materialsPerStep} materials.
        </p>
      ) : null}
    </fieldset>
  );
}
