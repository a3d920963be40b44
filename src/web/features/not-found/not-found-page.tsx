import { Link } from "react-router";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { primaryButton } from "#web/components/ui/button-styles.ts";

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <PageTitle title="Page not found" />
      <p
        className="font-display text-6xl font-bold text-emerald-800 dark:text-emerald-300"
        aria-hidden="true"
      >
        404
      </p>
      <PageHeading className="mt-4">Page not found</PageHeading>
      <p className="mt-4 text-stone-700 dark:text-stone-300">
        This page wandered off like a lost pet wolf. The address may be mistyped, or the page may have moved.
      </p>
      <Link to="/checklists" className={`${primaryButton} mt-8`}>
        Browse checklists
      </Link>
    </section>
  );
}
