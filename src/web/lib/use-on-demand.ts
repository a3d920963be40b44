import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import type { Preloadable } from "./lazy-with-preload.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * For a menu or popover whose code (Radix, positioning) loads on the first sign that someone
 * means to use it, not with the page (issue 12, decisions/014): until then the page shows a
 * plain button of the same look. Pointing at it, pressing it or focusing it starts the load; a
 * press before the code is here opens the control as soon as it arrives. The button keeps the
 * focus across the swap (`focusTrigger`), so a keyboard user does not lose their place.
 *
 * `opensOn` is the event the loaded control opens on (Radix menus: pointerdown; popovers and
 * dialogs: click). For a click-opening control, code that arrives in the middle of a press waits
 * for the press to end before the swap: swapped between pointer down and up, the button would be
 * a new element and the browser would send the click to neither, so it would never open. A menu
 * opens on the press itself, so it swaps (open) at once.
 */
export function useOnDemand<P>(
  control: Preloadable<P>,
  { loadAtOnce = false, opensOn = "click" }: { loadAtOnce?: boolean; opensOn?: "pointerdown" | "click" } = {},
) {
  const hydrated = useHydrated();
  const trigger = useRef<HTMLButtonElement>(null);
  const openWhenLoaded = useRef(false);
  const swapAfterPress = useRef<{ pressing: boolean; swap?: () => void }>({ pressing: false });
  const [swap, setSwap] = useState<{ focusTrigger: boolean } | null>(null);

  const load = (open: boolean) => {
    openWhenLoaded.current ||= open;
    void control.preload().then(() => {
      const swapNow = () =>
        setSwap((current) => current ?? { focusTrigger: document.activeElement === trigger.current });
      if (swapAfterPress.current.pressing) swapAfterPress.current.swap = swapNow;
      else swapNow();
    });
  };
  const pressStarted = () => {
    swapAfterPress.current.pressing = true;
    // After the press's click (dispatched in the same task as its pointerup), wherever it ends.
    const listening = new AbortController();
    const ended = () => {
      listening.abort();
      setTimeout(() => {
        const { swap: pending } = swapAfterPress.current;
        swapAfterPress.current = { pressing: false };
        pending?.();
      });
    };
    for (const type of ["pointerup", "pointercancel"]) {
      document.addEventListener(type, ended, { capture: true, signal: listening.signal });
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when asked to load at once
  useEffect(() => {
    if (loadAtOnce) load(false);
  }, [loadAtOnce]);

  // A server-rendered page hydrates with the plain button; a page rendered in the browser uses
  // the control at once when its code is already here.
  // Whether to open is read as the swap renders, not when it was asked for: a press that came
  // in between (the code here, the control not yet swapped in) still opens it (issue 35).
  const ready = swap
    ? { open: openWhenLoaded.current, focusTrigger: swap.focusTrigger }
    : hydrated && control.isLoaded()
      ? { open: false, focusTrigger: false }
      : null;
  const placeholderProps = {
    ref: trigger,
    type: "button" as const,
    "aria-expanded": false,
    onPointerEnter: () => load(false),
    onFocus: () => load(false),
    onPointerDown: (event: PointerEvent) => {
      // A menu opens on the press itself, so it may swap at once; a click-opening control waits.
      if (opensOn === "click") pressStarted();
      const opens = opensOn === "pointerdown" && event.button === 0 && !event.ctrlKey;
      // The press must not move the focus, as Radix's own trigger does (issue 36). The menu can
      // be swapped in, open, in the middle of this very press: its code came just before it (the
      // press then renders the swap at once), or while a finger rests on the button. The press's
      // mousedown (a tap's, after the finger lifts) would then focus what is under it, the new
      // trigger or <main>, outside the menu, and the menu would close as it opened.
      if (opens) event.preventDefault();
      load(opens);
    },
    // A click from the keyboard (Enter, Space) has no pointer press before it.
    onClick: (event: MouseEvent) => load(opensOn === "click" || event.detail === 0),
  };
  return { ready, placeholderProps };
}
