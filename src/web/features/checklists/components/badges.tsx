import type { ChecklistStatus } from "#shared/checklist-statuses.ts";
import { DIFFICULTY_NAMES, type Difficulty } from "#shared/difficulties.ts";
import { useSharedWords } from "#web/lib/shared-words.ts";

const DIFFICULTY_STYLE: Record<Difficulty, string> = {
  Easy: "border-green-800 bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200 dark:border-green-400",
  Medium:
    "border-orange-800 bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200 dark:border-orange-400",
  Hard: "border-red-800 bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200 dark:border-red-400",
};

const badge = "inline-flex items-center rounded border px-2 py-0.5 text-xs font-bold";

/** Easy green, Medium orange, Hard red (SPEC §9), always with the word, not colour alone. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const words = useSharedWords();
  return (
    <span className={`${badge} ${DIFFICULTY_STYLE[difficulty]}`}>{words(DIFFICULTY_NAMES[difficulty])}</span>
  );
}

/** D63: one of the game's own checklists, published by the site from the game's data. */
export function OfficialBadge() {
  return (
    <span
      title="Published by the site from the game's own data"
      className={`${badge} border-sky-800 bg-sky-100 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-200`}
    >
      Official
    </span>
  );
}

const STATUS_LABEL: Record<ChecklistStatus, string> = {
  approved: "approved",
  under_review: "under review",
  rejected: "rejected",
};

const STATUS_STYLE: Record<ChecklistStatus, string> = {
  approved: "border-emerald-800 bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  under_review: "border-amber-800 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  rejected: "border-red-800 bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

/** The status, and 'edit under review' / 'edit rejected' for a pending revision (D12). */
export function StatusBadges({
  status,
  revision,
}: {
  status: ChecklistStatus;
  revision?: { status: "pending" | "rejected" } | null;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={`${badge} ${STATUS_STYLE[status]}`}>{STATUS_LABEL[status]}</span>
      {revision ? (
        <span
          className={`${badge} ${STATUS_STYLE[revision.status === "pending" ? "under_review" : "rejected"]}`}
        >
          {revision.status === "pending" ? "edit under review" : "edit rejected"}
        </span>
      ) : null}
    </span>
  );
}
