import { type FormEvent, useId, useState } from "react";
import type { RunNote, RunNoteInput } from "#shared/contracts/runs.ts";
import { type Dimension, NOTE_MAX } from "#shared/run-notes.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { dangerButton, primaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { CoordInput, DimensionSelect } from "./coord-input.tsx";
import { clearNote, saveNote } from "./run-actions.ts";

type Axis = "x" | "y" | "z";
const AXES: Axis[] = ["x", "y", "z"];
/** Where a refusal shows: the field the server names (`text`, `coords.x`, …), else under the form. */
type Problem = { field: "text" | Axis | "dimension" | null; message: string };

function problemOf(error: unknown, fallback: string): Problem {
  if (!(error instanceof ApiError) || error.code === "network" || error.status >= 500) {
    return { field: null, message: fallback };
  }
  const field = error.field?.replace(/^coords\./, "");
  const known = field === "text" || field === "dimension" || AXES.includes(field as Axis);
  return { field: known ? (field as Problem["field"]) : null, message: error.message };
}

/**
 * A number as typed; what is not a whole number goes as typed, and the server's refusal names
 * the field and says what it takes (the rule lives once, in the request's schema).
 */
function typed(value: string): number | string {
  const trimmed = value.trim().replace(/^[−–]/, "-");
  return /^-?\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The body of 'Save': the note's text and its coordinates, each left out when empty. */
function bodyOf(text: string, axes: Record<Axis, string>, dimension: Dimension): RunNoteInput {
  const anyAxis = AXES.some((axis) => axes[axis].trim() !== "");
  const coords = anyAxis
    ? {
        x: typed(axes.x),
        y: typed(axes.y),
        z: typed(axes.z),
        dimension,
      }
    : undefined;
  // Sent as typed: a value that is not a number is the server's to refuse, by field.
  return { ...(text.trim() ? { text } : {}), ...(coords ? { coords } : {}) } as RunNoteInput;
}

/** 'Add note' / 'Edit note' on a step of a run (D46): 'Note', 'X', 'Y', 'Z', 'Dimension'. */
export default function NoteDialog({
  runId,
  stepId,
  number,
  note,
  open,
  onOpenChange,
}: {
  runId: string;
  stepId: string;
  number: number;
  note: RunNote | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(note?.text ?? "");
  const [axes, setAxes] = useState<Record<Axis, string>>({
    x: note?.coords ? String(note.coords.x) : "",
    y: note?.coords ? String(note.coords.y) : "",
    z: note?.coords ? String(note.coords.z) : "",
  });
  const [dimension, setDimension] = useState<Dimension>(note?.coords?.dimension ?? "overworld");
  const [problem, setProblem] = useState<Problem | null>(null);
  const reset = () => {
    setText(note?.text ?? "");
    setAxes({
      x: note?.coords ? String(note.coords.x) : "",
      y: note?.coords ? String(note.coords.y) : "",
      z: note?.coords ? String(note.coords.z) : "",
    });
    setDimension(note?.coords?.dimension ?? "overworld");
    setProblem(null);
  };
  // Each opening starts from the note as it is now.
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) reset();
  }
  const close = () => onOpenChange(false);
  const save = useSinglePress({
    mutationFn: (body: RunNoteInput) => saveNote(runId, stepId, body),
    onMutate: () => setProblem(null),
    onSuccess: close,
    onError: (error) => setProblem(problemOf(error, t("runs.saveNoteFailed"))),
  });
  const remove = useSinglePress({
    mutationFn: () => clearNote(runId, stepId),
    onMutate: () => setProblem(null),
    onSuccess: close,
    onError: (error) => setProblem(problemOf(error, t("runs.removeNoteFailed"))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.press(bodyOf(text, axes, dimension));
  };
  const errorOf = (field: Problem["field"]) => (problem && problem.field === field ? problem.message : null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("runs.noteOnStep", { number })}
      description={t("runs.noteDescription")}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id={`${id}-text`}
          label={t("runs.note")}
          value={text}
          onChange={(value) => {
            setText(value);
            setProblem(null);
          }}
          maxLength={NOTE_MAX}
          multiline
          error={errorOf("text")}
        />
        <fieldset>
          <legend className="font-bold text-stone-900 dark:text-stone-50">{t("runs.coordinates")}</legend>
          <div className="grid grid-cols-3 gap-2">
            {AXES.map((axis) => {
              const fieldId = `${id}-${axis}`;
              const error = errorOf(axis);
              return (
                <div key={axis} className="min-w-0">
                  <label htmlFor={fieldId} className="block font-bold text-stone-900 dark:text-stone-50">
                    {axis.toUpperCase()}
                  </label>
                  <CoordInput
                    id={fieldId}
                    value={axes[axis]}
                    onChange={(value) => {
                      setAxes((current) => ({ ...current, [axis]: value }));
                      setProblem(null);
                    }}
                    problemId={error ? `${fieldId}-error` : undefined}
                  />
                </div>
              );
            })}
          </div>
          {AXES.map((axis) =>
            errorOf(axis) ? (
              <p
                key={axis}
                id={`${id}-${axis}-error`}
                className="mt-1 text-sm font-semibold text-red-800 dark:text-red-300"
              >
                {errorOf(axis)}
              </p>
            ) : null,
          )}
        </fieldset>
        <div>
          <DimensionSelect
            id={`${id}-dimension`}
            value={dimension}
            onChange={setDimension}
            problemId={errorOf("dimension") ? `${id}-dimension-error` : undefined}
          />
          {errorOf("dimension") ? (
            <p
              id={`${id}-dimension-error`}
              className="mt-1 text-sm font-semibold text-red-800 dark:text-red-300"
            >
              {errorOf("dimension")}
            </p>
          ) : null}
        </div>
        {/* Announced; shown here only when no field is named (a field's shows under it). */}
        <ErrorMessage className={problem?.field ? "sr-only" : ""}>{problem?.message}</ErrorMessage>
        <ModalActions>
          {note ? (
            <button
              type="button"
              className={dangerButton}
              onClick={(event) => remove.press(undefined, event)}
              {...remove.pressProps}
            >
              {t("runs.removeNote")}
            </button>
          ) : null}
          <button type="submit" className={primaryButton} {...save.submitProps}>
            {t("runs.save")}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
