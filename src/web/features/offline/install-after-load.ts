/**
 * D31: offline play. The service worker is installed after the page has loaded, and its code
 * is loaded only then, so the first JavaScript stays small (issue 12).
 */
let asked = false;

export function installServiceWorkerAfterLoad() {
  // The landing page's first script asks, then the app it loads asks again (start-on-use.ts).
  if (asked || !("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  asked = true;
  const install = () =>
    void import("./register-service-worker.ts").then((offline) => offline.registerServiceWorker());
  if (document.readyState === "complete") install();
  else window.addEventListener("load", install, { once: true });
}
