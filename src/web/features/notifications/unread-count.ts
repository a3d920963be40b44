import { useEffect, useSyncExternalStore } from "react";
import type { NotificationPage } from "#shared/contracts/notifications.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { translate } from "#web/lib/i18n.tsx";

/**
 * D33: how many unread notifications the signed-in person has, for the header. Fetched when
 * the header appears and again whenever the person comes back to the tab.
 */
let unread = 0;
const listeners = new Set<() => void>();

export function setUnread(count: number) {
  unread = count;
  for (const listener of listeners) listener();
}

async function refresh() {
  try {
    setUnread((await apiFetch<NotificationPage>("/api/me/notifications?perPage=5")).unread);
  } catch {
    // The count stays as it was; the page itself says what went wrong.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the count fresh: now, and whenever the person comes back to the tab (the header does it). */
export function useFreshUnreadCount() {
  useEffect(() => {
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, []);
}

export function useUnreadCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => unread,
  );
}

/**
 * The account menu's name for it: 'Notifications', with the count when any. The menu is drawn
 * in the browser only (loaded when opened), so it reads the browser's catalog.
 */
export function notificationsLabel(count: number): string {
  return count > 0
    ? translate("notifications.withUnread", { count })
    : translate("notifications.notifications");
}
