import { english } from "../i18n/message.ts";
/**
 * D48 · Edits a player meets: what approved edits changed in a checklist since a player
 * started a run (or last dismissed the notice), one entry per step.
 */
export const STEP_CHANGE_KINDS = ["added", "changed", "removed"] as const;
export type StepChangeKind = (typeof STEP_CHANGE_KINDS)[number];

/** One step's change by one approved edit, oldest first; `title` is the step's after the edit (before it, when removed). */
export interface StepChange {
  stepId: string;
  kind: StepChangeKind;
  title: string;
}

export interface ChangesSince {
  /** Steps new since the player started, in the order they were added. */
  added: string[];
  /** Steps that were there and were edited. */
  changed: string[];
  /** Titles of steps that are gone. */
  removed: string[];
}

/**
 * Folds a sequence of edits into what the player meets now: a step added and then edited is
 * still new; one added and then removed never concerned them; one edited and then removed is
 * removed.
 */
export function changesSince(changes: StepChange[]): ChangesSince | null {
  const last = new Map<string, { kind: StepChangeKind; title: string }>();
  for (const change of changes) {
    const before = last.get(change.stepId)?.kind;
    if (before === "added" && change.kind === "removed") last.delete(change.stepId);
    else last.set(change.stepId, { kind: before === "added" ? "added" : change.kind, title: change.title });
  }
  const of = (kind: StepChangeKind) => [...last].filter(([, change]) => change.kind === kind);
  const result = {
    added: of("added").map(([stepId]) => stepId),
    changed: of("changed").map(([stepId]) => stepId),
    removed: of("removed").map(([, change]) => change.title),
  };
  return last.size ? result : null;
}

/** How many steps the notice counts: 'N steps changed since you started' (D48). */
export function changedStepCount(changes: ChangesSince): number {
  return changes.added.length + changes.changed.length + changes.removed.length;
}

export function changesNotice(changes: ChangesSince): string {
  return changedStepsNotice(changedStepCount(changes));
}

/** The notice's words for a count (the home page's 'Updated guides you play' says it too, D69). */
export function changedStepsNotice(count: number): string {
  return english(
    "shared.changedSteps",
    `${count} ${count === 1 ? "step" : "steps"} changed since you started`,
    { count },
    true,
  );
}

/** The changes an approved edit makes to a checklist's steps: compared by step id (D10 keeps ids). */
type ComparedStep = { id: string; title: string; description: string; materials?: unknown[]; link?: unknown };

/** Materials count as content (D51); absent ones (stored before them) are none. */
const materialsOf = (step: ComparedStep) => JSON.stringify(step.materials ?? []);

/**
 * A link (D61) compared by what it says, not by its keys' order: the database's jsonb keeps
 * them in an order of its own ({ kind, criterion, advancement }), the request in the sender's.
 */
const linkOf = (step: ComparedStep) =>
  JSON.stringify(
    step.link && typeof step.link === "object"
      ? Object.entries(step.link).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      : null,
  );

export function stepChanges(before: ComparedStep[], after: ComparedStep[]): StepChange[] {
  const old = new Map(before.map((step) => [step.id, step]));
  const kept = new Set(after.map((step) => step.id));
  return [
    ...after.flatMap((step): StepChange[] => {
      const was = old.get(step.id);
      if (!was) return [{ stepId: step.id, kind: "added", title: step.title }];
      return was.title !== step.title ||
        was.description !== step.description ||
        materialsOf(was) !== materialsOf(step) ||
        linkOf(was) !== linkOf(step)
        ? [{ stepId: step.id, kind: "changed", title: step.title }]
        : [];
    }),
    ...before
      .filter((step) => !kept.has(step.id))
      .map((step): StepChange => ({ stepId: step.id, kind: "removed", title: step.title })),
  ];
}
