import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageLoading } from "#web/components/page-loading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { useMe } from "../session/api/get-me.ts";
import { SessionProblemPage } from "../session/components/session-problem.tsx";

const tab =
  "inline-flex min-h-11 items-center border-b-4 px-3 font-bold text-stone-800 aria-[current=page]:border-emerald-700 border-transparent hover:text-emerald-800 dark:text-stone-100";

/** D28: every page under /moderation shows the same refusal to anyone who is not a moderator. */
export function ModerationFrame({
  title,
  heading,
  children,
}: {
  title: string;
  heading?: string;
  children: ReactNode;
}) {
  const t = useT();
  const me = useMe();
  if (me.isPending) return <PageLoading />;
  if (me.error && !me.data) return <SessionProblemPage />;
  if (!me.data?.isModerator) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <PageTitle title={t("moderation.moderation")} />
        <PageHeading>{t("moderation.noAccess")}</PageHeading>
        <p className="mt-4 text-stone-700 dark:text-stone-300">{t("moderation.onlyModerators")}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <PageTitle title={title} />
      <nav
        aria-label={t("moderation.moderation")}
        className="mb-6 flex flex-wrap gap-2 border-b-2 border-stone-300 dark:border-stone-700"
      >
        <NavLink to="/moderation" end className={tab}>
          {t("moderation.reviewQueue")}
        </NavLink>
        <NavLink to="/moderation/reports" className={tab}>
          {t("moderation.reports")}
        </NavLink>
        <NavLink to="/moderation/analytics" className={tab}>
          {t("moderation.analytics")}
        </NavLink>
      </nav>
      {heading ? <PageHeading>{heading}</PageHeading> : null}
      {children}
    </div>
  );
}
