import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { preloadAccountMenu } from "./app/layout/site-header.tsx";
import { AppRoutes, preloadPage } from "./app/routes.tsx";
import { captureInstallPrompt } from "./features/install/install-prompt.ts";
import { installServiceWorkerAfterLoad } from "./features/offline/install-after-load.ts";
import { signedInOnArrival } from "./features/session/api/get-me.ts";
import { loadPageCatalog } from "./lib/i18n.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const catalog = loadPageCatalog();
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
// A page the server rendered (D29) is hydrated, in one pass once its code is here; the offline
// app shell (D31) arrives empty and is rendered here.
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// blocking it for the whole page (Total Blocking Time on a slow phone, issue 12).
if (root.firstElementChild) {
  const code = [
    catalog,
    preloadPage(window.location.pathname),
    signedInOnArrival ? preloadAccountMenu() : null,
  ];
  // A page's code that fails to load is the page's error screen to show, not an uncaught error.
  void Promise.allSettled(code).then(() => startTransition(() => void hydrateRoot(root, app)));
} else void catalog.then(() => createRoot(root).render(app));

captureInstallPrompt();
installServiceWorkerAfterLoad();
