import type { ReactNode } from "react";

/**
 * A failure announced to assistive technology as it appears (D7: never only in the console).
 * Kept on the page while empty (hidden), a region announces what later appears in it.
 */
export function ErrorMessage({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={`font-semibold text-red-800 empty:hidden dark:text-red-300 ${className}`}>
      {children}
    </p>
  );
}
