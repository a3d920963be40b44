import { Ellipsis } from "lucide-react";
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from "react";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { lazyWithPreload } from "#web/lib/lazy-with-preload.ts";
import { useOnDemand } from "#web/lib/use-on-demand.ts";

export const menuItemClass =
  "flex min-h-11 w-full cursor-pointer items-center gap-2 rounded px-3 py-2 text-left text-stone-800 outline-none data-[highlighted]:bg-emerald-100 dark:text-stone-100 dark:data-[highlighted]:bg-emerald-900";

interface MenuItemProps {
  className?: string;
  onSelect?: () => void;
  children: ReactNode;
}

// The menu's code (Radix, positioning: about 29 KB) loads when someone reaches for 'More'.
const MoreMenuRadix = lazyWithPreload(() => import("./more-menu-radix.tsx"));

/** Radix's menu item, handed down by the loaded menu (items only render while it is open). */
export const MenuItemContext = createContext<ComponentType<MenuItemProps>>(() => null);

/** The checklist page's 'More' menu (Save, Share, Report). */
export function MoreMenu({ children }: { children: ReactNode }) {
  const t = useT();
  const { ready, placeholderProps } = useOnDemand(MoreMenuRadix, { opensOn: "pointerdown" });
  const placeholder = (
    <button {...placeholderProps} aria-haspopup="menu" className={secondaryButton}>
      <Ellipsis aria-hidden="true" className="size-5" />
      {t("checklistPage.more")}
    </button>
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MoreMenuRadix open={ready.open} focusTrigger={ready.focusTrigger}>
        {children}
      </MoreMenuRadix>
    </Suspense>
  );
}

export function MoreMenuItem(props: MenuItemProps) {
  const Item = useContext(MenuItemContext);
  return <Item {...props} />;
}
