import { Download, X } from "lucide-react";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { rememberTold } from "./install-notice-memory.ts";
import { installPrompt, promptInstall, subscribeInstallPrompt } from "./install-prompt.ts";

/**
 * 'Play offline: install Checkcraft…' with 'Install' where the browser offers its install
 * prompt, and 'Dismiss'. Shown on one page view: the device remembers it was told.
 */
export default function InstallNotice() {
  const { siteName } = useSiteConfig();
  const headingId = useId();
  const [open, setOpen] = useState(true);
  const offer = useSyncExternalStore(subscribeInstallPrompt, installPrompt, () => null);
  useEffect(rememberTold, []);
  if (!open) return null;
  const install = async () => {
    await promptInstall().catch(() => false);
    setOpen(false);
  };
  return (
    <aside
      aria-labelledby={headingId}
      className="mt-4 rounded-md border-2 border-emerald-800 bg-emerald-50 p-4 text-stone-900 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p>
        <strong id={headingId}>Play offline: install {siteName}</strong> on this device, and the checklists
        you joined open and tick without a connection.
        {offer ? null : " Your browser's menu offers 'Install app' or 'Add to Home Screen'."}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {offer ? (
          <button type="button" className={primaryButton} onClick={() => void install()}>
            <Download aria-hidden="true" className="size-4" />
            Install
          </button>
        ) : null}
        <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
          <X aria-hidden="true" className="size-4" />
          Dismiss
        </button>
      </div>
    </aside>
  );
}
