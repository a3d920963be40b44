import { setOfflineState } from "./offline-state.ts";

const HOUR = 60 * 60 * 1000;

/** Offers a new version that has installed and waits, unless it is the site's first worker. */
function offerWhenWaiting(worker: ServiceWorker) {
  const offer = () => {
    if (worker.state !== "installed" || !navigator.serviceWorker.controller) return;
    setOfflineState({ activateNewVersion: () => worker.postMessage({ type: "SKIP_WAITING" }) });
  };
  offer();
  worker.addEventListener("statechange", offer);
}

/**
 * Installs the service worker (D31). A new version waits until the player chooses 'Reload'
 * in the connection bar; then it takes over and every open tab of the site reloads, so no
 * page runs scripts of two builds. The browser's own API, not workbox-window: it is the few
 * lines below, and every page would load its 2.5 KB (issue 12).
 */
export function registerServiceWorker() {
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // The first install takes over without a reload; a new version replacing an old one reloads.
    if (controlled) window.location.reload();
    controlled = true;
  });
  navigator.serviceWorker
    .register("/service-worker.js", { scope: "/" })
    .then((registration) => {
      if (registration.waiting) offerWhenWaiting(registration.waiting);
      registration.addEventListener("updatefound", () => {
        if (registration.installing) offerWhenWaiting(registration.installing);
      });
      setInterval(() => void registration.update().catch(() => undefined), HOUR);
    })
    // Where workers are unavailable (private modes, policies), the site simply works online.
    .catch(() => undefined);
}
