import type { Checklist, PendingRevision } from "#shared/contracts/checklists.ts";
import type { Difficulty } from "#shared/difficulties.ts";
import type { ChecklistFormValues } from "./checklist-form.tsx";
import { type EditorItem, itemsOf } from "./editor-items.ts";

/** The form filled with a stored checklist, or its pending edit (D12). */
export function formValuesOf(source: Checklist | PendingRevision): ChecklistFormValues {
  return {
    customId: source.customId,
    title: source.title,
    description: source.description,
    difficulty: source.difficulty as Difficulty,
    language: source.language,
    supportedSince: source.supportedSince,
    categories: source.categories,
    tags: source.tags.join(", "),
    steps: itemsOf(source.steps, source.sections),
  };
}

/** A row as new: a copy's steps and sections are its own, not the source's (D10). */
const asNew = ({ id: _stored, ...item }: EditorItem): EditorItem => item;

/**
 * D52 'Use as template': a copy of the approved version (never the author's pending edit), its
 * id left for the new author to choose (it follows the title, D41), its steps new.
 */
export function templateValuesOf(checklist: Checklist): ChecklistFormValues {
  const values = formValuesOf(checklist);
  return { ...values, customId: "", steps: values.steps.map(asNew) };
}
