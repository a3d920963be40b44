import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RequireSignIn } from "../components/require-sign-in.tsx";
import HomePage from "../features/home/home-page.tsx";
import { ComingSoonPage } from "../features/placeholders/coming-soon-page.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { RouteError } from "./layout/route-error.tsx";

/** A route whose page is loaded on first visit (code splitting by route). */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

function comingSoon(title: string, heading: string, about: string, signedIn = false): RouteObject["element"] {
  const page = <ComingSoonPage title={title} heading={heading} about={about} />;
  return signedIn ? <RequireSignIn>{page}</RequireSignIn> : page;
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: "sign-in", ...lazyPage(() => import("../features/session/sign-in-page.tsx")) },
          {
            path: "create",
            element: comingSoon(
              "Create a New Minecraft Checklist",
              "Create a checklist",
              "Write your own step-by-step checklist and submit it for review.",
              true,
            ),
          },
          {
            path: "checklists",
            element: comingSoon(
              "Explore checklists",
              "Explore checklists",
              "Browse, search and filter every approved checklist.",
            ),
          },
          {
            path: "checklist/:id",
            element: comingSoon(
              "Checklist",
              "Checklist",
              "The checklist page shows its steps, likes and your progress.",
            ),
          },
          {
            path: "users/:id",
            element: comingSoon(
              "Profile",
              "Player profile",
              "A player's profile shows their badges and published checklists.",
            ),
          },
          {
            path: "my/in-progress",
            element: comingSoon(
              "In progress",
              "In progress",
              "Checklists you have joined and not finished yet.",
              true,
            ),
          },
          {
            path: "my/completed",
            element: comingSoon("Completed", "Completed", "Checklists you have finished.", true),
          },
          {
            path: "my/saved",
            element: comingSoon("Saved", "Saved checklists", "Checklists you saved as favourites.", true),
          },
          {
            path: "my/created",
            element: comingSoon(
              "My checklists",
              "My checklists",
              "Checklists you created, with their review status.",
              true,
            ),
          },
          {
            path: "my/settings",
            element: comingSoon("Settings", "Settings", "Change your nickname and avatar.", true),
          },
          {
            path: "my/edit/:id",
            element: comingSoon("Edit checklist", "Edit checklist", "Edit one of your checklists.", true),
          },
          {
            path: "moderation",
            element: comingSoon(
              "Moderation",
              "Review queue",
              "Moderators review submitted checklists here.",
              true,
            ),
          },
          {
            path: "moderation/checklists/:id",
            element: comingSoon(
              "Review checklist",
              "Review checklist",
              "Moderators approve or reject a checklist here.",
              true,
            ),
          },
          { path: "about", ...lazyPage(() => import("../features/static-pages/about-page.tsx")) },
          { path: "help", ...lazyPage(() => import("../features/static-pages/help-page.tsx")) },
          { path: "legal", ...lazyPage(() => import("../features/static-pages/legal-page.tsx")) },
          { path: "privacy", ...lazyPage(() => import("../features/static-pages/privacy-page.tsx")) },
          { path: "rules", ...lazyPage(() => import("../features/static-pages/rules-page.tsx")) },
          { path: "community", ...lazyPage(() => import("../features/static-pages/community-page.tsx")) },
          { path: "changelog", ...lazyPage(() => import("../features/static-pages/changelog-page.tsx")) },
          { path: "*", ...lazyPage(() => import("../features/not-found/not-found-page.tsx")) },
        ],
      },
    ],
  },
];
