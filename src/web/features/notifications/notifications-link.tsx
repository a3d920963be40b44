import { Bell } from "lucide-react";
import { NavLink } from "react-router";
import { useT } from "#web/lib/i18n.tsx";
import { useFreshUnreadCount, useUnreadCount } from "./unread-count.ts";

/**
 * D33: the header's 'Notifications' control with the unread count. Its name is the count
 * ('3 unread') and its text ('Notifications', shown from 640 px, read out always).
 */
export function NotificationsLink() {
  const t = useT();
  useFreshUnreadCount();
  const unread = useUnreadCount();
  return (
    <NavLink
      to="/notifications"
      className="flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 font-semibold text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-amber-400"
    >
      {/* First in the name ('Notifications 3 unread'), shown after the bell. */}
      <span className="sr-only sm:not-sr-only sm:order-last sm:ml-2">{t("notifications.notifications")}</span>
      {/* The count sits on the bell, so its arrival changes no width and moves nothing. */}
      <span className="relative inline-flex">
        <Bell aria-hidden="true" className="size-6" />
        {unread > 0 ? (
          <span className="absolute -top-2 -right-2.5 min-w-5 rounded-full border-2 border-emerald-950 bg-amber-300 px-1 text-center text-xs font-bold leading-4 text-stone-900">
            <span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>
            <span className="sr-only">{t("notifications.unread", { count: unread })}</span>
          </span>
        ) : null}
      </span>
    </NavLink>
  );
}
