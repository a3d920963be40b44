import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { TRUNCATE } from "../../../../shared/limits.ts";
import { truncate } from "../../../../shared/rules/truncate.ts";
import { secondaryButton } from "../../../components/ui/button-styles.ts";
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

/** The step list of the create and edit forms: add, edit, delete and reorder (buttons, not drag). */
export function StepListEditor({
  steps,
  onChange,
  error,
}: {
  steps: EditableStep[];
  onChange: (steps: EditableStep[]) => void;
  error?: string | null;
}) {
  const [dialog, setDialog] = useState<{ mode: "add" } | { mode: "edit"; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // After a move or a delete, focus stays on the same control of the same step (or the nearest
  // one still usable) instead of falling to <body> when its button disables or disappears.
  const focusAfter = useRef<{ position: number; action: "up" | "down" | "delete" } | null>(null);
  useEffect(() => {
    const request = focusAfter.current;
    if (!request) return;
    focusAfter.current = null;
    const items = listRef.current?.querySelectorAll(":scope > li") ?? [];
    const item = items[Math.min(request.position, items.length - 1)];
    const wanted =
      request.action === "up" ? ["up", "down"] : request.action === "down" ? ["down", "up"] : ["delete"];
    const target = wanted
      .map((action) => item?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`))
      .find((button) => button && !button.disabled);
    (target ?? addButtonRef.current)?.focus();
  });

  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    if (!step) return;
    next.splice(index + by, 0, step);
    onChange(next);
    focusAfter.current = { position: index + by, action: by === -1 ? "up" : "down" };
    setAnnouncement(`Moved "${step.title}" to position ${index + by + 1} of ${steps.length}.`);
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
              className="flex flex-col gap-2 rounded-md border-2 border-stone-300 bg-white p-3 sm:flex-row sm:items-center dark:border-stone-700 dark:bg-stone-900"
            >
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
                  onClick={() => {
                    onChange(steps.filter((_, i) => i !== index));
                    focusAfter.current = { position: index, action: "delete" };
                    setAnnouncement(`Deleted "${step.title}".`);
                  }}
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
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <button
        ref={addButtonRef}
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
          initial={{ title: "", description: "" }}
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
