import { sendFirstPageView } from "./app/layout/page-views.ts";
import { captureInstallPrompt } from "./features/install/install-prompt.ts";
import { installServiceWorkerAfterLoad } from "./features/offline/install-after-load.ts";
import { markPageAnswers, onceHydrated } from "./lib/page-answers.ts";

/**
 * The first script of every page the server rendered (docs/decisions/015 and 023). The page
 * arrives rendered (D29): it is read, followed (links) and searched (GET forms) without
 * JavaScript. For a guest (`data-start="use"`) the app (React and the router, about 100 KB)
 * loads when they start using the page, then hydrates it. A signed-in player's page
 * (`data-start="idle"`) has the app's files preloaded by the HTML and evaluates them at the first
 * use or once the browser is idle after loading the page (decision 027); a guest's personal page
 * (`data-start="now"`, sent to sign in) starts the app at once. Either way, until React handles them, this script keeps
 * what the visitor did (D57): a ticked box stays ticked and counts once React is here, a pressed
 * button is pressed again for React, a chosen option or typed text is handed to React.
 */

/** Signs that someone is using the page: its code is fetched while they scroll or point. */
const USE_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll"] as const;

const script = document.querySelector<HTMLScriptElement>("script[data-app]");
const ticked = new Set<HTMLInputElement>();
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** Each field's value as the visitor left it: hydrating may set a select back to React's value. */
const edited = new Map<Field, string>();
const pressed: HTMLElement[] = [];
/** A button pressed down before React was here whose click (the release) has not come yet. */
let halfPressed: HTMLElement | null = null;
let started = false;

function startApp() {
  if (started) return;
  started = true;
  for (const type of USE_EVENTS) window.removeEventListener(type, startApp, true);
  // The app's files, named by the server (it knows this build's): fetched together, not one
  // after the other as each file names the next.
  for (const href of script?.dataset.preload?.split(" ").filter(Boolean) ?? []) {
    const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href });
    document.head.append(link);
  }
  import(/* @vite-ignore */ script?.dataset.app ?? "/").catch(() => {
    // Without the app (a lost connection), links and forms still work by themselves; the
    // browser keeps a failed module, so there is nothing to try again until a reload.
    window.removeEventListener("click", keepClick, true);
  });
}

/**
 * A signed-in player's page (decision 027): its files are already on their way (preloaded by the
 * HTML); they are evaluated once the page has loaded and the browser has a moment, unless a use
 * of the page starts them first, so that the first paint and the first tap do not wait for them.
 */
function startWhenIdle() {
  const idle = () => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(startApp, { timeout: 1_000 });
    else setTimeout(startApp, 50);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** A submit button of a form with an address works without the app (the landing search). */
function submitsByItself(button: Element): boolean {
  return (
    button instanceof HTMLButtonElement &&
    button.type === "submit" &&
    Boolean(button.form?.hasAttribute("action"))
  );
}

/** The button a press is on, when the app must carry it out (not a form's own submit). */
function pressedButton(event: Event): HTMLElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>('button, [role="button"]');
  return button && !submitsByItself(button) ? button : null;
}

function keepPointerDown(event: PointerEvent) {
  halfPressed = pressedButton(event);
}

/**
 * A press begun before React was here and released after (a menu button held down while the app
 * arrives): React saw no pointer down, so the release's click is handed over as a whole press.
 */
function finishHalfPress(event: MouseEvent) {
  window.removeEventListener("click", finishHalfPress, true);
  const button = halfPressed;
  halfPressed = null;
  if (!button?.isConnected || !(event.target instanceof Node) || !button.contains(event.target)) return;
  event.preventDefault();
  event.stopPropagation();
  button.click();
}

/** Runs before React sees a click (capture on window), until React has hydrated the page. */
function keepClick(event: MouseEvent) {
  startApp();
  halfPressed = null;
  const target = event.target instanceof Element ? event.target : null;
  const box = target?.closest<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
  const button = pressedButton(event);
  if (box) ticked.add(box);
  else if (button) {
    event.preventDefault();
    pressed.push(button);
  } else return; // a link, a label (its box gets a click of its own), text: the browser's own
  event.stopPropagation();
}

/** Text typed or an option chosen before React is here (boxes are kept by their click). */
function keepEdit(event: Event) {
  startApp();
  const field = event.target;
  if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)
    edited.set(field, field.value);
  else if (field instanceof HTMLInputElement && field.type !== "checkbox" && field.type !== "radio") {
    edited.set(field, field.value);
  }
}

/** What the server rendered into a field, which React's state still holds. */
function renderedValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const option = [...field.options].find((item) => item.defaultSelected) ?? field.options[0];
  return option?.value ?? "";
}

/**
 * Hands a field's value to React as if it had just been typed: React notices a change by
 * comparing with the value it last set, so the field is set back to what React rendered
 * through its own setter first, then to the visitor's value past it, and the event follows.
 */
function handOverValue(field: Field, wanted: string) {
  const rendered = renderedValue(field);
  if (!field.isConnected || wanted === rendered) return;
  field.value = rendered;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, wanted);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/** React starts from what the server rendered; tell it what changed meanwhile. */
function handOver() {
  window.removeEventListener("click", keepClick, true);
  window.removeEventListener("pointerdown", keepPointerDown, true);
  if (halfPressed) window.addEventListener("click", finishHalfPress, true);
  window.removeEventListener("input", keepEdit, true);
  window.removeEventListener("change", keepEdit, true);
  // A box's `defaultChecked` is what React rendered, `checked` what the visitor left. All are read
  // first: each click below re-renders, which sets every box back to React's state.
  const changed = [...ticked]
    .filter(
      (box) => box.isConnected && box.checked !== box.defaultChecked && (box.type !== "radio" || box.checked),
    )
    .map((box) => ({ box, wanted: box.checked }));
  for (const [field, wanted] of edited) handOverValue(field, wanted);
  for (const { box, wanted } of changed) {
    box.checked = !wanted;
    box.click();
  }
  for (const button of pressed) if (button.isConnected) button.click();
}

/**
 * What the visitor did before this script arrived (a slow connection shows the page first):
 * the clicks that the page's inline script noted (src/server/plugins/early-taps.ts), and the
 * boxes and fields whose state no longer is what the server rendered.
 */
function adoptEarlyTaps(root: HTMLElement): boolean {
  const early = window as Window & { earlyTaps?: EventTarget[] | null };
  const taps = early.earlyTaps ?? [];
  early.earlyTaps = null;
  for (const target of taps) {
    const button = target instanceof Element ? target.closest<HTMLElement>('button, [role="button"]') : null;
    if (button && !submitsByItself(button)) pressed.push(button);
  }
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
    if (box.checked !== box.defaultChecked) ticked.add(box);
  }
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    const isBox = field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
    if (!isBox && field.value !== renderedValue(field)) edited.set(field, field.value);
  }
  return pressed.length + ticked.size + edited.size > 0;
}

const root = document.getElementById("root");
if (root?.firstElementChild) {
  const usedAlready = adoptEarlyTaps(root);
  window.addEventListener("click", keepClick, true);
  window.addEventListener("pointerdown", keepPointerDown, true);
  window.addEventListener("input", keepEdit, true);
  window.addEventListener("change", keepEdit, true);
  // After React's effects, not inside them: each replayed click is an event of its own.
  onceHydrated(() => setTimeout(handOver));
  sendFirstPageView();
  installServiceWorkerAfterLoad();
  // The browser's offer to install may come before the app is evaluated (issue 23's notice).
  captureInstallPrompt();
  if (script?.dataset.start === "now" || usedAlready) startApp();
  else {
    for (const type of USE_EVENTS) window.addEventListener(type, startApp, { capture: true, passive: true });
    // The connection bar (D31) is the app's: without a connection, it is wanted at once.
    if (navigator.onLine) window.addEventListener("offline", startApp, { once: true });
    else startApp();
    if (script?.dataset.start === "idle") startWhenIdle();
    markPageAnswers({ hydrated: false });
  }
} else {
  // Nothing rendered (the server's renderer failed): the app renders the page at once.
  startApp();
}
