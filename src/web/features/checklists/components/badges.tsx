import type { ChecklistStatus } from "#shared/checklist-statuses.ts";
import type { Difficulty } from "#shared/difficulties.ts";
import { useT } from "#web/lib/i18n.tsx";
import { DIFFICULTY_LABELS, STATUS_LABELS } from "../labels.ts";

const DIFFICULTY_STYLE: Record<Difficulty, string> = {
  Easy: "border-green-800 bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200 dark:border-green-400",
  Medium:
    "border-orange-800 bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200 dark:border-orange-400",
  Hard: "border-red-800 bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200 dark:border-red-400",
};

const badge = "inline-flex items-center rounded border px-2 py-0.5 text-xs font-bold";

/** Easy green, Medium orange, Hard red (SPEC §9), always with the word, not colour alone. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const t = useT();
  return (
    <span className={`${badge} ${DIFFICULTY_STYLE[difficulty]}`}>{t(DIFFICULTY_LABELS[difficulty])}</span>
  );
}

/** D63: one of the game's own checklists, published by the site from the game's data. */
export function OfficialBadge() {
  const t = useT();
  return (
    <span
      title={t("checklists.officialTitle")}
      className={`${badge} border-sky-800 bg-sky-100 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-200`}
    >
      {t("checklists.official")}
    </span>
  );
}

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
  const t = useT();
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={`${badge} ${STATUS_STYLE[status]}`}>{t(STATUS_LABELS[status])}</span>
      {revision ? (
        <span
          className={`${badge} ${STATUS_STYLE[revision.status === "pending" ? "under_review" : "rejected"]}`}
        >
          {revision.status === "pending" ? t("checklists.editUnderReview") : t("checklists.editRejected")}
        </span>
      ) : null}
    </span>
  );
}
