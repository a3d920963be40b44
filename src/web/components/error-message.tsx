import type { ReactNode } from "react";

const looks = {
  line: "font-semibold text-red-800 dark:text-red-300",
  box: "rounded-md border-2 border-red-800 bg-red-50 p-3 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100",
};

/**
 * A failure announced to assistive technology as it appears (D7: never only in the console).
 * Kept on the page while empty (hidden), a region announces what later appears in it.
 * `box` frames a failure that stands for a whole form or page.
 */
export function ErrorMessage({
  children,
  className = "",
  look = "line",
}: {
  children: ReactNode;
  className?: string;
  look?: keyof typeof looks;
}) {
  return (
    <p role="alert" className={`${looks[look]} empty:hidden ${className}`}>
      {children}
    </p>
  );
}
