import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { LIMITS } from "#shared/limits.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { gameItemsQuery } from "../game-queries.ts";
import type { MaterialRow } from "./material-rows.ts";

/** Suggestions start from this many typed characters. */
const MIN_QUERY = 2;

/**
 * D60: a material's item, suggested from the guide's version's items by English name as it is
 * typed (asked of the server only once someone types). A name that is a suggestion's becomes
 * that item (its id is stored, its stack size counts); any other text stays free text, as a
 * modded item's name.
 */
export function ItemField({
  id,
  label,
  version,
  row,
  onChange,
}: {
  id: string;
  label: string;
  version: string;
  row: MaterialRow;
  onChange: (row: Partial<MaterialRow>) => void;
}) {
  const t = useT();
  const shown = row.name ?? row.item;
  const [typed, setTyped] = useState(false);
  const query = shown.trim();
  const suggestions = useQuery({
    ...gameItemsQuery(version, query),
    enabled: typed && version !== "" && query.length >= MIN_QUERY,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  }).data?.items;
  const chosen =
    row.stackSize === undefined ? suggestions?.find((item) => sameName(item.name, shown)) : undefined;
  useEffect(() => {
    if (chosen) onChange({ item: chosen.id, name: chosen.name, stackSize: chosen.stackSize });
  }, [chosen, onChange]);
  return (
    <div className="min-w-40 flex-1">
      <label htmlFor={id} className="block text-sm font-bold">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        value={shown}
        list={`${id}-items`}
        autoComplete="off"
        maxLength={LIMITS.materialItem}
        aria-describedby={`${id}-kind`}
        onChange={(event) => {
          setTyped(true);
          onChange({ item: event.target.value, name: undefined, stackSize: undefined });
        }}
      />
      <datalist id={`${id}-items`}>
        {(suggestions ?? []).map((item) => (
          <option key={item.id} value={item.name} />
        ))}
      </datalist>
      <p id={`${id}-kind`} className="text-sm text-stone-700 dark:text-stone-300">
        {row.stackSize !== undefined
          ? t("editor.itemStacks", { size: row.stackSize })
          : shown.trim()
            ? t("editor.itemFreeText")
            : t("editor.itemTypeToSee")}
      </p>
    </div>
  );
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.trim().toLowerCase();
