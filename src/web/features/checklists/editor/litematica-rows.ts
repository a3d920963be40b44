import type { GameItem } from "#shared/contracts/game.ts";
import { LIMITS } from "#shared/limits.ts";
import type { LitematicaRow } from "#shared/litematica.ts";
import type { Translate } from "#web/lib/i18n.tsx";
import { type EditableStep, type EditorItem, isHeading, newKey } from "./editor-items.ts";
import type { MaterialRow } from "./material-rows.ts";

/** A Litematica row with the game item its name matched in the guide's version (null: free text). */
export interface MatchedRow extends LitematicaRow {
  item: GameItem | null;
}

/** Where Confirm puts the materials: one step (its key), or new steps at the end. */
export const NEW_STEPS = "new";

/** A row as the step editor keeps it: a game item by its id (with name and stack size), else the name as free text. */
export function materialRowOf({ name, count, item }: MatchedRow): MaterialRow {
  return item
    ? { item: item.id, name: item.name, stackSize: item.stackSize, count: String(count) }
    : { item: name, count: String(count) };
}

const sameMaterial = (row: MaterialRow, added: MaterialRow) =>
  row.stackSize !== undefined || added.stackSize !== undefined
    ? row.item === added.item
    : row.item.trim().toLowerCase() === added.item.trim().toLowerCase();

/** `rows` with `added` in: an item already there gets the counts added up, a new one goes last. */
function merged(rows: MaterialRow[], added: MaterialRow[]): MaterialRow[] {
  const next = [...rows];
  for (const row of added) {
    const at = next.findIndex((old) => sameMaterial(old, row));
    const old = next[at];
    if (old) next[at] = { ...old, count: String((Number(old.count) || 0) + Number(row.count)) };
    else next.push(row);
  }
  return next;
}

export type Placed = { ok: true; items: EditorItem[]; summary: string } | { ok: false; message: string };

/**
 * The editor's rows with the imported materials placed (D60): added to the step `target` (its
 * key), or as new steps of at most 20 materials at the end (NEW_STEPS). What a step may not hold
 * is refused with the reason, and nothing changes. `t` words the reasons, the summary and the
 * new steps' titles ('Materials', 'Materials (2 of 3)') in the reader's language.
 */
export function placeImportedRows(
  items: EditorItem[],
  target: string,
  rows: MatchedRow[],
  t: Translate,
): Placed {
  const tooLong = rows.find((row) => !row.item && row.name.length > LIMITS.materialItem);
  if (tooLong)
    return {
      ok: false,
      message: t("editor.litematicaFreeTextTooLong", { name: tooLong.name, max: LIMITS.materialItem }),
    };
  const added = rows.map(materialRowOf);
  if (target === NEW_STEPS) {
    const size = LIMITS.materialsPerStep;
    const parts = Math.ceil(added.length / size);
    const steps = items.filter((item) => !isHeading(item)).length;
    if (steps + parts > LIMITS.stepsPerChecklist)
      return { ok: false, message: t("editor.litematicaTooManySteps", { max: LIMITS.stepsPerChecklist }) };
    const made: EditableStep[] = Array.from({ length: parts }, (_, part) => ({
      key: newKey(),
      title:
        parts === 1
          ? t("editor.importedStepTitle")
          : t("editor.importedStepTitlePart", { part: part + 1, parts }),
      description: "",
      materials: added.slice(part * size, (part + 1) * size),
    }));
    return {
      ok: true,
      items: [...items, ...made],
      summary: t("editor.litematicaAddedInNewSteps", { materials: added.length, steps: parts }),
    };
  }
  const stepNumbers = new Map(
    items.filter((item) => !isHeading(item)).map((item, index) => [item.key, index + 1]),
  );
  const at = items.findIndex((item) => item.key === target && !isHeading(item));
  const step = items[at] as EditableStep | undefined;
  const stepNumber = stepNumbers.get(target);
  if (!step || stepNumber === undefined) return { ok: false, message: t("editor.litematicaNoStep") };
  const materials = merged(step.materials ?? [], added);
  if (materials.length > LIMITS.materialsPerStep)
    return {
      ok: false,
      message: t("editor.litematicaTooMany", {
        step: stepNumber,
        count: materials.length,
        max: LIMITS.materialsPerStep,
      }),
    };
  const over = materials.find((row) => Number(row.count) > LIMITS.materialCount);
  if (over)
    return {
      ok: false,
      message: t("editor.litematicaOverLimit", {
        step: stepNumber,
        max: LIMITS.materialCount,
        name: over.name ?? over.item,
      }),
    };
  return {
    ok: true,
    items: items.map((item, i) => (i === at ? { ...step, materials } : item)),
    summary: t("editor.litematicaAddedToStep", { count: added.length, step: stepNumber }),
  };
}
