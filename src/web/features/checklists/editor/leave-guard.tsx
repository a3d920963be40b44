import { useEffect } from "react";
import { useBlocker } from "react-router";
import { dangerButton } from "../../../components/ui/button-styles.ts";
import { Modal, ModalActions } from "../../../components/ui/modal.tsx";

/**
 * D40: leaving a form with unsent changes asks first, inside the app (a dialog) and when the
 * tab is closed or reloaded (the browser's own question). What was typed stays as a draft.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [when]);
  return (
    <Modal
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      role="alertdialog"
      title="Leave this page?"
      description="Your changes are not published yet. They stay on this device as a draft until you publish or discard them."
    >
      <ModalActions>
        <button type="button" className={dangerButton} onClick={() => blocker.proceed?.()}>
          Leave
        </button>
      </ModalActions>
    </Modal>
  );
}
