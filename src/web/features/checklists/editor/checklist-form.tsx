import { type FormEvent, useId, useState } from "react";
import { CATEGORIES } from "#shared/categories.ts";
import type { Checklist, ChecklistInput } from "#shared/contracts/checklists.ts";
import { DEFAULT_DIFFICULTY, DIFFICULTIES, type Difficulty } from "#shared/difficulties.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { LIMITS } from "#shared/limits.ts";
import {
  CHECKLIST_FIELD_MESSAGES,
  parseTags,
  requiredTextProblem,
  tagsProblem,
} from "#shared/rules/checklist-fields.ts";
import {
  CHECKLIST_ID_MESSAGES,
  checklistIdProblem,
  sanitizeChecklistId,
} from "#shared/rules/checklist-id.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { dangerButton, primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { inputClass, TextField } from "#web/components/ui/text-field.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { CategoryIcon } from "../components/category-icon.tsx";
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from "../labels.ts";
import { useGameVersions } from "../use-game-versions.ts";
import {
  type EditorItem,
  itemsFromReading,
  listProblem,
  rowKeyOfField,
  rowProblems,
  stepsInput,
  withFreshKeys,
} from "./editor-items.ts";
import { ImportLitematica } from "./import-litematica.tsx";
import { ImportMarkdown } from "./import-markdown.tsx";
import { LanguageField, useReaderLanguage } from "./language-field.tsx";
import { LeaveGuard } from "./leave-guard.tsx";
import { StepListEditor } from "./step-list-editor.tsx";
import { forgetDraft, useFormDraft } from "./use-form-draft.ts";
import { useIdCheck } from "./use-id-check.ts";

export interface ChecklistFormValues {
  customId: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  /** D65: absent until chosen: the reader's language is shown, and sent, until then. */
  language?: Locale;
  /** Empty until chosen: the newest release offered is shown, and sent, until then. */
  supportedSince: string;
  categories: number[];
  tags: string;
  /** The steps and section headings, in order (editor-items.ts). */
  steps: EditorItem[];
}

export const EMPTY_FORM: ChecklistFormValues = {
  customId: "",
  title: "",
  description: "",
  difficulty: DEFAULT_DIFFICULTY,
  supportedSince: "",
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

/** D41: the id a title suggests, as it would be stored. */
const suggestedId = (title: string) => sanitizeChecklistId(title).slice(0, LIMITS.checklistId);

/** Fields in the order they appear: the first one in error gets focus after a refused submit (D41). */
const FIELD_ORDER = ["customId", "title", "description", "tags", "steps"] as const;
type FieldName = (typeof FIELD_ORDER)[number];

function focusField(element: HTMLElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "center" });
}

/** A draft kept by an earlier page load, its rows keyed for this one (issue 35). */
const reviveDraft = (stored: ChecklistFormValues): ChecklistFormValues => ({
  ...stored,
  steps: withFreshKeys(stored.steps ?? []),
});

/**
 * The create and edit form (SPEC §2 Create, Edit). Checks here are a courtesy: the API
 * enforces every rule again and its answer is shown when it refuses. What is typed is kept as
 * a draft on this device until it is published or discarded (D40).
 */
export function ChecklistForm({
  mode,
  initial,
  draftKey,
  checklistId,
  onSubmit,
}: {
  mode: "create" | "edit";
  initial: ChecklistFormValues;
  /** Where this form's draft is kept on the device (one per form and checklist). */
  draftKey: string;
  /** Edit: the document id, whose own names do not count as taken. */
  checklistId?: string;
  onSubmit: (input: ChecklistInput) => Promise<Checklist>;
}) {
  const words = useSharedWords();
  const t = useT();
  const id = useId();
  const readerLanguage = useReaderLanguage();
  const draft = useFormDraft(draftKey, initial, reviveDraft);
  const { values, setValues } = draft;
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // D61: a 422 on a step's link is shown at its row.
  const [rowError, setRowError] = useState<{ key: string; message: string } | null>(null);
  const [idTakenOnSubmit, setIdTakenOnSubmit] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // On create the id follows the title until the person types an id of their own (D41); a
  // template's copy starts with none (D52), so it follows the title too.
  const [idTyped, setIdTyped] = useState(
    () => mode === "edit" || (values.customId !== "" && values.customId !== suggestedId(values.title)),
  );
  const set = <K extends keyof ChecklistFormValues>(key: K, value: ChecklistFormValues[K]) => {
    setValues((current) => ({
      ...current,
      [key]: value,
      ...(key === "title" && !idTyped ? { customId: suggestedId(value as string) } : {}),
    }));
    setServerError(null);
    if (key === "customId") {
      setIdTakenOnSubmit(null);
      setIdTyped(value !== "");
    }
  };
  const fieldElement: Record<FieldName, () => HTMLElement | null> = {
    customId: () => document.getElementById(`${id}-custom-id`),
    title: () => document.getElementById(`${id}-title`),
    description: () => document.getElementById(`${id}-description`),
    tags: () => document.getElementById(`${id}-tags`),
    steps: () => document.getElementById(`${id}-add-step`),
  };

  const takenMessage = mode === "create" ? CHECKLIST_ID_MESSAGES.taken : CHECKLIST_ID_MESSAGES.takenOnEdit;
  const sanitizedId = sanitizeChecklistId(values.customId);
  const idProblem =
    useIdCheck(sanitizedId, {
      unchanged: mode === "edit" && sanitizedId === sanitizeChecklistId(initial.customId),
      forChecklist: checklistId,
      takenMessage,
    }) ?? idTakenOnSubmit;
  const offered = useGameVersions();
  // D59: the versions the game's data offers; a guide's own (stored before) stays among them.
  const version = values.supportedSince || offered[0]?.version || "";
  const versions =
    offered.some((offer) => offer.version === version) || !version
      ? offered.map((offer) => offer.version)
      : [version, ...offered.map((offer) => offer.version)];
  const tags = parseTags(values.tags);
  const errors = {
    customId: words(idProblem),
    title: words(requiredTextProblem(values.title, LIMITS.checklistTitle, TITLE_MESSAGES)),
    description: words(
      requiredTextProblem(values.description, LIMITS.checklistDescription, DESCRIPTION_MESSAGES),
    ),
    steps: words(listProblem(values.steps)),
    tags: words(tagsProblem(tags)),
  };
  const show = (message: string | null) => (submitted ? message : null);

  const publish = useSinglePress({
    mutationFn: (input: ChecklistInput) => {
      // Published: the draft is done with, and leaving no longer needs asking.
      return onSubmit(input).then((saved) => {
        forgetDraft(draftKey);
        return saved;
      });
    },
    onMutate: () => {
      setServerError(null);
      setRowError(null);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "id_taken") {
        setIdTakenOnSubmit(takenMessage);
        if (mode === "edit") setServerError(words(CHECKLIST_ID_MESSAGES.takenOnEdit));
        focusField(fieldElement.customId());
      } else if (
        error instanceof ApiError &&
        /\.link(\.|$)/.test(error.field ?? "") &&
        rowKeyOfField(values.steps, error.field)
      ) {
        setRowError({ key: rowKeyOfField(values.steps, error.field) ?? "", message: error.message });
        setServerError(t("editor.linkRefused"));
      } else {
        setServerError(error instanceof Error ? error.message : t("editor.somethingWrong"));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (publish.pending) return;
    setSubmitted(true);
    setServerError(null);
    // A taken id is the server's to refuse (its answer is SPEC's alert on edit); the shape is checked here.
    const refused = { ...errors, customId: words(checklistIdProblem(sanitizedId)) };
    const firstError = FIELD_ORDER.find((field) => refused[field]);
    if (firstError) {
      focusField(fieldElement[firstError]());
      return;
    }
    const [rowInError] = rowProblems(values.steps).keys();
    if (rowInError) {
      focusField(document.getElementById(`row-title-${rowInError}`));
      return;
    }
    publish.press({
      customId: sanitizedId,
      title: values.title,
      description: values.description,
      difficulty: values.difficulty,
      language: values.language ?? readerLanguage,
      supportedSince: version,
      categories: values.categories,
      tags,
      ...stepsInput(values.steps),
    });
  };
  const busy = publish.pending;

  const categoriesFull = values.categories.length >= LIMITS.categoriesPerChecklist;

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <LeaveGuard when={draft.dirty && !publish.pending && !publish.isSuccess} />
      {draft.restored ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md border-2 border-amber-600 bg-amber-50 p-3 text-stone-900 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-semibold">{t("editor.draftRestored")}</p>
          <button type="button" className={secondaryButton} onClick={() => setConfirmDiscard(true)}>
            {t("editor.discardDraft")}
          </button>
        </div>
      ) : null}
      <Modal
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        role="alertdialog"
        title={t("editor.discardDraftTitle")}
        description={t("editor.discardDraftDescription")}
      >
        <ModalActions>
          <button
            type="button"
            className={dangerButton}
            onClick={() => {
              draft.discard();
              setIdTyped(mode === "edit");
              setConfirmDiscard(false);
            }}
          >
            {t("editor.discard")}
          </button>
        </ModalActions>
      </Modal>
      {mode === "create" ? (
        <ImportMarkdown
          onUse={(read) => {
            if (read.title) set("title", read.title);
            if (read.description) set("description", read.description);
            set("steps", itemsFromReading(read));
          }}
        />
      ) : null}
      <div>
        <TextField
          id={`${id}-custom-id`}
          label={t("editor.checklistId")}
          value={values.customId}
          onChange={(value) => set("customId", value)}
          required
          error={values.customId === "" && !submitted ? null : errors.customId}
          hint={t("editor.checklistIdHint", { max: LIMITS.checklistId })}
        />
        <p className="mt-1 text-sm break-all text-stone-700 dark:text-stone-300">
          {richText(t("editor.address", { path: `/checklist/${sanitizedId || "…"}` }), {
            path: (text) => <span className="font-mono">{text}</span>,
          })}
        </p>
      </div>
      <TextField
        id={`${id}-title`}
        label={t("editor.title")}
        value={values.title}
        onChange={(value) => set("title", value)}
        maxLength={LIMITS.checklistTitle}
        required
        error={show(errors.title)}
      />
      <TextField
        id={`${id}-description`}
        label={t("editor.description")}
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
            {t("editor.difficulty")}
          </label>
          <select
            id={`${id}-difficulty`}
            value={values.difficulty}
            onChange={(event) => set("difficulty", event.target.value as Difficulty)}
            className={inputClass}
          >
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {t(DIFFICULTY_LABELS[difficulty])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-version`} className="block font-bold">
            {t("editor.supportedSince")}
          </label>
          <select
            id={`${id}-version`}
            value={version}
            onChange={(event) => set("supportedSince", event.target.value)}
            className={inputClass}
          >
            {versions.map((offer) => (
              <option key={offer}>{offer}</option>
            ))}
          </select>
        </div>
        <LanguageField
          id={`${id}-language`}
          value={values.language ?? readerLanguage}
          onChange={(language) => set("language", language)}
        />
      </div>
      <fieldset>
        <legend className="font-bold">
          {richText(t("editor.categoriesLegend", { max: LIMITS.categoriesPerChecklist }), {
            hint: (text) => <span className="font-normal text-stone-600 dark:text-stone-400">{text}</span>,
          })}
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
                  className="size-6 accent-emerald-700"
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
                {t(CATEGORY_LABELS[category.id] ?? category.name)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div>
        <TextField
          id={`${id}-tags`}
          label={t("editor.tags")}
          value={values.tags}
          onChange={(value) => set("tags", value)}
          hint={t("editor.tagsHint", { max: LIMITS.tagsPerChecklist, length: LIMITS.tagLength })}
          // Shown as soon as it happens: a limit is never silent (D16).
          error={errors.tags}
          status={t("editor.tagsCounter", { count: tags.length, max: LIMITS.tagsPerChecklist })}
        />
        {tags.length ? (
          <ul aria-label={t("editor.tagsSaved")} className="mt-2 flex flex-wrap gap-1.5">
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
        addButtonId={`${id}-add-step`}
        items={values.steps}
        version={version}
        onChange={(steps) => set("steps", steps)}
        error={show(errors.steps)}
        showProblems={submitted}
        rowError={rowError}
      />
      {/* D60: a Litematica material list's items into a step (or new steps). */}
      <ImportLitematica version={version} items={values.steps} onPlace={(steps) => set("steps", steps)} />
      <ErrorMessage look="box">{serverError}</ErrorMessage>
      {/* D54: on a phone, Publish stays in reach however long the steps grow. */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t-2 border-stone-300 bg-stone-100 px-4 py-3 sm:-mx-6 sm:px-6 dark:border-stone-700 dark:bg-stone-950">
        {submitted &&
        !serverError &&
        (Object.values(errors).some(Boolean) || rowProblems(values.steps).size) ? (
          <ErrorMessage className="mb-2">{t("editor.fixFields")}</ErrorMessage>
        ) : null}
        <button type="submit" className={primaryButton} {...publish.submitProps}>
          {mode === "create"
            ? busy
              ? t("editor.publishing")
              : t("editor.publish")
            : busy
              ? t("editor.saving")
              : t("editor.saveChanges")}
        </button>
      </div>
    </form>
  );
}
