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
 * The steps under their sections, in order; a step no section names comes last, in a group of
 * its own. No sections (also a copy kept offline before sections, which lacks them): one group.
 */
export function groupSteps<S extends { id: string }>(
  steps: S[],
  sections: Section[] | undefined,
): StepGroup<S>[] {
  if (!sections?.length) return [{ section: null, steps }];
  const byId = new Map(steps.map((step) => [step.id, step]));
  const placed = new Set<string>();
  const groups: StepGroup<S>[] = sections.map((section) => ({
    section,
    steps: section.stepIds.flatMap((id) => {
      const step = byId.get(id);
      if (!step || placed.has(id)) return [];
      placed.add(id);
      return [step];
    }),
  }));
  const rest = steps.filter((step) => !placed.has(step.id));
  return rest.length ? [...groups, { section: null, steps: rest }] : groups;
}

/** A section's progress as the page shows it: '3 of 8'. */
export function sectionProgress(done: number, total: number): string {
  return `${done} of ${total}`;
}
