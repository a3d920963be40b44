import { useT } from "#web/lib/i18n.tsx";
import { QueryBoundary } from "#web/lib/query-boundary.tsx";
import { useFeatured } from "../checklists/api.ts";
import { ChecklistCard } from "../checklists/components/checklist-card.tsx";

function List() {
  const featured = useFeatured();
  const t = useT();
  if (featured.isPending) return <p role="status">{t("common.loading")}</p>;
  // SPEC §8 logs a failed featured fetch; D7 also says so on the page. 'View all checklists' stays.
  if (featured.isError) {
    console.warn("Loading featured checklists failed", featured.error);
    return (
      <p role="alert" className="text-stone-700 dark:text-stone-300">
        {t("home.featuredFailed")}{" "}
        <button
          type="button"
          className="font-semibold text-emerald-800 underline dark:text-emerald-300"
          onClick={() => featured.refetch()}
        >
          {t("common.tryAgain")}
        </button>
      </p>
    );
  }
  if (featured.data.items.length === 0) {
    return <p className="text-stone-700 dark:text-stone-300">{t("home.featuredNone")}</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {featured.data.items.map((checklist) => (
        <li key={checklist.id}>
          <ChecklistCard checklist={checklist} variant="featured" headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}

/** Loaded after the landing page's first paint, with the query client (docs/decisions/003). */
export default function FeaturedList() {
  return (
    <QueryBoundary>
      <List />
    </QueryBoundary>
  );
}
