import { type ReactNode, useEffect, useRef } from "react";

/**
 * D49: the progress stays in view while the player scrolls the steps. It sticks to the top of the
 * window (the header scrolls away) while the window is at least 30rem tall: on a short window, or
 * at 200 % zoom, a bar that never scrolls away would leave too little for the steps. While it
 * sticks, the page's scroll padding is its height, so a step reached with Tab or scrolled to never
 * stands, nor its focus outline, under it (WCAG 2.4.11).
 */
export function StickyProgress({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const sticks = getComputedStyle(element).position === "sticky";
      root.style.scrollPaddingTop = sticks ? `${element.offsetHeight + 8}px` : "";
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.style.scrollPaddingTop = "";
    };
  }, []);
  return (
    <div
      ref={bar}
      className="z-10 -mx-2 bg-stone-100 px-2 pt-1 pb-2 [@media(min-height:30rem)]:sticky [@media(min-height:30rem)]:top-0 dark:bg-stone-950"
    >
      {children}
    </div>
  );
}
