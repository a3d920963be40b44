import * as Dialog from "@radix-ui/react-dialog";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Me } from "#shared/contracts/me.ts";
import { notificationsLabel, useUnreadCount } from "#web/features/notifications/unread-count.ts";
import { type Translate, useT } from "#web/lib/i18n.tsx";
import { type AccountMenuProps, PhoneTriggerContent, TriggerContent, triggerClass } from "./account-menu.tsx";

function accountLinks(me: Me, unread: number, t: Translate) {
  return [
    { to: `/users/${encodeURIComponent(me.handle)}`, label: t("layout.myProfile") },
    { to: "/notifications", label: notificationsLabel(unread) },
    { to: "/my/settings", label: t("layout.settings") },
    { to: "/my/created", label: t("layout.myChecklists") },
    { to: "/my/in-progress", label: t("layout.inProgress") },
    { to: "/my/saved", label: t("layout.saved") },
    { to: "/my/collections", label: t("layout.collections") },
    { to: "/my/completed", label: t("layout.completed") },
    ...(me.isModerator ? [{ to: "/moderation", label: t("layout.moderation") }] : []),
  ];
}

const itemClass =
  "block w-full rounded px-3 py-2 text-left text-stone-800 outline-none hover:bg-emerald-100 focus-visible:bg-emerald-100 data-[highlighted]:bg-emerald-100 dark:text-stone-100 dark:hover:bg-emerald-900 dark:focus-visible:bg-emerald-900 dark:data-[highlighted]:bg-emerald-900";

/**
 * The signed-in user's menu itself, loaded on demand by account-menu.tsx (decisions/027): an
 * anchored dropdown menu at 768 px and wider, a modal dialog below (SPEC §2 Header). Both keep focus inside, close on Escape and are named for screen readers.
 *
 * Our CSP has no 'unsafe-inline' for styles (D6), so nothing here may mount Radix's scroll lock
 * (react-remove-scroll injects a <style> element, which the browser blocks with a console error):
 * the dropdown is non-modal (Radix menus still keep Tab inside and return focus on close), and the
 * dialog draws its own backdrop instead of Dialog.Overlay; styles.css locks the page scroll.
 */
export default function AccountMenuRadix({
  me,
  onLogOut,
  isDesktop,
  open: openAtOnce,
  focusTrigger,
}: AccountMenuProps & { open: boolean; focusTrigger: boolean }) {
  const [open, setOpen] = useState(openAtOnce);
  const t = useT();
  const links = accountLinks(me, useUnreadCount(), t);
  // Opened by a press made before this code arrived: Radix focuses the menu itself, as after a
  // click; the first item takes the focus, as when the trigger is opened from the keyboard.
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!openAtOnce) return;
    const frame = requestAnimationFrame(() =>
      menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [openAtOnce]);

  if (isDesktop) {
    return (
      <DropdownMenu.Root modal={false} defaultOpen={openAtOnce}>
        <DropdownMenu.Trigger className={triggerClass} autoFocus={focusTrigger && !openAtOnce}>
          <TriggerContent me={me} />
        </DropdownMenu.Trigger>
        {/* Not portalled: the open menu stays inside the header's landmark (axe "region"). */}
        <DropdownMenu.Content
          ref={menuRef}
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-md border-2 border-stone-900 bg-white p-1 shadow-[4px_4px_0_0_rgba(0,0,0,0.35)] dark:border-stone-300 dark:bg-stone-900"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm text-stone-600 dark:text-stone-300">
            {t("layout.signedInAsHandle", { handle: me.handle })}
          </DropdownMenu.Label>
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link to={link.to} className={itemClass}>
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-300 dark:bg-stone-700" />
          <DropdownMenu.Item className={itemClass} onSelect={() => onLogOut()}>
            {t("layout.logOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClass} autoFocus={focusTrigger && !openAtOnce}>
        <PhoneTriggerContent me={me} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          aria-modal="true"
          data-account-dialog=""
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90vh] overflow-y-auto rounded-t-lg border-t-4 border-emerald-700 bg-white p-4 dark:bg-stone-900"
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-bold text-stone-900 dark:text-stone-50">
              {t("layout.account")}
            </Dialog.Title>
            <Dialog.Close className="flex min-h-11 items-center gap-1 rounded px-3 text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800">
              <X aria-hidden="true" className="size-5" /> {t("layout.close")}
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-stone-600 dark:text-stone-300">
            {t("layout.signedInAs", { name: me.displayName || t("common.guest"), handle: me.handle })}
          </Dialog.Description>
          <nav aria-label={t("layout.account")} className="mt-3">
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={`${itemClass} min-h-11`} onClick={() => setOpen(false)}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={`${itemClass} min-h-11`}
                  onClick={() => {
                    setOpen(false);
                    onLogOut();
                  }}
                >
                  {t("layout.logOut")}
                </button>
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
