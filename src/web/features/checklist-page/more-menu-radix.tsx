import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Ellipsis } from "lucide-react";
import type { ReactNode } from "react";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { MenuItemContext } from "./more-menu.tsx";

/** The 'More' menu itself (Radix), loaded on demand by more-menu.tsx. Not portalled: stays in <main>. */
export default function MoreMenuRadix({
  children,
  open,
  focusTrigger,
}: {
  children: ReactNode;
  open: boolean;
  focusTrigger: boolean;
}) {
  const t = useT();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={open}>
      <DropdownMenu.Trigger className={secondaryButton} autoFocus={focusTrigger && !open}>
        <Ellipsis aria-hidden="true" className="size-5" />
        {t("checklistPage.more")}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className="z-30 min-w-44 rounded-md border-2 border-stone-900 bg-white p-1 shadow-[4px_4px_0_0_rgba(0,0,0,0.3)] dark:border-stone-300 dark:bg-stone-900"
      >
        <MenuItemContext.Provider value={DropdownMenu.Item}>{children}</MenuItemContext.Provider>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
