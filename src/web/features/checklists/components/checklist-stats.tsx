import { Heart, ListChecks } from "lucide-react";
import { useT } from "#web/lib/i18n.tsx";

export function checklistPath(checklist: { customId: string }) {
  return `/checklist/${encodeURIComponent(checklist.customId)}`;
}

/** Likes and step count, named for screen readers. */
export function ChecklistStats({ likes, stepCount }: { likes: number; stepCount: number }) {
  const t = useT();
  return (
    <span className="flex flex-wrap items-center gap-x-4 text-sm text-stone-700 dark:text-stone-300">
      <span className="inline-flex items-center gap-1">
        <Heart aria-hidden="true" className="size-4" />
        {t("checklists.likes", { count: likes })}
      </span>
      <span className="inline-flex items-center gap-1">
        <ListChecks aria-hidden="true" className="size-4" />
        {t("checklists.steps", { count: stepCount })}
      </span>
    </span>
  );
}
