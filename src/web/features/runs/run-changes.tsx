import type { Step } from "#shared/contracts/checklists.ts";
import type { RunChanges } from "#shared/contracts/runs.ts";
import { changesNotice } from "#shared/rules/step-changes.ts";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { dismissChanges } from "./run-actions.ts";

/**
 * D48 · Edits a player meets: 'N steps changed since you started', the steps named, until the
 * player dismisses it (for them, in this run).
 */
export default function RunChangesNotice({
  runId,
  checklistId,
  changes,
  steps,
}: {
  runId: string;
  checklistId: string;
  changes: RunChanges;
  steps: Step[];
}) {
  const words = useSharedWords();
  const t = useT();
  const dismiss = useSinglePress({ mutationFn: () => dismissChanges(runId, checklistId) });
  const titleOf = new Map(steps.map((step) => [step.id, step.title]));
  const groups = [
    { label: t("runs.changesNew"), titles: changes.added.map((id) => titleOf.get(id) ?? "") },
    { label: t("runs.changesChanged"), titles: changes.changed.map((id) => titleOf.get(id) ?? "") },
    { label: t("runs.changesRemoved"), titles: changes.removed },
  ].filter((group) => group.titles.length > 0);
  const headingId = `changes-${runId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border-2 border-amber-700 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <h3 id={headingId} className="font-bold">
        {words(changesNotice(changes))}
      </h3>
      <dl className="mt-1 space-y-1 text-sm">
        {groups.map((group) => (
          <div key={group.label} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{group.label}</dt> <dd>{group.titles.join(", ")}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className={`${secondaryButton} mt-2`}
        {...dismiss.pressProps}
        onClick={(event) => dismiss.press(undefined, event)}
      >
        {t("runs.dismiss")}
      </button>
      {dismiss.isError ? <ErrorMessage className="mt-1">{t("runs.dismissFailed")}</ErrorMessage> : null}
    </section>
  );
}
