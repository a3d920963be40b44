import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { dangerButton } from "#web/components/ui/button-styles.ts";
import { Modal, ModalActions } from "#web/components/ui/modal.tsx";
import { useT } from "#web/lib/i18n.tsx";

/**
 * D40: leaving a form with unsent changes asks first, inside the app (a dialog) and when the
 * tab is closed or reloaded (the browser's own question). What was typed stays as a draft.
 *
 * In-app links are caught as they are clicked rather than with React Router's useBlocker:
 * that needs the data router, which costs the landing page 16 KB gzip (decision 007). The
 * browser's Back button is not asked about; the draft kept on the device covers it.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    const catchLink = (event: MouseEvent) => {
      const target = leavingLinkTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    window.addEventListener("beforeunload", ask);
    document.addEventListener("click", catchLink, true);
    return () => {
      window.removeEventListener("beforeunload", ask);
      document.removeEventListener("click", catchLink, true);
    };
  }, [when]);

  return (
    <Modal
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      role="alertdialog"
      title={t("editor.leaveTitle")}
      description={t("editor.leaveDescription")}
    >
      <ModalActions>
        <button
          type="button"
          className={dangerButton}
          onClick={() => {
            const target = pending;
            setPending(null);
            if (target !== null) navigate(target);
          }}
        >
          {t("editor.leave")}
        </button>
      </ModalActions>
    </Modal>
  );
}

/** The in-app path a plain click on a link would open, when it leaves the current page. */
function leavingLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return null;
  if (link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
