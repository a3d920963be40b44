import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { ModalCloseContext, type ModalProps } from "./modal.tsx";

/**
 * Where focus goes back when a dialog closes: the control that opened it, or, when that was an
 * item of a menu (which is gone by then), the button that opened the menu.
 */
function returnTarget(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  if (menu?.id) return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * A modal dialog: focus kept inside, Escape closes, named by its title. Like the account
 * menu, it draws its own backdrop instead of Dialog.Overlay, whose scroll lock injects a
 * <style> element that our CSP blocks (see account-menu.tsx); styles.css locks the page.
 */
export default function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  role = "dialog",
}: ModalProps) {
  // Our dialogs open without a Dialog.Trigger, so Radix has nothing to return focus to.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          role={role}
          aria-modal="true"
          data-modal=""
          onOpenAutoFocus={() => {
            opener.current = returnTarget(document.activeElement);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-md border-2 border-stone-900 bg-white p-5 text-stone-900 shadow-[6px_6px_0_0_rgba(0,0,0,0.35)] dark:border-stone-300 dark:bg-stone-900 dark:text-stone-50"
        >
          <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-stone-700 dark:text-stone-300">
              {description}
            </Dialog.Description>
          ) : null}
          <ModalCloseContext.Provider value={() => onOpenChange(false)}>
            <div className="mt-4">{children}</div>
          </ModalCloseContext.Provider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
