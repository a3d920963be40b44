import { useState } from "react";
import { Link } from "react-router";
import { reasonLabel } from "#shared/community.ts";
import { DateTime } from "#web/components/date-time.tsx";
import { EmptyState } from "#web/components/empty-state.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { Pagination, pageHrefs } from "#web/components/pagination.tsx";
import { secondaryButton, textLink } from "#web/components/ui/button-styles.ts";
import { usePageParam } from "#web/lib/use-page-param.ts";
import { dismissReports, unpublishReported, useReports } from "./api.ts";
import { ModerationFrame } from "./moderation-frame.tsx";
import { ReasonButton } from "./reason-button.tsx";

function Reports({ onDone }: { onDone: (message: string) => void }) {
  const page = usePageParam();
  const query = useReports(page);
  const [error, setError] = useState<string | null>(null);
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError) return <ErrorMessage>{query.error.message}</ErrorMessage>;
  if (query.data.items.length === 0) return <EmptyState>No open reports.</EmptyState>;
  const dismiss = async (checklistId: string, title: string) => {
    setError(null);
    try {
      await dismissReports(checklistId);
      onDone(`Dismissed the reports on "${title}".`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not dismiss them. Please try again.");
    }
  };
  return (
    <>
      {error ? <ErrorMessage className="mt-4">{error}</ErrorMessage> : null}
      <ul className="mt-6 space-y-4">
        {query.data.items.map((group) => (
          <li
            key={group.checklistId}
            className="rounded-md border-2 border-stone-800 bg-white p-4 dark:border-stone-400 dark:bg-stone-900"
          >
            <h2 className="text-lg font-bold wrap-anywhere">
              <Link
                to={`/moderation/checklists/${encodeURIComponent(group.checklistId)}`}
                className={textLink}
              >
                {group.title}
              </Link>
            </h2>
            <p className="text-sm text-stone-700 dark:text-stone-300">
              {group.count} {group.count === 1 ? "open report" : "open reports"} · first reported{" "}
              <DateTime value={group.firstReportedAt} />
            </p>
            <p className="mt-2 font-semibold">
              {group.reasons.map((entry) => `${reasonLabel(entry.reason)} (${entry.count})`).join(", ")}
            </p>
            {group.details.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-6 text-stone-800 dark:text-stone-200">
                {group.details.map((detail, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered; details may repeat
                  <li key={index} className="wrap-anywhere">
                    {detail}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                type="button"
                className={secondaryButton}
                onClick={() => void dismiss(group.checklistId, group.title)}
              >
                Dismiss
              </button>
              {group.status === "approved" ? (
                <ReasonButton
                  label="Unpublish"
                  title={`Unpublish "${group.title}"?`}
                  description="It is hidden from everyone but its author and the moderators; the author is told your reason."
                  failure="Could not unpublish it. Please try again."
                  onSubmit={(reason) => unpublishReported(group.checklistId, reason)}
                  onDone={() => onDone(`Unpublished "${group.title}".`)}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        total={query.data.total}
        perPage={query.data.perPage}
        hrefFor={pageHrefs("/moderation/reports")}
      />
    </>
  );
}

/** D34: /moderation/reports, open reports grouped by checklist, oldest first. */
export default function ReportsPage() {
  const [flash, setFlash] = useState<string | null>(null);
  return (
    <ModerationFrame title="Reports" heading="Reports">
      <p role="status" className="mt-2 font-semibold text-emerald-800 empty:hidden dark:text-emerald-300">
        {flash ?? ""}
      </p>
      <Reports onDone={setFlash} />
    </ModerationFrame>
  );
}
