import { type FormEvent, useId, useState } from "react";
import type { Material } from "#shared/contracts/checklists.ts";
import { LIMITS } from "#shared/limits.ts";
import { materialsProblem, stepProblem } from "#shared/rules/checklist-fields.ts";
import { primaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { fromRows, MaterialsFields, toRows } from "./materials-fields.tsx";

export interface StepDraft {
  title: string;
  description: string;
  /** D51; absent in a draft kept on the device before materials existed. */
  materials?: Material[];
}

/**
 * 'Add step' (Add appends and closes) or 'Edit Step' (Save), with Cancel. An invalid step is
 * not added; the reason is shown instead of silently ignoring the click (D16).
 */
export function StepDialog({
  mode,
  initial,
  open,
  onOpenChange,
  onSubmit,
}: {
  mode: "add" | "edit";
  initial: StepDraft;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (step: StepDraft) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [error, setError] = useState<string | null>(null);
  const [materials, setMaterials] = useState(() => toRows(initial.materials));
  const [materialsError, setMaterialsError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the checklist form in the DOM, but React still bubbles
    // its submit event to that form: stop it here.
    event.stopPropagation();
    const problem = stepProblem({ title, description });
    if (problem) {
      setError(problem);
      return;
    }
    const typed = fromRows(materials).map((m) => ({ ...m, item: m.item.trim() }));
    const materialsRefused = materialsProblem(typed);
    if (materialsRefused) {
      setMaterialsError(materialsRefused);
      return;
    }
    onSubmit({ title, description, materials: typed });
    onOpenChange(false);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={mode === "add" ? "Add step" : "Edit Step"}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          id={`${id}-title`}
          label="Step title"
          value={title}
          onChange={(value) => {
            setTitle(value);
            setError(null);
          }}
          maxLength={LIMITS.stepTitle}
          required
          error={error}
        />
        <TextField
          id={`${id}-description`}
          label="Step description"
          value={description}
          onChange={setDescription}
          maxLength={LIMITS.stepDescription}
          multiline
          hint="Markdown: **bold**, *italic*, lists (- item), `code` and https links [text](https://…)."
        />
        <MaterialsFields
          rows={materials}
          onChange={(rows) => {
            setMaterials(rows);
            setMaterialsError(null);
          }}
          error={materialsError}
        />
        <ModalActions>
          <button type="submit" className={primaryButton}>
            {mode === "add" ? "Add" : "Save"}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
