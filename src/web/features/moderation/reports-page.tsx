import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { DISMISS_UNDO_SECONDS, reasonLabel } from "#shared/community.ts";
import { DateTime } from "#web/components/date-time.tsx";
import { ErrorMessage } from "#web/components/error-message.tsx";
import { PagedList } from "#web/components/paged-list.tsx";
import { pageHrefs } from "#web/components/pagination.tsx";
import { secondaryButton, textLink } from "#web/components/ui/button-styles.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";
import { usePageParam } from "#web/lib/use-page-param.ts";
import { useSinglePress } from "#web/lib/use-single-press.ts";
import { dismissReports, undoDismissal, unpublishReported, useReports } from "./api.ts";
import { ModerationFrame } from "./moderation-frame.tsx";
import { ReasonButton } from "./reason-button.tsx";

interface Dismissed {
  checklistId: string;
  title: string;
}

function Reports({
  onDone,
  onDismissed,
}: {
  onDone: (message: string) => void;
  onDismissed: (dismissed: Dismissed) => void;
}) {
  const words = useSharedWords();
  const t = useT();
  const page = usePageParam();
  const query = useReports(page);
  return (
    <PagedList
      query={query}
      page={page}
      hrefFor={pageHrefs("/moderation/reports")}
      empty={t("moderation.reportsEmpty")}
    >
      {(data) => (
        <>
          <ul className="mt-6 space-y-4">
            {data.items.map((group) => (
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
                  {richText(t("moderation.openReports", { count: group.count }), {
                    date: () => <DateTime value={group.firstReportedAt} />,
                  })}
                </p>
                <p className="mt-2 font-semibold">
                  {group.reasons
                    .map((entry) => `${words(reasonLabel(entry.reason))} (${entry.count})`)
                    .join(", ")}
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
                  <ReasonButton
                    label={t("moderation.dismiss")}
                    field="note"
                    title={t("moderation.dismissQuestion", { title: group.title })}
                    description={t("moderation.dismissDescription")}
                    failure={t("moderation.dismissFailed")}
                    onSubmit={(note) => dismissReports(group.checklistId, note)}
                    onDone={() => onDismissed({ checklistId: group.checklistId, title: group.title })}
                  />
                  {group.status === "approved" ? (
                    <ReasonButton
                      label={t("moderation.unpublish")}
                      title={t("moderation.unpublishQuestion", { title: group.title })}
                      description={t("moderation.unpublishDescription")}
                      failure={t("moderation.unpublishFailed")}
                      onSubmit={(reason) => unpublishReported(group.checklistId, reason)}
                      onDone={() => onDone(t("moderation.unpublished", { title: group.title }))}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </PagedList>
  );
}

/**
 * What was just done, and for DISMISS_UNDO_SECONDS after a dismissal an 'Undo' that opens its
 * reports again (issue 23; the server refuses it later). Focus goes to 'Undo', and back to
 * the message when it goes away.
 */
function Outcome({
  flash,
  undoable,
  onUndone,
  onExpired,
}: {
  flash: string | null;
  undoable: Dismissed | null;
  onUndone: (message: string) => void;
  onExpired: () => void;
}) {
  const t = useT();
  const message = useRef<HTMLParagraphElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const undo = useSinglePress({
    mutationFn: (dismissed: Dismissed) => undoDismissal(dismissed.checklistId).then(() => dismissed),
    onMutate: () => setError(null),
    onSuccess: (dismissed) => {
      message.current?.focus();
      onUndone(t("moderation.reopened", { title: dismissed.title }));
    },
    onError: (caught) => setError(caught instanceof Error ? caught.message : t("moderation.undoFailed")),
  });
  useEffect(() => {
    if (!undoable) return;
    undoButton.current?.focus();
    const timer = setTimeout(() => {
      if (document.activeElement === undoButton.current) message.current?.focus();
      onExpired();
    }, DISMISS_UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [undoable, onExpired]);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <p
        ref={message}
        tabIndex={-1}
        role="status"
        className="font-semibold text-emerald-800 outline-none empty:hidden dark:text-emerald-300"
      >
        {flash ?? ""}
      </p>
      {undoable ? (
        <button
          ref={undoButton}
          type="button"
          className={secondaryButton}
          {...undo.pressProps}
          onClick={(event) => undo.press(undoable, event)}
        >
          {t("moderation.undo")}
        </button>
      ) : null}
      {error ? <ErrorMessage className="basis-full">{error}</ErrorMessage> : null}
    </div>
  );
}

/** D34: /moderation/reports, open reports grouped by checklist, oldest first. */
export default function ReportsPage() {
  const t = useT();
  const [flash, setFlash] = useState<string | null>(null);
  const [undoable, setUndoable] = useState<Dismissed | null>(null);
  const done = (message: string) => {
    setUndoable(null);
    setFlash(message);
  };
  const expired = useCallback(() => setUndoable(null), []);
  return (
    <ModerationFrame title={t("moderation.reports")} heading={t("moderation.reports")}>
      <Outcome flash={flash} undoable={undoable} onUndone={done} onExpired={expired} />
      <Reports
        onDone={done}
        onDismissed={(dismissed) => {
          setFlash(t("moderation.dismissed", { title: dismissed.title }));
          setUndoable(dismissed);
        }}
      />
    </ModerationFrame>
  );
}
