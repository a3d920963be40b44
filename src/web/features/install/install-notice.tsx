import { Download, X } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { primaryButton, secondaryButton } from "#web/components/ui/button-styles.ts";
import { richText, useT } from "#web/lib/i18n.tsx";
import { useSiteConfig } from "#web/lib/site-config.ts";
import { takeEarlyPress } from "./early-press.ts";
import { rememberTold } from "./install-notice-memory.ts";
import { installPrompt, promptInstall, subscribeInstallPrompt } from "./install-prompt.ts";

/** How long at least half of the notice must be on screen before it counts as seen. */
const SEEN_AFTER_MS = 1500;

/**
 * Remembers the notice as told once a player has really had it in view (issue 35): at least
 * half of it on screen for SEEN_AFTER_MS, or a press on 'Install' or 'Dismiss'. A notice that
 * rendered out of view is shown again next time.
 */
function useRememberedWhenSeen(element: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(rememberTold, SEEN_AFTER_MS);
      },
      { threshold: 0.5 },
    );
    observer.observe(target);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [element]);
}

/**
 * 'Play offline: install Checkcraft…' with 'Install' where the browser offers its install
 * prompt, and 'Dismiss'. Shown until it has been seen: the device then remembers it was told.
 */
export default function InstallNotice() {
  const t = useT();
  const { siteName } = useSiteConfig();
  const headingId = useId();
  const [open, setOpen] = useState(true);
  const notice = useRef<HTMLElement>(null);
  const offer = useSyncExternalStore(subscribeInstallPrompt, installPrompt, () => null);
  useRememberedWhenSeen(notice);
  const close = () => {
    rememberTold();
    setOpen(false);
  };
  const install = async () => {
    await promptInstall().catch(() => false);
    close();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the notice hydrates
  useEffect(() => {
    const early = takeEarlyPress();
    if (early === "dismiss") close();
    else if (early === "install") void install();
  }, []);
  if (!open) return null;
  return (
    <aside
      ref={notice}
      data-install-notice=""
      aria-labelledby={headingId}
      className="mt-4 rounded-md border-2 border-emerald-800 bg-emerald-50 p-4 text-stone-900 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p>
        {richText(t("install.notice", { siteName }), {
          heading: (text) => <strong id={headingId}>{text}</strong>,
        })}
        {offer ? null : ` ${t("install.browserMenu")}`}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {offer ? (
          <button
            type="button"
            data-notice-action="install"
            className={primaryButton}
            onClick={() => void install()}
          >
            <Download aria-hidden="true" className="size-4" />
            {t("install.install")}
          </button>
        ) : null}
        <button type="button" data-notice-action="dismiss" className={secondaryButton} onClick={close}>
          <X aria-hidden="true" className="size-4" />
          {t("install.dismiss")}
        </button>
      </div>
    </aside>
  );
}
