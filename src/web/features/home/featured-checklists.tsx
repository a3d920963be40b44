import { Link } from "react-router";
import { primaryButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import FeaturedList from "./featured-list.tsx";

/** The three most-liked approved checklists (D13) and a way to all of them. */
export function FeaturedChecklists() {
  const t = useT();
  return (
    <section
      aria-labelledby="featured-heading"
      className="border-t-2 border-stone-300 bg-stone-200/60 dark:border-stone-800 dark:bg-stone-900/60"
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="featured-heading" className="font-display text-3xl font-bold tracking-tight">
          {t("home.featuredHeading")}
        </h2>
        <p className="mt-2 mb-6 text-stone-700 dark:text-stone-300">{t("home.featuredLead")}</p>
        <FeaturedList />
        <Link to="/checklists" className={`${primaryButton} mt-6`}>
          {t("home.viewAll")}
        </Link>
      </div>
    </section>
  );
}
