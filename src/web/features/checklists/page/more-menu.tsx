import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Ellipsis } from "lucide-react";
import type { ReactNode } from "react";
import { secondaryButton } from "#web/components/ui/button-styles.ts";

export const menuItemClass =
  "flex min-h-11 w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left text-stone-800 outline-none data-[highlighted]:bg-emerald-100 dark:text-stone-100 dark:data-[highlighted]:bg-emerald-900";

/** The checklist page's 'More' menu (Share; the playing issue adds Save). Not portalled: stays in <main>. */
export function MoreMenu({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={secondaryButton}>
        <Ellipsis aria-hidden="true" className="size-5" />
        More
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-30 min-w-44 rounded-md border-2 border-stone-900 bg-white p-1 shadow-[4px_4px_0_0_rgba(0,0,0,0.3)] dark:border-stone-300 dark:bg-stone-900"
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export const MoreMenuItem = DropdownMenu.Item;
