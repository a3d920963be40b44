const HYDRATED_EVENT = "checkcraft:hydrated";

/**
 * Marks <html data-ready> once the page answers a visitor's actions; browser tests wait for it.
 * `hydrated` says that React now handles them itself (start-on-use.ts waits for that).
 */
export function markPageAnswers({ hydrated }: { hydrated: boolean }) {
  document.documentElement.dataset.ready = "true";
  if (hydrated) document.dispatchEvent(new Event(HYDRATED_EVENT));
}

export function onceHydrated(listener: () => void) {
  document.addEventListener(HYDRATED_EVENT, listener, { once: true });
}
