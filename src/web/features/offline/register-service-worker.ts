import { Workbox } from "workbox-window";
import { setOfflineState } from "./offline-state.ts";

const HOUR = 60 * 60 * 1000;

/**
 * Installs the service worker (D31). A new version waits until the player chooses 'Reload'
 * in the connection bar; then it takes over and every open tab of the site reloads, so no
 * page runs scripts of two builds.
 */
export function registerServiceWorker() {
  const workbox = new Workbox("/service-worker.js", { scope: "/" });
  let controlled = Boolean(navigator.serviceWorker.controller);
  workbox.addEventListener("waiting", () => {
    setOfflineState({ activateNewVersion: () => workbox.messageSkipWaiting() });
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // The first install takes over without a reload; a new version replacing an old one reloads.
    if (controlled) window.location.reload();
    controlled = true;
  });
  workbox
    .register()
    .then((registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), HOUR);
    })
    // Where workers are unavailable (private modes, policies), the site simply works online.
    .catch(() => undefined);
}
