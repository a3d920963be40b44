import type { RunChanges } from "#shared/contracts/runs.ts";

export type StepMark = "New" | "Changed";

/** Each mark's words, for the step list that shows it: `t(STEP_MARK_LABELS[mark])` (issue 38). */
export const STEP_MARK_LABELS: Record<StepMark, string> = {
  New: "runs.markNew",
  Changed: "runs.markChanged",
};

/** The marks D48 puts on steps an approved edit added or changed since the player started. */
export function stepMarks(changes: RunChanges | null | undefined): Map<string, StepMark> | undefined {
  if (!changes) return undefined;
  return new Map([
    ...changes.added.map((id): [string, StepMark] => [id, "New"]),
    ...changes.changed.map((id): [string, StepMark] => [id, "Changed"]),
  ]);
}
