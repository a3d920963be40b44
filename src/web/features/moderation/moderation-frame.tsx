import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageLoading } from "#web/components/page-loading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { useMe } from "../session/api/get-me.ts";
import { SessionProblemPage } from "../session/components/session-problem.tsx";

export const NO_ACCESS = "You do not have access to this page.";

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
  const me = useMe();
  if (me.isPending) return <PageLoading />;
  if (me.error && !me.data) return <SessionProblemPage />;
  if (!me.data?.isModerator) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <PageTitle title="Moderation" />
        <PageHeading>{NO_ACCESS}</PageHeading>
        <p className="mt-4 text-stone-700 dark:text-stone-300">Only moderators can review checklists.</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <PageTitle title={title} />
      <nav
        aria-label="Moderation"
        className="mb-6 flex flex-wrap gap-2 border-b-2 border-stone-300 dark:border-stone-700"
      >
        <NavLink to="/moderation" end className={tab}>
          Review queue
        </NavLink>
        <NavLink to="/moderation/reports" className={tab}>
          Reports
        </NavLink>
        <NavLink to="/moderation/analytics" className={tab}>
          Analytics
        </NavLink>
      </nav>
      {heading ? <PageHeading>{heading}</PageHeading> : null}
      {children}
    </div>
  );
}
