import { Heart, ListChecks } from "lucide-react";

export function checklistPath(checklist: { customId: string }) {
  return `/checklist/${encodeURIComponent(checklist.customId)}`;
}

/** Likes and step count, named for screen readers. */
export function ChecklistStats({ likes, stepCount }: { likes: number; stepCount: number }) {
  return (
    <span className="flex flex-wrap items-center gap-x-4 text-sm text-stone-700 dark:text-stone-300">
      <span className="inline-flex items-center gap-1">
        <Heart aria-hidden="true" className="size-4" />
        {likes} {likes === 1 ? "like" : "likes"}
      </span>
      <span className="inline-flex items-center gap-1">
        <ListChecks aria-hidden="true" className="size-4" />
        {stepCount} {stepCount === 1 ? "step" : "steps"}
      </span>
    </span>
  );
}
