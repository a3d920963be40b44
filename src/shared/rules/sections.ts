/**
 * D50: steps grouped under section headings. A checklist keeps its steps as one ordered list
 * (what readers before sections know, and what progress counts by id); its sections name runs
 * of that list: every step is in exactly one section, in the list's order, or there are no
 * sections at all (docs/decisions/034-sections-and-step-editor.md).
 */
export interface Section {
  id: string;
  title: string;
  stepIds: string[];
}

export interface StepGroup<S> {
  /** Null for a checklist without sections: one group of every step. */
  section: Section | null;
  steps: S[];
}

/**
 * The steps under their sections, in order (the server keeps every step in exactly one). No
 * sections (also a copy kept offline before sections, which lacks them): one group of all steps.
 */
export function groupSteps<S extends { id: string }>(
  steps: S[],
  sections: Section[] | undefined,
): StepGroup<S>[] {
  if (!sections?.length) return [{ section: null, steps }];
  const byId = new Map(steps.map((step) => [step.id, step]));
  return sections.map((section) => ({ section, steps: section.stepIds.flatMap((id) => byId.get(id) ?? []) }));
}
