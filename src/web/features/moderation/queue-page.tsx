import { Link, useLocation } from "react-router";
import { DateTime } from "#web/components/date-time.tsx";
import { PagedList } from "#web/components/paged-list.tsx";
import { pageHrefs } from "#web/components/pagination.tsx";
import { textLink } from "#web/components/ui/button-styles.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { usePageParam } from "#web/lib/use-page-param.ts";
import { AuthorLink } from "../checklists/components/author-link.tsx";
import { useQueue } from "./api.ts";
import { ModerationFrame } from "./moderation-frame.tsx";

const KIND_LABELS = {
  new: "moderation.kindNew",
  resubmitted: "moderation.kindResubmitted",
  revision: "moderation.kindRevision",
} as const;

function Queue() {
  const t = useT();
  const page = usePageParam();
  const query = useQueue(page);
  return (
    <PagedList
      query={query}
      page={page}
      hrefFor={pageHrefs("/moderation")}
      empty={t("moderation.queueEmpty")}
    >
      {(data) => (
        <ul className="mt-6 space-y-4">
          {data.items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className="rounded-md border-2 border-stone-800 bg-white p-4 dark:border-stone-400 dark:bg-stone-900"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="text-lg font-bold wrap-anywhere">
                  <Link to={`/moderation/checklists/${encodeURIComponent(item.id)}`} className={textLink}>
                    {item.title}
                  </Link>
                </h2>
                <span
                  className={`rounded border px-2 py-0.5 text-xs font-bold ${
                    item.kind === "revision"
                      ? "border-violet-800 bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200"
                      : "border-amber-800 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
                  }`}
                >
                  {t(KIND_LABELS[item.kind])}
                </span>
                {item.authorReplied ? (
                  <span className="rounded border border-sky-800 bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-900 dark:bg-sky-950 dark:text-sky-200">
                    {t("moderation.authorReplied")}
                  </span>
                ) : null}
              </div>
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {richText(t("moderation.bySubmitted"), {
                  author: () => <AuthorLink name={item.authorName} handle={item.authorHandle} />,
                  date: () => <DateTime value={item.submittedAt} />,
                })}
              </p>
              <p className="mt-2 wrap-anywhere text-stone-800 dark:text-stone-200">{item.description}</p>
              <p className="mt-2 text-sm font-semibold text-stone-700 dark:text-stone-300">
                {t("moderation.stepCount", { count: item.stepCount })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** SPEC §2 Moderation (/moderation): what waits for review, oldest first. */
export default function QueuePage() {
  const t = useT();
  const state = useLocation().state as { flash?: string } | null;
  const flash = useHydrated() ? state?.flash : undefined;
  return (
    <ModerationFrame title={t("moderation.reviewQueue")} heading={t("moderation.reviewQueue")}>
      <p role="status" className="mt-2 font-semibold text-emerald-800 empty:hidden dark:text-emerald-300">
        {flash ?? ""}
      </p>
      <Queue />
    </ModerationFrame>
  );
}
