import { type ButtonHTMLAttributes, createContext, type ReactNode, useContext } from "react";
import { useT } from "#web/lib/i18n.tsx";
import { secondaryButton } from "./button-styles.ts";
import { lazyDialog } from "./lazy-dialog.tsx";

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
}

/** A modal dialog: focus kept inside, Escape closes, named by its title (modal-dialog.tsx, Radix, loaded on first open). */
export const Modal = lazyDialog<ModalProps>(() => import("./modal-dialog.tsx"));

export const ModalCloseContext = createContext<() => void>(() => {});

/** A button that closes the dialog it is in. */
export function ModalClose({ onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const close = useContext(ModalCloseContext);
  return (
    <button
      type="button"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) close();
      }}
    />
  );
}

/** A dialog's buttons: 'Cancel' (closes, changes nothing) first, then the dialog's own action. */
export function ModalActions({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <ModalClose className={secondaryButton}>{t("common.cancel")}</ModalClose>
      {children}
    </div>
  );
}
