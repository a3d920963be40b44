import * as Popover from "@radix-ui/react-popover";
import type { ReactNode } from "react";

/** A filter's popover itself (Radix), loaded on demand by filter-popover.tsx. Not portalled: it stays inside <main>. */
export default function FilterPopoverRadix({
  label,
  triggerClass,
  face,
  children,
  open,
  focusTrigger,
}: {
  label: string;
  triggerClass: string;
  face: ReactNode;
  children: ReactNode;
  open: boolean;
  focusTrigger: boolean;
}) {
  return (
    <Popover.Root defaultOpen={open}>
      <Popover.Trigger className={triggerClass} autoFocus={focusTrigger && !open}>
        {face}
      </Popover.Trigger>
      <Popover.Content
        align="start"
        sideOffset={6}
        aria-label={label}
        className="z-30 max-h-80 w-64 overflow-y-auto rounded-md border-2 border-stone-900 bg-white p-3 shadow-[4px_4px_0_0_rgba(0,0,0,0.3)] dark:border-stone-300 dark:bg-stone-900"
      >
        {children}
      </Popover.Content>
    </Popover.Root>
  );
}
