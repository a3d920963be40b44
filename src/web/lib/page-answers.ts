const HYDRATED_EVENT = "checkcraft:hydrated";

/**
 * Marks <html data-ready> once the page answers a visitor's actions; browser tests wait for it.
 * `hydrated` says that React now handles them itself (start-on-use.ts waits for that), marked
 * <html data-hydrated>.
 */
export function markPageAnswers({ hydrated }: { hydrated: boolean }) {
  document.documentElement.dataset.ready = "true";
  if (!hydrated) return;
  // Browser tests of what only React does (a guest's page answers before it, decisions/023).
  document.documentElement.dataset.hydrated = "true";
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

export function onceHydrated(listener: () => void) {
  document.addEventListener(HYDRATED_EVENT, listener, { once: true });
}
