import { Link } from "react-router";
import type { ChecklistSummary } from "#shared/contracts/checklists.ts";
import type { ProgressItem } from "#shared/contracts/playing.ts";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { PagedList } from "#web/components/paged-list.tsx";
import { pageHrefs } from "#web/components/pagination.tsx";
import { ProgressSummary } from "#web/components/progress-bar.tsx";
import { textLink } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { usePageParam } from "#web/lib/use-page-param.ts";
import { Byline } from "../checklists/components/author-link.tsx";
import { ChecklistStats, checklistPath } from "../checklists/components/checklist-card.tsx";
import { useProgressList, useSavedList } from "./api.ts";
import { RunName, runPath } from "./run-name.tsx";

type ListKind = "in-progress" | "completed" | "saved";

const PAGES: Record<ListKind, { title: string; heading: string; empty: string }> = {
  "in-progress": {
    title: "playing.inProgress",
    heading: "playing.inProgress",
    empty: "playing.inProgressEmpty",
  },
  completed: { title: "playing.completed", heading: "playing.completed", empty: "playing.completedEmpty" },
  saved: { title: "playing.savedTitle", heading: "playing.savedHeading", empty: "playing.savedEmpty" },
};

function Item({ checklist }: { checklist: ChecklistSummary | ProgressItem }) {
  const progress = "percent" in checklist ? checklist : null;
  return (
    <li className="rounded-md border-2 border-stone-800 bg-white p-4 dark:border-stone-400 dark:bg-stone-900">
      <h2 className="text-lg font-bold wrap-anywhere">
        <Link to={progress ? runPath(progress) : checklistPath(checklist)} className="hover:underline">
          {checklist.title}
        </Link>
      </h2>
      {progress ? <RunName name={progress.runName} /> : null}
      <Byline name={checklist.authorName} handle={checklist.authorHandle} />
      <p className="mt-2 wrap-anywhere text-stone-800 dark:text-stone-200">{checklist.description}</p>
      {progress ? (
        <div className="mt-3">
          <ProgressSummary
            title={checklist.title}
            done={progress.done}
            total={progress.total}
            percent={progress.percent}
          />
        </div>
      ) : (
        <div className="mt-3">
          <ChecklistStats likes={checklist.likes} stepCount={checklist.stepCount} />
        </div>
      )}
    </li>
  );
}

function List({ kind, page }: { kind: ListKind; page: number }) {
  const progress = useProgressList(kind === "saved" ? "in-progress" : kind, page, kind !== "saved");
  const t = useT();
  const saved = useSavedList(page, kind === "saved");
  const query = kind === "saved" ? saved : progress;
  return (
    <PagedList
      query={query}
      page={page}
      hrefFor={pageHrefs(`/my/${kind}`)}
      empty={
        <>
          {t(PAGES[kind].empty)}{" "}
          <Link to="/checklists" className={textLink}>
            {t("playing.explore")}
          </Link>
        </>
      }
    >
      {(data) => (
        <>
          <ul className="space-y-4">
            {data.items.map((checklist) => (
              <Item
                key={"runId" in checklist ? String(checklist.runId) : checklist.id}
                checklist={checklist}
              />
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}

/** SPEC §2 Personal pages: In progress, Completed and Saved, one page at a time. */
export function PersonalListPage({ kind }: { kind: ListKind }) {
  const t = useT();
  const page = usePageParam();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <PageTitle title={t(PAGES[kind].title)} />
      <PageHeading className="mb-6">{t(PAGES[kind].heading)}</PageHeading>
      <List kind={kind} page={page} />
    </div>
  );
}

export const InProgressPage = () => <PersonalListPage kind="in-progress" />;
export const CompletedPage = () => <PersonalListPage kind="completed" />;
export const SavedPage = () => <PersonalListPage kind="saved" />;
