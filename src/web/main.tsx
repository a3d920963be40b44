import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/routes.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
// A page the server rendered (D29) is hydrated; the offline app shell (D31) arrives empty.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);

// D31: offline play. Loaded after the page, so the first JavaScript stays small.
if ("serviceWorker" in navigator && import.meta.env.PROD) {
  window.addEventListener("load", () => {
    void import("./features/offline/register-service-worker.ts").then((offline) =>
      offline.registerServiceWorker(),
    );
  });
}
