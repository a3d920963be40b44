import { ArrowDown, ArrowUp, GripVertical, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { TRUNCATE } from "#shared/limits.ts";
import { truncate } from "#shared/rules/truncate.ts";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { StepDialog, type StepDraft } from "./step-dialog.tsx";

export interface EditableStep extends StepDraft {
  /** Stable while editing; the stored step id when the step already exists (D10). */
  key: string;
  id?: string;
}

const smallButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border-2 border-stone-700 bg-white px-2 text-sm font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-amber-500 disabled:opacity-40 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50";

let nextKey = 0;
export const newStepKey = () => `new-${++nextKey}`;

/** How long a deleted step can be brought back (D41). */
export const UNDO_DELETE_MS = 10_000;

/** A copy of `steps` with the one at `from` moved to `to`. */
function moved(steps: EditableStep[], from: number, to: number): EditableStep[] {
  const next = [...steps];
  const [step] = next.splice(from, 1);
  if (step) next.splice(to, 0, step);
  return next;
}

/**
 * The step list of the create and edit forms: add, edit, delete (with Undo for a few seconds)
 * and reorder with Move up/down or by dragging a step's handle (pointer, touch, or the arrow
 * keys while the handle has focus) (D41).
 */
export function StepListEditor({
  steps,
  onChange,
  error,
  addButtonId,
}: {
  /** The 'Add step' button's id: where focus goes when the form refuses an empty step list. */
  addButtonId?: string;
  steps: EditableStep[];
  onChange: (steps: EditableStep[]) => void;
  error?: string | null;
}) {
  const [dialog, setDialog] = useState<{ mode: "add" } | { mode: "edit"; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [deleted, setDeleted] = useState<{ step: EditableStep; index: number } | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => setDeleted(null), UNDO_DELETE_MS);
    return () => clearTimeout(timer);
  }, [deleted]);
  const listRef = useRef<HTMLOListElement>(null);
  const hintId = useId();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // After a move or a delete, focus stays on the same control of the same step (or the nearest
  // one still usable) instead of falling to <body> when its button disables or disappears.
  const focusAfter = useRef<{ position: number; action: "up" | "down" | "delete" | "drag" } | null>(null);
  useEffect(() => {
    const request = focusAfter.current;
    if (!request) return;
    focusAfter.current = null;
    const items = listRef.current?.querySelectorAll(":scope > li") ?? [];
    const item = items[Math.min(request.position, items.length - 1)];
    const wanted =
      request.action === "up"
        ? ["up", "down"]
        : request.action === "down"
          ? ["down", "up"]
          : request.action === "drag"
            ? ["drag"]
            : ["delete"];
    const target = wanted
      .map((action) => item?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`))
      .find((button) => button && !button.disabled);
    (target ?? addButtonRef.current)?.focus();
  });

  const moveTo = (from: number, to: number, focus: "up" | "down" | "drag") => {
    const step = steps[from];
    if (!step || to < 0 || to >= steps.length || to === from) return;
    onChange(moved(steps, from, to));
    focusAfter.current = { position: to, action: focus };
    setAnnouncement(`Moved "${step.title}" to position ${to + 1} of ${steps.length}.`);
  };
  const move = (index: number, by: -1 | 1) => moveTo(index, index + by, by === -1 ? "up" : "down");

  const remove = (index: number) => {
    const step = steps[index];
    if (!step) return;
    onChange(steps.filter((_, i) => i !== index));
    focusAfter.current = { position: index, action: "delete" };
    setDeleted({ step, index });
    setAnnouncement(`Deleted "${step.title}". Undo is available for a few seconds.`);
  };
  const undoDelete = () => {
    if (!deleted) return;
    const next = [...steps];
    next.splice(Math.min(deleted.index, next.length), 0, deleted.step);
    onChange(next);
    setDeleted(null);
    setAnnouncement(`Restored "${deleted.step.title}".`);
  };

  /** The list item under the pointer while dragging a handle: the step moves there at once. */
  const dragOver = (event: React.PointerEvent) => {
    if (dragging === null) return;
    const item = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>("li[data-step-index]");
    const over = item ? Number(item.dataset.stepIndex) : dragging;
    if (over !== dragging) {
      onChange(moved(steps, dragging, over));
      setDragging(over);
    }
  };
  const endDrag = () => {
    if (dragging === null) return;
    const step = steps[dragging];
    if (step) setAnnouncement(`Moved "${step.title}" to position ${dragging + 1} of ${steps.length}.`);
    setDragging(null);
  };

  const editing = dialog?.mode === "edit" ? steps[dialog.index] : undefined;

  return (
    <fieldset className="min-w-0" aria-describedby={error ? "steps-error" : undefined}>
      <legend className="font-bold text-stone-900 dark:text-stone-50">
        Steps <span className="font-normal text-stone-600 dark:text-stone-400">(at least 1)</span>
      </legend>
      {steps.length === 0 ? (
        <p className="mt-2 text-stone-700 dark:text-stone-300">No steps yet.</p>
      ) : (
        <ol ref={listRef} className="mt-2 space-y-2">
          {steps.map((step, index) => (
            <li
              key={step.key}
              data-step-index={index}
              className={`flex flex-col gap-2 rounded-md border-2 bg-white p-3 sm:flex-row sm:items-center dark:bg-stone-900 ${dragging === index ? "border-amber-600 shadow-lg" : "border-stone-300 dark:border-stone-700"}`}
            >
              <button
                type="button"
                className={`${smallButton} cursor-grab touch-none self-start sm:self-center`}
                data-action="drag"
                aria-label={`Drag to reorder: ${step.title}`}
                aria-describedby={`${hintId}`}
                onPointerDown={(event) => {
                  event.currentTarget.setPointerCapture(event.pointerId);
                  setDragging(index);
                }}
                onPointerMove={dragOver}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
                onKeyDown={(event) => {
                  if (event.key === "ArrowUp") moveTo(index, index - 1, "drag");
                  else if (event.key === "ArrowDown") moveTo(index, index + 1, "drag");
                  else return;
                  event.preventDefault();
                }}
              >
                <GripVertical aria-hidden="true" className="size-5" />
              </button>
              <div className="min-w-0 flex-1">
                <p className="font-bold wrap-anywhere text-stone-900 dark:text-stone-50">
                  {index + 1}. {step.title}
                </p>
                {step.description ? (
                  <p className="wrap-anywhere text-sm text-stone-700 dark:text-stone-300">
                    {truncate(step.description, TRUNCATE.stepDescriptionInList)}
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-1">
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  data-action="up"
                  aria-label={`Move up: ${step.title}`}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                  Move up
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={index === steps.length - 1}
                  onClick={() => move(index, 1)}
                  data-action="down"
                  aria-label={`Move down: ${step.title}`}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                  Move down
                </button>
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => setDialog({ mode: "edit", index })}
                  aria-label={`Edit step ${index + 1}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </button>
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => remove(index)}
                  data-action="delete"
                  aria-label={`Delete step ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {error ? (
        <p id="steps-error" className="mt-2 font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="sr-only">
        Drag the handle, or focus it and press the up and down arrow keys, to move a step.
      </p>
      {deleted ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 rounded-md bg-stone-100 p-2 dark:bg-stone-800">
          <span className="wrap-anywhere">Deleted "{deleted.step.title}".</span>
          <button type="button" className={smallButton} onClick={undoDelete}>
            Undo
          </button>
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <button
        ref={addButtonRef}
        id={addButtonId}
        type="button"
        className={`${secondaryButton} mt-3`}
        onClick={() => setDialog({ mode: "add" })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add step
      </button>
      {dialog?.mode === "add" ? (
        <StepDialog
          mode="add"
          initial={{ title: "", description: "", materials: [] }}
          open
          onOpenChange={(open) => !open && setDialog(null)}
          onSubmit={(step) => {
            onChange([...steps, { ...step, key: newStepKey() }]);
            setAnnouncement(`Added "${step.title}".`);
          }}
        />
      ) : null}
      {dialog?.mode === "edit" && editing ? (
        <StepDialog
          mode="edit"
          initial={editing}
          open
          onOpenChange={(open) => !open && setDialog(null)}
          onSubmit={(step) => onChange(steps.map((s, i) => (i === dialog.index ? { ...s, ...step } : s)))}
        />
      ) : null}
    </fieldset>
  );
}
