import { Link } from "react-router";
import { COLLECTION_VISIBILITY_LABELS } from "#shared/collections.ts";
import type { CollectionSummary } from "#shared/contracts/collections.ts";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";

/** Collections as a list of links: name, size, and for their owner who may see each. */
export function CollectionList({
  items,
  label,
  showOwner = false,
  showVisibility = false,
}: {
  items: CollectionSummary[];
  label: string;
  showOwner?: boolean;
  showVisibility?: boolean;
}) {
  const words = useSharedWords();
  const t = useT();
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {items.map((collection) => (
        <li
          key={collection.id}
          className="rounded-md border-2 border-stone-800 bg-white p-4 dark:border-stone-400 dark:bg-stone-900"
        >
          <Link
            to={`/collections/${encodeURIComponent(collection.id)}`}
            className="text-lg font-bold wrap-anywhere text-emerald-800 underline dark:text-emerald-300"
          >
            {collection.name}
          </Link>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
            {t("collections.checklistCount", { count: collection.entryCount })}
            {showOwner
              ? ` · ${t("collections.byOwner", { owner: collection.ownerName || `@${collection.ownerHandle}` })}`
              : ""}
            {showVisibility ? ` · ${words(COLLECTION_VISIBILITY_LABELS[collection.visibility])}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
