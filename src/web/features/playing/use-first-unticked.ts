import { useEffect, useRef } from "react";

/** Whether the element stands whole in the window, below what sticks at its top. */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const covered = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return box.top >= covered && box.bottom <= window.innerHeight;
}

/**
 * D49: a returning player (some step ticked as the page opened) lands at the first unticked
 * step: once per page opened (`openedAs`), not on every render. Only the scroll moves: not the
 * focus, and not when the address names a fragment (the browser went there) or the player has
 * scrolled already (before the app took over, D57, or the browser restored where they were).
 * Smooth unless they prefer reduced motion.
 */
export function useLandAtFirstUnticked(
  openedAs: string,
  firstUntickedId: string | undefined,
  anyTicked: boolean,
) {
  const landed = useRef<string | null>(null);
  useEffect(() => {
    if (landed.current === openedAs) return;
    // After this render's effects: the frame scrolls a newly shown page to its top in its own.
    const frame = requestAnimationFrame(() => {
      landed.current = openedAs;
      if (!firstUntickedId || !anyTicked || window.location.hash) return;
      const step = document.getElementById(`step-${firstUntickedId}`)?.closest("li");
      if (!step || window.scrollY > 0 || inView(step)) return;
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      step.scrollIntoView({ block: "start", behavior: reduce ? "instant" : "smooth" });
    });
    return () => cancelAnimationFrame(frame);
  }, [openedAs, firstUntickedId, anyTicked]);
}
