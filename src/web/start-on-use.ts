import { sendFirstPageView } from "./app/layout/page-views.ts";
import { installServiceWorkerAfterLoad } from "./features/offline/install-after-load.ts";
import { markPageAnswers, onceHydrated } from "./lib/page-answers.ts";

/**
 * The landing page's only script for a visitor who is not signed in (issue 12,
 * docs/decisions/015). The page arrives rendered (D29): it is read, followed (links) and
 * searched (a GET form) without JavaScript. The app (React and the router, about 100 KB) loads
 * when the visitor starts using the page, then hydrates it. Until React handles them, this
 * script keeps what the visitor did: a ticked box stays ticked and counts once React is here, a
 * pressed button is pressed again for React.
 */

/** Signs that someone is using the page: its code is fetched while they scroll or point. */
const USE_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll"] as const;

const ticked = new Set<HTMLInputElement>();
const pressed: HTMLElement[] = [];
let started = false;

function startApp() {
  if (started) return;
  started = true;
  for (const type of USE_EVENTS) window.removeEventListener(type, startApp, true);
  // The app's files, named by the server (it knows this build's): fetched together, not one
  // after the other as each file names the next.
  const script = document.querySelector<HTMLScriptElement>("script[data-app]");
  for (const href of script?.dataset.preload?.split(" ").filter(Boolean) ?? []) {
    const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href });
    document.head.append(link);
  }
  import(/* @vite-ignore */ script?.dataset.app ?? "/").catch(() => {
    // Without the app (a lost connection), links and the search form still work by themselves;
    // the browser keeps a failed module, so there is nothing to try again until a reload.
    window.removeEventListener("click", keepClick, true);
  });
}

/** A submit button of a form with an address works without the app (the landing search). */
function submitsByItself(button: Element): boolean {
  return (
    button instanceof HTMLButtonElement &&
    button.type === "submit" &&
    Boolean(button.form?.hasAttribute("action"))
  );
}

/** Runs before React sees a click (capture on window), until React has hydrated the page. */
function keepClick(event: MouseEvent) {
  startApp();
  const target = event.target instanceof Element ? event.target : null;
  const box = target?.closest<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
  const button = target?.closest<HTMLElement>('button, [role="button"]');
  if (box) ticked.add(box);
  else if (button && !submitsByItself(button)) {
    event.preventDefault();
    pressed.push(button);
  } else return; // a link, a label (its box gets a click of its own), text: the browser's own
  event.stopPropagation();
}

/** React starts from what the server rendered; tell it what changed meanwhile: boxes, then presses. */
function handOver() {
  window.removeEventListener("click", keepClick, true);
  // A box's `defaultChecked` is what React rendered, `checked` what the visitor left. All are read
  // first: each click below re-renders, which sets every box back to React's state.
  const changed = [...ticked]
    .filter(
      (box) => box.isConnected && box.checked !== box.defaultChecked && (box.type !== "radio" || box.checked),
    )
    .map((box) => ({ box, wanted: box.checked }));
  for (const { box, wanted } of changed) {
    box.checked = !wanted;
    box.click();
  }
  for (const button of pressed) if (button.isConnected) button.click();
}

const root = document.getElementById("root");
if (root?.firstElementChild) {
  window.addEventListener("click", keepClick, true);
  for (const type of USE_EVENTS) window.addEventListener(type, startApp, { capture: true, passive: true });
  // The connection bar (D31) is the app's: without a connection, it is wanted at once.
  if (navigator.onLine) window.addEventListener("offline", startApp, { once: true });
  else startApp();
  // After React's effects, not inside them: each replayed click is an event of its own.
  onceHydrated(() => setTimeout(handOver));
  sendFirstPageView();
  installServiceWorkerAfterLoad();
  markPageAnswers({ hydrated: false });
} else {
  // Nothing rendered (the server's renderer failed): the app renders the page at once.
  startApp();
}
