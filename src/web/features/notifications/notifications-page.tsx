import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { NotificationPage } from "#shared/contracts/notifications.ts";
import { DateTime } from "#web/components/date-time.tsx";
import { PageHeading } from "#web/components/page-heading.tsx";
import { PageTitle } from "#web/components/page-title.tsx";
import { PagedList } from "#web/components/paged-list.tsx";
import { pageHrefs } from "#web/components/pagination.tsx";
import { textLink } from "#web/components/ui/button-styles.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { useT } from "#web/lib/i18n.tsx";
import { usePageParam } from "#web/lib/use-page-param.ts";
import { setUnread } from "./unread-count.ts";

const PER_PAGE = 20;

function useNotifications(page: number) {
  return useQuery({
    queryKey: ["me", "notifications", page],
    queryFn: ({ signal }) =>
      apiFetch<NotificationPage>(`/api/me/notifications?page=${page}&perPage=${PER_PAGE}`, { signal }),
    placeholderData: keepPreviousData,
    // What was new stays marked as new while the page is open, though it is now read.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Opening the page marks what it shows as read (D33); the header's count follows. */
function useMarkShownAsRead(data: NotificationPage | undefined) {
  const marked = useRef(new Set<string>());
  useEffect(() => {
    const ids = (data?.items ?? []).filter((n) => !n.read && !marked.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    for (const id of ids) marked.current.add(id);
    void apiFetch<{ unread: number }>("/api/me/notifications/read", { method: "POST", body: { ids } })
      .then((answer) => setUnread(answer.unread))
      .catch(() => undefined);
  }, [data]);
}

/** D33: /notifications, newest first, paginated. */
export default function NotificationsPage() {
  const t = useT();
  const page = usePageParam();
  const query = useNotifications(page);
  useMarkShownAsRead(query.data);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle title={t("notifications.notifications")} />
      <PageHeading>{t("notifications.notifications")}</PageHeading>
      <PagedList
        query={query}
        page={page}
        hrefFor={pageHrefs("/notifications")}
        empty={t("notifications.empty")}
      >
        {(data) => (
          <ul className="mt-6 space-y-3">
            {data.items.map((notification) => (
              <li
                key={notification.id}
                className={`rounded-md border-2 bg-white p-4 dark:bg-stone-900 ${notification.read ? "border-stone-300 dark:border-stone-700" : "border-emerald-700"}`}
              >
                <p className="text-sm text-stone-700 dark:text-stone-300">
                  {notification.read ? null : (
                    <span className="mr-2 rounded border border-emerald-800 bg-emerald-100 px-1.5 text-xs font-bold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                      {t("notifications.new")}
                    </span>
                  )}
                  <DateTime value={notification.createdAt} />
                </p>
                <p className="mt-1 wrap-anywhere text-stone-900 dark:text-stone-50">{notification.text}</p>
                <Link to={notification.link} className={`${textLink} mt-2 inline-flex min-h-11 items-center`}>
                  {t("notifications.open", { title: notification.checklistTitle })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
