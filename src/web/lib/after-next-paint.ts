const waiting = new Set<() => void>();

/**
 * Runs `work` once the browser has painted what the current event changed (issue 24: what a
 * tap shows first must not wait for what it changes elsewhere on the page). A hidden page paints
 * nothing and runs no animation frames, so there, and as a fallback, it runs after a short timer;
 * a page being left runs it at once, so nothing a tap started is lost with the page.
 */
export function afterNextPaint(work: () => void) {
  const once = () => {
    if (!waiting.delete(once)) return;
    work();
  };
  waiting.add(once);
  if (document.visibilityState === "visible") {
    // A frame's callbacks run just before its paint; a task queued from one runs after it.
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, 100);
}

if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => {
    for (const work of [...waiting]) work();
  });
}
