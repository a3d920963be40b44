import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates (D29), true after. What only the
 * browser knows (the message a page was opened with, kept in its history entry across a reload)
 * waits for it, so the page hydrates as the server rendered it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
