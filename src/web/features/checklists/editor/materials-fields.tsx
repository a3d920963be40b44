import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { LIMITS } from "#shared/limits.ts";
import { FREE_TEXT_STACK_SIZE, stacksText } from "#shared/rules/stacks.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { ItemField } from "./item-field.tsx";
import type { MaterialRow } from "./material-rows.ts";

/**
 * D51, D60: the materials of the step being edited, each an item (suggested from the guide's
 * version) and a count, its stacks in the item's own size shown as typed, at most 20. Its own
 * component, so the step editor only places it.
 */
export function MaterialsFields({
  version,
  rows,
  onChange,
  error,
}: {
  version: string;
  rows: MaterialRow[];
  onChange: (rows: MaterialRow[]) => void;
  error: string | null;
}) {
  const t = useT();
  const id = useId();
  const set = (index: number, row: Partial<MaterialRow>) =>
    onChange(rows.map((old, i) => (i === index ? { ...old, ...row } : old)));
  const full = rows.length >= LIMITS.materialsPerStep;
  return (
    <fieldset className="space-y-3">
      <legend className="font-bold text-stone-900 dark:text-stone-50">{t("editor.materials")}</legend>
      {rows.map((row, index) => {
        const number = index + 1;
        const count = Number(row.count);
        const stacks = Number.isInteger(count)
          ? stacksText(count, row.stackSize ?? FREE_TEXT_STACK_SIZE, t)
          : null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are named by their place, as their labels say
          <div key={index} className="flex flex-wrap items-end gap-2">
            <ItemField
              id={`${id}-item-${index}`}
              label={t("editor.materialN", { number })}
              version={version}
              row={row}
              onChange={(change) => set(index, change)}
            />
            <div className="w-28">
              <label htmlFor={`${id}-count-${index}`} className="block text-sm font-bold">
                {t("editor.countN", { number })}
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
              {richText(t("editor.removeMaterial", { number }), {
                hidden: (text) => <span className="sr-only">{text}</span>,
              })}
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
        {t("editor.addMaterial")}
      </button>
      {full ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {t("editor.materialsFull", { max: LIMITS.materialsPerStep })}
        </p>
      ) : null}
    </fieldset>
  );
}
