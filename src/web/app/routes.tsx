import { type ComponentType, lazy, type ReactNode } from "react";
import { type RouteObject, useRoutes } from "react-router";
import { exploreSearch, parseExploreParams } from "../features/checklists/explore/explore-params.ts";
import { checklistQuery, exploreQuery, featuredQuery } from "../features/checklists/queries.ts";
import HomePage from "../features/home/home-page.tsx";
import { profileChecklistsQuery, profileQuery } from "../features/people/queries.ts";
import { RequireSignIn } from "../features/session/components/require-sign-in.tsx";
import { pageParam } from "../lib/use-page-param.ts";
import { AppLayout } from "./layout/app-layout.tsx";
import { prefetchFor } from "./prefetch.ts";

/**
 * A page loaded on first visit (code splitting by route), together with the query client
 * that data pages use. The landing page and the frame stay in the first bundle.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: Page }, { QueryBoundary }] = await Promise.all([
      load(),
      import("../lib/query-boundary.tsx"),
    ]);
    return {
      default: () => (
        <QueryBoundary>
          <Page />
        </QueryBoundary>
      ),
    };
  });
}

const SignInPage = lazyPage(() => import("../features/session/sign-in-page.tsx"));
const AboutPage = lazyPage(() => import("../features/static-pages/about-page.tsx"));
const HelpPage = lazyPage(() => import("../features/static-pages/help-page.tsx"));
const LegalPage = lazyPage(() => import("../features/static-pages/legal-page.tsx"));
const PrivacyPage = lazyPage(() => import("../features/static-pages/privacy-page.tsx"));
const RulesPage = lazyPage(() => import("../features/static-pages/rules-page.tsx"));
const CommunityPage = lazyPage(() => import("../features/static-pages/community-page.tsx"));
const ChangelogPage = lazyPage(() => import("../features/static-pages/changelog-page.tsx"));
const ExplorePage = lazyPage(() => import("../features/checklists/explore/explore-page.tsx"));
const ChecklistPage = lazyPage(() => import("../features/checklists/page/checklist-page.tsx"));
const CreatePage = lazyPage(() => import("../features/checklists/editor/create-page.tsx"));
const EditPage = lazyPage(() => import("../features/checklists/editor/edit-page.tsx"));
const MyChecklistsPage = lazyPage(() => import("../features/checklists/my/my-checklists-page.tsx"));
const ProfilePage = lazyPage(() => import("../features/people/profile-page.tsx"));
const SettingsPage = lazyPage(() => import("../features/people/settings-page.tsx"));
const personalList = (name: "InProgressPage" | "CompletedPage" | "SavedPage") =>
  lazyPage(() => import("../features/playing/personal-list-page.tsx").then((m) => ({ default: m[name] })));
const InProgressPage = personalList("InProgressPage");
const CompletedPage = personalList("CompletedPage");
const SavedPage = personalList("SavedPage");
const QueuePage = lazyPage(() => import("../features/moderation/queue-page.tsx"));
const ReviewPage = lazyPage(() => import("../features/moderation/review-page.tsx"));
const NotificationsPage = lazyPage(() => import("../features/notifications/notifications-page.tsx"));
const ReportsPage = lazyPage(() => import("../features/moderation/reports-page.tsx"));
const AnalyticsPage = lazyPage(() => import("../features/moderation/analytics-page.tsx"));
const NotFoundPage = lazyPage(() => import("../features/not-found/not-found-page.tsx"));

const signedIn = (page: ReactNode) => <RequireSignIn>{page}</RequireSignIn>;

/**
 * Every page (PAGE_ROUTES in src/shared/page-routes.ts). The browser renders them with
 * `useRoutes`; the server runs the same table through React Router's static handler, whose
 * loaders name the data each public page's first screen needs, so that page arrives rendered
 * with its data (D29, docs/decisions/013).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage />, loader: prefetchFor(() => [featuredQuery()]) },
      { path: "sign-in", element: <SignInPage /> },
      { path: "create", element: signedIn(<CreatePage />) },
      {
        path: "checklists",
        element: <ExplorePage />,
        loader: prefetchFor(({ url }) => [exploreQuery(exploreSearch(parseExploreParams(url.searchParams)))]),
      },
      {
        path: "checklist/:id",
        element: <ChecklistPage />,
        loader: prefetchFor(({ params }) => [checklistQuery(params.id ?? "")]),
      },
      {
        path: "users/:id",
        element: <ProfilePage />,
        loader: prefetchFor(({ params, url }) => [
          profileQuery(params.id ?? ""),
          profileChecklistsQuery(params.id ?? "", pageParam(url.searchParams)),
        ]),
      },
      { path: "my/in-progress", element: signedIn(<InProgressPage />) },
      { path: "my/completed", element: signedIn(<CompletedPage />) },
      { path: "my/saved", element: signedIn(<SavedPage />) },
      { path: "my/created", element: signedIn(<MyChecklistsPage />) },
      { path: "my/settings", element: signedIn(<SettingsPage />) },
      { path: "my/edit/:id", element: signedIn(<EditPage />) },
      { path: "notifications", element: signedIn(<NotificationsPage />) },
      { path: "moderation", element: <QueuePage /> },
      { path: "moderation/checklists/:id", element: <ReviewPage /> },
      { path: "moderation/analytics", element: <AnalyticsPage /> },
      { path: "moderation/reports", element: <ReportsPage /> },
      { path: "about", element: <AboutPage /> },
      { path: "help", element: <HelpPage /> },
      { path: "legal", element: <LegalPage /> },
      { path: "privacy", element: <PrivacyPage /> },
      { path: "rules", element: <RulesPage /> },
      { path: "community", element: <CommunityPage /> },
      { path: "changelog", element: <ChangelogPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
