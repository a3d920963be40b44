import type { ReactNode } from "react";

/** A list's empty message (SPEC's exact texts), boxed so it reads as the list's place. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="mt-6 rounded-md border-2 border-dashed border-stone-400 p-6 text-center text-stone-700 dark:text-stone-300">
      {children}
    </p>
  );
}
