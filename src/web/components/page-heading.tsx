import type { ReactNode } from "react";

/** The page's one h1 (D26), in the site's heading style; long words wrap instead of widening the page. */
export function PageHeading({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <h1
      className={`font-display text-3xl font-bold tracking-tight wrap-anywhere text-stone-900 sm:text-4xl dark:text-stone-50 ${className}`}
    >
      {children}
    </h1>
  );
}
