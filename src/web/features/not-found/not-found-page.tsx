import { Link } from "react-router";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { primaryButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";

export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <PageTitle title={t("notFound.heading")} />
      <p
        className="font-display text-6xl font-bold text-emerald-800 dark:text-emerald-300"
        aria-hidden="true"
      >
        404
      </p>
      <PageHeading className="mt-4">{t("notFound.heading")}</PageHeading>
      <p className="mt-4 text-stone-700 dark:text-stone-300">{t("notFound.text")}</p>
      <Link to="/checklists" className={`${primaryButton} mt-8`}>
        {t("notFound.browse")}
      </Link>
    </section>
  );
}
