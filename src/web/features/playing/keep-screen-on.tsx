import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { useT } from "#web/lib/i18n.tsx";

/** The device's choice (not the account's: it is about this screen), kept across visits. */
const KEY = "checkcraft.keep-screen-on";
const choiceListeners = new Set<() => void>();

function readChoice(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

function writeChoice(on: boolean) {
  try {
    if (on) window.localStorage.setItem(KEY, "on");
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private mode): the choice holds for this page only.
  }
  for (const listener of choiceListeners) listener();
}

function subscribeChoice(notify: () => void) {
  choiceListeners.add(notify);
  window.addEventListener("storage", notify);
  return () => {
    choiceListeners.delete(notify);
    window.removeEventListener("storage", notify);
  };
}

const never = () => () => {};

/** Holds the screen on while `wanted` (its code loads then); says whether the device refused. */
function useScreenWakeLock(wanted: boolean): boolean {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (!wanted || !("wakeLock" in navigator)) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import("./screen-wake-lock.ts").then(({ holdScreenWakeLock }) => {
      if (!left) stop = holdScreenWakeLock(setRefused);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [wanted]);
  return refused;
}

/**
 * D49: 'Keep screen on' (the Screen Wake Lock API) while the checklist page is open, where the
 * browser has `navigator.wakeLock`. The server renders it (nearly every browser has it now), so
 * the page does not move when it hydrates; a browser without it hides it then. The choice is read
 * from the device once hydrated, so the server's HTML and the hydrating render agree.
 * `children` share its row ('Invite friends', issue 35): a first-level control that costs a
 * phone's first screen no height.
 */
export function KeepScreenOn({ children }: { children?: ReactNode }) {
  const t = useT();
  const supported = useSyncExternalStore(
    never,
    () => "wakeLock" in navigator,
    () => true,
  );
  const wanted = useSyncExternalStore(subscribeChoice, readChoice, () => false);
  const refused = useScreenWakeLock(supported && wanted);
  if (!supported && !children) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
      {supported ? (
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-stone-800 dark:text-stone-200">
          <input
            type="checkbox"
            // A native checkbox states its own checked state: aria-checked on it is an error (HTML's
            // ARIA rules, the Nu checker; issue 35).
            // biome-ignore lint/a11y/useAriaPropsForRole: the checkbox's `checked` is its aria-checked
            role="switch"
            className="size-6 shrink-0 accent-emerald-700"
            checked={wanted}
            onChange={(event) => writeChoice(event.target.checked)}
          />
          {t("playing.keepScreenOn")}
        </label>
      ) : null}
      {children}
      <p role="status" className="text-sm text-stone-700 empty:hidden dark:text-stone-300">
        {wanted && refused ? t("playing.screenOnRefused") : ""}
      </p>
    </div>
  );
}
