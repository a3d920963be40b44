import type { ReactNode } from "react";

const LOOKS = {
  /** Every page's heading. */
  page: "text-3xl sm:text-4xl text-stone-900 dark:text-stone-50",
  /** The landing page's hero: larger, in the colour of its band. */
  hero: "text-4xl sm:text-5xl",
};

/**
 * The page's one h1 (D26), in the site's heading style; long words wrap instead of widening the
 * page. Every page's h1 is this one (source-rules.test.ts).
 */
export function PageHeading({
  children,
  className = "",
  look = "page",
}: {
  children: ReactNode;
  className?: string;
  look?: keyof typeof LOOKS;
}) {
  return (
    <h1 className={`font-display font-bold tracking-tight wrap-anywhere ${LOOKS[look]} ${className}`}>
      {children}
    </h1>
  );
}
