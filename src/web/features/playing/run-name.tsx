import type { ProgressItem } from "#shared/contracts/playing.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { checklistPath } from "../checklists/components/checklist-stats.tsx";

/** Where a run in a list leads: its checklist's page showing that run (D43). */
export function runPath(item: Pick<ProgressItem, "customId" | "runId">): string {
  return `${checklistPath(item)}?run=${encodeURIComponent(item.runId)}`;
}

/** The run's name under its checklist's title in a list (D43). */
export function RunName({ name }: { name: string }) {
  const t = useT();
  return (
    <p className="text-sm font-semibold wrap-anywhere text-stone-700 dark:text-stone-300">
      {richText(t("playing.runName", { name: "" }), {
        name: () => <span className="text-stone-900 dark:text-stone-50">{name}</span>,
      })}
    </p>
  );
}
