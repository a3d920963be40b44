import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppRoutes } from "./app/routes.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// A data router (one splat route around our <Routes>), so forms can ask before a navigation
// would leave unsent changes behind (useBlocker, D40).
const router = createBrowserRouter([{ path: "*", element: <AppRoutes /> }]);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
