/**
 * A press on the server-rendered notice before its own code is here (D57). The page hydrates
 * first and the notice's code comes after (install-notice-slot.tsx), so for a moment its buttons
 * are the server's HTML with no React behind them, and React drops a click on them. Under load
 * that moment is long enough for a player's 'Dismiss' to be lost. The press is kept here and done
 * by the notice as soon as it has hydrated.
 */
export type NoticeAction = "install" | "dismiss";

let pressed: NoticeAction | null = null;

function keepPress(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const action = target
    ?.closest("[data-install-notice] [data-notice-action]")
    ?.getAttribute("data-notice-action");
  if (action !== "install" && action !== "dismiss") return;
  pressed = action;
  event.preventDefault();
  event.stopPropagation();
}

/** From the page's first evaluation, when the server sent the notice (capture: before React). */
export function keepEarlyPresses() {
  if (document.querySelector("[data-install-notice]")) document.addEventListener("click", keepPress, true);
}

/** The notice has hydrated: its buttons answer from now on; the press made before, if any. */
export function takeEarlyPress(): NoticeAction | null {
  document.removeEventListener("click", keepPress, true);
  const action = pressed;
  pressed = null;
  return action;
}
