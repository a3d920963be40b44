import { useSyncExternalStore } from "react";
import { MOBILE_BREAKPOINT_PX } from "#shared/limits.ts";

function subscribeTo(query: string) {
  return (notify: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener("change", notify);
    return () => list.removeEventListener("change", notify);
  };
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True at 768 px and wider: the desktop layout (SPEC §9). */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
}

/**
 * Like useIsDesktop, but null on the server and while a server-rendered page hydrates (D29),
 * where only CSS knows the width: the caller then renders both layouts, one hidden by CSS.
 */
export function useIsDesktopOnceHydrated(): boolean | null {
  const query = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
  return useSyncExternalStore<boolean | null>(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => null,
  );
}
