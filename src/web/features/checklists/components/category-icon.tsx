import { BookOpen, Compass, Hammer, type LucideIcon, Puzzle, Sword } from "lucide-react";
import { CATEGORIES } from "#shared/categories.ts";
import { useT } from "#web/lib/i18n.tsx";
import { categoryLabel } from "../labels.ts";

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
  const t = useT();
  return (
    <ul aria-label={t("checklists.categories")} className="flex flex-wrap gap-1.5">
      {ids.map((id) => (
        <li key={id} title={t(categoryLabel(id))} className="text-stone-700 dark:text-stone-300">
          <CategoryIcon id={id} />
          <span className="sr-only">{t(categoryLabel(id))}</span>
        </li>
      ))}
    </ul>
  );
}

export { CATEGORIES };
