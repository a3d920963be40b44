import { Bell } from "lucide-react";
import { NavLink } from "react-router";
import { useFreshUnreadCount, useUnreadCount } from "./unread-count.ts";

/**
 * D33: the header's 'Notifications' control with the unread count. Its name is its text
 * ('Notifications', shown from 640 px, read out always) and the count ('3 unread').
 */
export function NotificationsLink() {
  useFreshUnreadCount();
  const unread = useUnreadCount();
  return (
    <NavLink
      to="/notifications"
      className="relative flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-amber-400"
    >
      <Bell aria-hidden="true" className="size-5" />
      <span className="sr-only sm:not-sr-only">Notifications</span>
      {unread > 0 ? (
        <span className="rounded-full border-2 border-emerald-950 bg-amber-300 px-1.5 text-sm font-bold leading-5 text-stone-900">
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </NavLink>
  );
}
