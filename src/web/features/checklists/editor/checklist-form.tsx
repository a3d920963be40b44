import { type FormEvent, useId, useState } from "react";
import { CATEGORIES } from "../../../../shared/categories.ts";
import type { Checklist, ChecklistInput } from "../../../../shared/contracts/checklists.ts";
import { LIMITS } from "../../../../shared/limits.ts";
import {
  CHECKLIST_FIELD_MESSAGES,
  parseTags,
  requiredTextProblem,
  tagsProblem,
} from "../../../../shared/rules/checklist-fields.ts";
import {
  CHECKLIST_ID_MESSAGES,
  checklistIdProblem,
  sanitizeChecklistId,
} from "../../../../shared/rules/checklist-id.ts";
import {
  DIFFICULTIES,
  type Difficulty,
  MINECRAFT_VERSIONS,
  type MinecraftVersion,
} from "../../../../shared/versions.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { primaryButton } from "../../../components/ui/button-styles.ts";
import { inputClass, TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { CategoryIcon } from "../components/category-icon.tsx";
import { type EditableStep, StepListEditor } from "./step-list-editor.tsx";
import { useIdCheck } from "./use-id-check.ts";

export interface ChecklistFormValues {
  customId: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  supportedSince: MinecraftVersion;
  categories: number[];
  tags: string;
  steps: EditableStep[];
}

export const EMPTY_FORM: ChecklistFormValues = {
  customId: "",
  title: "",
  description: "",
  difficulty: "Medium",
  supportedSince: MINECRAFT_VERSIONS[0],
  categories: [],
  tags: "",
  steps: [],
};

const TITLE_MESSAGES = {
  required: CHECKLIST_FIELD_MESSAGES.titleRequired,
  tooLong: CHECKLIST_FIELD_MESSAGES.titleTooLong,
};
const DESCRIPTION_MESSAGES = {
  required: CHECKLIST_FIELD_MESSAGES.descriptionRequired,
  tooLong: CHECKLIST_FIELD_MESSAGES.descriptionTooLong,
};

/**
 * The create and edit form (SPEC §2 Create, Edit). Checks here are a courtesy: the API
 * enforces every rule again and its answer is shown when it refuses.
 */
export function ChecklistForm({
  mode,
  initial,
  checklistId,
  onSubmit,
}: {
  mode: "create" | "edit";
  initial: ChecklistFormValues;
  /** Edit: the document id, whose own names do not count as taken. */
  checklistId?: string;
  onSubmit: (input: ChecklistInput) => Promise<Checklist>;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [idTakenOnSubmit, setIdTakenOnSubmit] = useState<string | null>(null);
  const set = <K extends keyof ChecklistFormValues>(key: K, value: ChecklistFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerError(null);
    if (key === "customId") setIdTakenOnSubmit(null);
  };

  const takenMessage = mode === "create" ? CHECKLIST_ID_MESSAGES.taken : CHECKLIST_ID_MESSAGES.takenOnEdit;
  const sanitizedId = sanitizeChecklistId(values.customId);
  const idProblem =
    useIdCheck(sanitizedId, {
      unchanged: mode === "edit" && sanitizedId === sanitizeChecklistId(initial.customId),
      forChecklist: checklistId,
      takenMessage,
    }) ?? idTakenOnSubmit;
  const tags = parseTags(values.tags);
  const errors = {
    customId: idProblem,
    title: requiredTextProblem(values.title, LIMITS.checklistTitle, TITLE_MESSAGES),
    description: requiredTextProblem(values.description, LIMITS.checklistDescription, DESCRIPTION_MESSAGES),
    steps: values.steps.length === 0 ? CHECKLIST_FIELD_MESSAGES.stepsRequired : null,
    tags: tagsProblem(tags),
  };
  const show = (message: string | null) => (submitted ? message : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setServerError(null);
    if (
      checklistIdProblem(sanitizedId) ||
      errors.title ||
      errors.description ||
      errors.steps ||
      errors.tags
    ) {
      return;
    }
    setBusy(true);
    try {
      await onSubmit({
        customId: sanitizedId,
        title: values.title,
        description: values.description,
        difficulty: values.difficulty,
        supportedSince: values.supportedSince,
        categories: values.categories,
        tags,
        steps: values.steps.map(({ id: stepId, title, description }) => ({ id: stepId, title, description })),
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "id_taken") {
        setIdTakenOnSubmit(takenMessage);
        if (mode === "edit") setServerError(CHECKLIST_ID_MESSAGES.takenOnEdit);
      } else {
        setServerError(error instanceof Error ? error.message : "Something went wrong. Please try again.");
      }
    } finally {
      setBusy(false);
    }
  };

  const categoriesFull = values.categories.length >= LIMITS.categoriesPerChecklist;

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <div>
        <TextField
          id={`${id}-custom-id`}
          label={mode === "create" ? "Checklist ID" : "Custom URL ID"}
          value={values.customId}
          onChange={(value) => set("customId", value)}
          required
          error={values.customId === "" && !submitted ? null : errors.customId}
          hint="Letters a–z, digits, - and _ (spaces become hyphens), at most 40."
        />
        <p className="mt-1 text-sm break-all text-stone-700 dark:text-stone-300">
          Address: <span className="font-mono">/checklist/{sanitizedId || "…"}</span>
        </p>
      </div>
      <TextField
        id={`${id}-title`}
        label="Title"
        value={values.title}
        onChange={(value) => set("title", value)}
        maxLength={LIMITS.checklistTitle}
        required
        error={show(errors.title)}
      />
      <TextField
        id={`${id}-description`}
        label="Description"
        value={values.description}
        onChange={(value) => set("description", value)}
        maxLength={LIMITS.checklistDescription}
        multiline
        required
        error={show(errors.description)}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-difficulty`} className="block font-bold">
            Difficulty
          </label>
          <select
            id={`${id}-difficulty`}
            value={values.difficulty}
            onChange={(event) => set("difficulty", event.target.value as Difficulty)}
            className={inputClass}
          >
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty}>{difficulty}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-version`} className="block font-bold">
            Supported since
          </label>
          <select
            id={`${id}-version`}
            value={values.supportedSince}
            onChange={(event) => set("supportedSince", event.target.value as MinecraftVersion)}
            className={inputClass}
          >
            {MINECRAFT_VERSIONS.map((version) => (
              <option key={version}>{version}</option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="font-bold">
          Categories <span className="font-normal text-stone-600 dark:text-stone-400">(up to 3)</span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {CATEGORIES.map((category) => {
            const checked = values.categories.includes(category.id);
            return (
              <label
                key={category.id}
                className="flex min-h-11 items-center gap-2 rounded-md border-2 border-stone-400 px-3 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:disabled]:opacity-50 dark:has-[:checked]:bg-emerald-950"
              >
                <input
                  type="checkbox"
                  className="size-5 accent-emerald-700"
                  checked={checked}
                  disabled={!checked && categoriesFull}
                  onChange={(event) =>
                    set(
                      "categories",
                      event.target.checked
                        ? [...values.categories, category.id]
                        : values.categories.filter((c) => c !== category.id),
                    )
                  }
                />
                <CategoryIcon id={category.id} />
                {category.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div>
        <TextField
          id={`${id}-tags`}
          label="Tags"
          value={values.tags}
          onChange={(value) => set("tags", value)}
          hint={`Separate tags with commas. 3–6 tags work best; at most ${LIMITS.tagsPerChecklist}, of up to ${LIMITS.tagLength} characters each.`}
          // Shown as soon as it happens: a limit is never silent (D16).
          error={errors.tags}
          status={`${tags.length} of ${LIMITS.tagsPerChecklist} tags`}
        />
        {tags.length ? (
          <ul aria-label="Tags as they will be saved" className="mt-2 flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li
                key={tag}
                className="rounded bg-stone-200 px-2 py-0.5 text-sm font-semibold dark:bg-stone-700"
              >
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <StepListEditor
        steps={values.steps}
        onChange={(steps) => set("steps", steps)}
        error={show(errors.steps)}
      />
      {serverError ? (
        <p
          role="alert"
          className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {serverError}
        </p>
      ) : null}
      {submitted && !serverError && Object.values(errors).some(Boolean) ? (
        <ErrorMessage>Please fix the fields marked above.</ErrorMessage>
      ) : null}
      <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
        {mode === "create" ? (busy ? "Publishing…" : "Publish") : busy ? "Saving…" : "Save changes"}
      </button>
    </form>
  );
}
