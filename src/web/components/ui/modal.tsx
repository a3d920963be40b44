import {
  type ButtonHTMLAttributes,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useState,
} from "react";
import { secondaryButton } from "./button-styles.ts";

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
}

// The dialog's code (Radix) loads when a dialog first opens, not with the page: pages arrive
// rendered (D29) and most visits open none, so their JavaScript stays small (issue 12). The
// service worker keeps it for offline play (D31).
const ModalDialog = lazy(() => import("./modal-dialog.tsx"));

/** A modal dialog: focus kept inside, Escape closes, named by its title (modal-dialog.tsx). */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}

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
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <ModalClose className={secondaryButton}>Cancel</ModalClose>
      {children}
    </div>
  );
}
