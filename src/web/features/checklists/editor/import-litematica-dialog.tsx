import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useId, useMemo, useState } from "react";
import type { ItemLookup } from "#shared/contracts/materials.ts";
import { LITEMATICA_TEXT_MAX, readLitematicaList } from "#shared/litematica.ts";
import { countWithStacks, FREE_TEXT_STACK_SIZE } from "#shared/rules/stacks.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { primaryButton } from "#web/components/ui/button-styles.ts";
import { inputClass } from "#web/components/ui/field-styles.ts";
import { ModalActions } from "#web/components/ui/modal.tsx";
import ModalDialog from "#web/components/ui/modal-dialog.tsx";
import { apiFetch } from "#web/lib/api-client.ts";
import { type Translate, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { type EditorItem, isHeading } from "./editor-items.ts";
import { type MatchedRow, NEW_STEPS, placeImportedRows } from "./litematica-rows.ts";
import { TextOrFile } from "./text-or-file.tsx";

export interface ImportLitematicaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The guide's version, whose items the names are matched with. */
  version: string;
  /** The form's steps and headings now. */
  items: EditorItem[];
  /** The rows with the materials placed; `summary`: 'Added 3 materials to step 2.' */
  onPlace: (items: EditorItem[], summary: string) => void;
}

/** The form's steps as the 'Add to' choice names them: 'Step 2: Roof'. */
function stepChoices(items: EditorItem[], t: Translate) {
  return items
    .filter((item) => !isHeading(item))
    .map((step, index) => ({
      key: step.key,
      label: t("editor.stepChoice", {
        number: index + 1,
        title: step.title.trim() || t("editor.noTitleYet"),
      }),
    }));
}

/** What the list reads as, each row with the game item it matched, before anything changes. */
function Preview({ rows, version }: { rows: MatchedRow[]; version: string }) {
  const t = useT();
  const matched = rows.filter((row) => row.item).length;
  return (
    <section
      aria-labelledby="litematica-preview"
      className="rounded-md border-2 border-stone-300 p-3 dark:border-stone-600"
    >
      <h3 id="litematica-preview" className="font-bold">
        {t("editor.litematicaRead", { count: rows.length, matched, version })}
      </h3>
      <ul className="mt-2 max-h-72 space-y-2 overflow-y-auto">
        {rows.map((row) => (
          <li key={row.name}>
            <span className="font-semibold wrap-anywhere">{row.item?.name ?? row.name}</span>:{" "}
            {countWithStacks(row.count, row.item?.stackSize ?? FREE_TEXT_STACK_SIZE)}
            <span className="block text-sm text-stone-700 dark:text-stone-300">
              {row.item ? t("editor.minecraftItem") : t("editor.itemFreeText")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * D60: Litematica's material list (its text table or CSV), pasted or from a file, read in the
 * browser; its English names are matched with the guide's version's items by the server
 * (POST /api/game/{version}/items/lookup). What it read shows first; 'Add materials' puts them
 * in the chosen step (or new steps), and nothing changes before.
 */
export default function ImportLitematicaDialog({
  open,
  onOpenChange,
  version,
  items,
  onPlace,
}: ImportLitematicaDialogProps) {
  const words = useSharedWords();
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const steps = stepChoices(items, t);
  const [chosen, setChosen] = useState<string | null>(null);
  const target = chosen ?? steps[0]?.key ?? NEW_STEPS;
  const deferred = useDeferredValue(text);
  const reading = useMemo(() => (deferred.trim() ? readLitematicaList(deferred) : null), [deferred]);
  const names = reading?.ok ? reading.rows.map((row) => row.name) : [];
  const lookup = useQuery({
    queryKey: ["game", version, "lookup", names],
    queryFn: ({ signal }) =>
      apiFetch<ItemLookup>(`/api/game/${encodeURIComponent(version)}/items/lookup`, {
        method: "POST",
        body: { names },
        signal,
      }),
    enabled: open && names.length > 0 && version !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
  const rows: MatchedRow[] | null =
    reading?.ok && lookup.data
      ? reading.rows.map((row, i) => ({ ...row, item: lookup.data.items[i]?.item ?? null }))
      : null;
  const placed = rows ? placeImportedRows(items, target, rows, t) : null;
  const problem =
    words(fileProblem) ??
    (reading && !reading.ok ? words(reading.message) : null) ??
    (lookup.isError ? lookup.error.message : null) ??
    (placed && !placed.ok ? placed.message : null);

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("editor.litematicaTitle")}
      description={t("editor.litematicaDescription")}
    >
      <div className="space-y-4">
        <TextOrFile
          id={id}
          label={t("editor.materialList")}
          hint={t("editor.litematicaHint")}
          value={text}
          onChange={setText}
          accept=".txt,.csv,text/plain,text/csv"
          maxChars={LITEMATICA_TEXT_MAX}
          tooLarge={t("editor.litematicaTooLarge")}
          onFileProblem={setFileProblem}
          problemId={problem ? `${id}-problem` : null}
        />
        <div>
          <label htmlFor={`${id}-step`} className="block font-bold">
            {t("editor.addTo")}
          </label>
          <select
            id={`${id}-step`}
            value={target}
            onChange={(event) => setChosen(event.target.value)}
            className={inputClass}
          >
            {steps.map((step) => (
              <option key={step.key} value={step.key}>
                {step.label}
              </option>
            ))}
            <option value={NEW_STEPS}>{t("editor.newStepsAtEnd")}</option>
          </select>
        </div>
        <div id={`${id}-problem`}>
          <ErrorMessage>{problem}</ErrorMessage>
        </div>
        {reading?.ok && lookup.isPending ? (
          <p role="status">{t("editor.matchingNames", { version })}</p>
        ) : null}
        <div aria-live="polite">
          {rows && !fileProblem ? <Preview rows={rows} version={version} /> : null}
        </div>
        <ModalActions>
          <button
            type="button"
            className={primaryButton}
            aria-disabled={!placed?.ok || Boolean(problem)}
            onClick={() => {
              if (!placed?.ok || problem) return;
              onPlace(placed.items, placed.summary);
              onOpenChange(false);
            }}
          >
            {t("editor.addMaterials")}
          </button>
        </ModalActions>
      </div>
    </ModalDialog>
  );
}
