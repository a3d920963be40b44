import { Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import { DEFAULT_PAGE_SIZE, TRUNCATE } from "#shared/limits.ts";
import { truncate } from "#shared/rules/truncate.ts";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { PagedList } from "#web/components/paged-list.tsx";
import { pageHrefs } from "#web/components/pagination.tsx";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { usePageParam } from "#web/lib/use-page-param.ts";
import { useMyChecklists } from "../api.ts";
import { StatusBadges } from "../components/badges.tsx";
import { ChecklistStats, checklistPath } from "../components/checklist-card.tsx";
import { DeleteChecklistButton } from "./delete-checklist-button.tsx";

/** SPEC §2 My checklists (/my/created): own checklists of every status. */
export default function MyChecklistsPage() {
  const t = useT();
  const page = usePageParam();
  const query = useMyChecklists(page, DEFAULT_PAGE_SIZE);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <PageTitle title={t("checklists.myTitle")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>{t("checklists.myTitle")}</PageHeading>
        <Link to="/create" className={primaryButton}>
          <Plus aria-hidden="true" className="size-4" />
          {t("checklists.createChecklist")}
        </Link>
      </div>
      <PagedList query={query} page={page} hrefFor={pageHrefs("/my/created")} empty={t("checklists.myEmpty")}>
        {(data) => (
          <ul className="mt-6 space-y-4">
            {data.items.map((checklist) => (
              <li
                key={checklist.id}
                className="rounded-md border-2 border-stone-800 bg-white p-4 dark:border-stone-400 dark:bg-stone-900"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="text-lg font-bold wrap-anywhere">
                    <Link to={checklistPath(checklist)} className="hover:underline">
                      {checklist.title}
                    </Link>
                  </h2>
                  <StatusBadges status={checklist.status} revision={checklist.revision} />
                </div>
                <p className="mt-2 wrap-anywhere text-stone-800 dark:text-stone-200">
                  {truncate(checklist.description, TRUNCATE.myChecklistCardDescription)}
                </p>
                {checklist.status === "rejected" && checklist.rejectionReason ? (
                  <p className="mt-2 text-sm wrap-anywhere text-red-800 dark:text-red-300">
                    {t("checklists.rejectedReason", { reason: checklist.rejectionReason })}
                  </p>
                ) : null}
                {checklist.revision?.status === "rejected" && checklist.revision.rejectionReason ? (
                  <p className="mt-2 text-sm wrap-anywhere text-red-800 dark:text-red-300">
                    {t("checklists.editRejectedReason", { reason: checklist.revision.rejectionReason })}
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <ChecklistStats likes={checklist.likes} stepCount={checklist.stepCount} />
                  <span className="flex flex-wrap gap-2 sm:ml-auto">
                    <Link
                      to={`/my/edit/${encodeURIComponent(checklist.customId)}`}
                      className={secondaryButton}
                      aria-label={t("checklists.editNamed", { title: checklist.title })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t("checklists.edit")}
                    </Link>
                    <DeleteChecklistButton id={checklist.id} title={checklist.title} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
