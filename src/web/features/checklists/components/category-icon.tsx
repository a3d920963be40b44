import { BookOpen, Compass, Hammer, type LucideIcon, Puzzle, Sword } from "lucide-react";
import { CATEGORIES, categoryName } from "#shared/categories.ts";
import { useSharedWords } from "#web/lib/shared-words.ts";

/** SPEC §3: each category has a name and an icon. */
export const CATEGORY_ICONS: Record<number, LucideIcon> = {
  0: Sword,
  1: Hammer,
  2: Puzzle,
  3: Compass,
  4: BookOpen,
};

export function CategoryIcon({ id, className = "size-4" }: { id: number; className?: string }) {
  const Icon = CATEGORY_ICONS[id] ?? Puzzle;
  return <Icon aria-hidden="true" className={className} />;
}

/** Icons with their names for screen readers (and as a tooltip). */
export function CategoryIcons({ ids }: { ids: number[] }) {
  const words = useSharedWords();
  return (
    <ul aria-label="Categories" className="flex flex-wrap gap-1.5">
      {ids.map((id) => (
        <li key={id} title={words(categoryName(id))} className="text-stone-700 dark:text-stone-300">
          <CategoryIcon id={id} />
          <span className="sr-only">{words(categoryName(id))}</span>
        </li>
      ))}
    </ul>
  );
}

export { CATEGORIES };
