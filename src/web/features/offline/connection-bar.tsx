import { Cloud, CloudOff, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { type Translate, useT } from "#web/lib/i18n.tsx";
import { noticeText } from "./dropped-notice.ts";
import { type getOfflineState, reloadQueueState, useOfflineState } from "./offline-state.ts";
import { noticeStorage } from "./queue-storage.ts";

const barButton =
  "inline-flex min-h-11 shrink-0 items-center justify-center rounded-md border-2 border-white px-4 font-bold text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400";

/** What the bar says about the connection, or null when there is nothing to say. */
function connectionText(state: ReturnType<typeof getOfflineState>, t: Translate): string | null {
  const count = state.changes.length;
  if (!state.online)
    return count > 0 ? t("offline.offlineWaiting", { count }) : t("offline.offlinePagesWork");
  if (count > 0 && state.hadToWait) return t("offline.syncingWaiting", { count });
  if (state.justSynced) return t("offline.backOnline");
  return null;
}

/**
 * D31: a bar kept at the bottom of the screen while offline, with the number of ticks waiting,
 * the messages about dropped ones, and the offer of a new version of the site. It is the
 * page's last element (sticky), so it never hides the footer for good and moves nothing.
 */
export function ConnectionBar() {
  const t = useT();
  const state = useOfflineState();
  const text = connectionText(state, t);

  // Waiting changes are sent from any page, not only from the checklist they belong to.
  const mustSend = state.online && state.changes.length > 0;
  useEffect(() => {
    if (mustSend) void import("./send-queue.ts").then((sender) => sender.sendSoon());
  }, [mustSend]);

  const dismiss = async (notice: string) => {
    await noticeStorage.remove(notice);
    await reloadQueueState();
  };
  const visible = text !== null || state.notices.length > 0 || state.activateNewVersion !== null;
  return (
    <aside
      aria-label={t("offline.connection")}
      className={
        visible
          ? "sticky bottom-0 z-40 border-t-4 border-amber-400 bg-stone-900 px-4 py-2 text-white shadow-lg sm:px-6"
          : undefined
      }
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2">
        <p role="status" className="flex items-center gap-2 font-semibold empty:hidden">
          {text === null ? null : (
            <>
              {state.online ? (
                <Cloud aria-hidden="true" className="size-5 shrink-0" />
              ) : (
                <CloudOff aria-hidden="true" className="size-5 shrink-0" />
              )}
              {text}
            </>
          )}
        </p>
        {/* Hidden while empty: an empty alert would still be one of the page's alerts. */}
        <div role="alert" className="empty:hidden">
          {state.notices.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {state.notices.map((notice) => (
                <li key={notice} className="flex items-center justify-between gap-3">
                  <span className="min-w-0 wrap-anywhere">{noticeText(notice, t)}</span>
                  <button type="button" className={barButton} onClick={() => void dismiss(notice)}>
                    {t("offline.dismiss")}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {state.activateNewVersion ? (
          <div className="flex items-center justify-between gap-3">
            <p className="font-semibold">{t("offline.newVersion")}</p>
            <button type="button" className={barButton} onClick={state.activateNewVersion}>
              <RefreshCw aria-hidden="true" className="mr-2 size-4" />
              {t("offline.reload")}
            </button>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
