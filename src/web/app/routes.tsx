import type { ComponentType, ReactNode } from "react";
import { matchRoutes, Navigate, type RouteObject, useRoutes } from "react-router";
import { APP_SHELL_PATH } from "#shared/page-render.ts";
import { exploreSearch, parseExploreParams } from "../features/checklists/explore/explore-params.ts";
import { checklistQuery, exploreQuery, featuredQuery } from "../features/checklists/queries.ts";
import { profileChecklistsQuery, profileQuery } from "../features/people/queries.ts";
import { RequireSignIn } from "../features/session/components/require-sign-in.tsx";
import { lazyWithPreload, type Preloadable } from "../lib/lazy-with-preload.ts";
import { QueryBoundary } from "../lib/query-boundary.tsx";
import { pageParam } from "../lib/use-page-param.ts";
import { AppLayout } from "./layout/app-layout.tsx";
import { prefetchFor } from "./prefetch.ts";

/** Every page's module, loaded on its first visit (code splitting by route). */
const pageModules = import.meta.glob<Record<string, ComponentType>>("/src/web/features/**/*-page.tsx");

/**
 * A page's code: its module (a file of `pageModules`) and what the page needs with it. `files`
 * names them as the build's manifest does, so that the server can have the browser fetch them
 * with the page's HTML instead of after the app's first script (issue 12).
 */
type PageCode = Preloadable & { files: string[] };

function pageLoader(file: string, name: string) {
  const load = pageModules[file];
  if (!load) throw new Error(`${file} is no page module (src/web/features/**/*-page.tsx).`);
  return () => load().then((module) => ({ default: module[name] as ComponentType }));
}

const manifestName = (file: string) => file.slice(1);

/**
 * A data page, with the query client that data pages use. That client is in the first bundle:
 * every page needs it (the landing page's lists too), and a file loaded with the page would be
 * one more that the browser learns of only after the first script ran.
 */
function lazyPage(file: string, name = "default"): PageCode {
  const load = pageLoader(file, name);
  const Page = lazyWithPreload(async () => {
    const { default: Page } = await load();
    return {
      default: () => (
        <QueryBoundary>
          <Page />
        </QueryBoundary>
      ),
    };
  });
  return Object.assign(Page, { files: [manifestName(file)] });
}

// The landing page brings its own query client (its featured list) and needs no boundary.
const HomePage: PageCode = Object.assign(
  lazyWithPreload(pageLoader("/src/web/features/home/home-page.tsx", "default")),
  { files: [manifestName("/src/web/features/home/home-page.tsx")] },
);
const SignInPage = lazyPage("/src/web/features/session/sign-in-page.tsx");
const AboutPage = lazyPage("/src/web/features/static-pages/about-page.tsx");
const HelpPage = lazyPage("/src/web/features/static-pages/help-page.tsx");
const LegalPage = lazyPage("/src/web/features/static-pages/legal-page.tsx");
const PrivacyPage = lazyPage("/src/web/features/static-pages/privacy-page.tsx");
const RulesPage = lazyPage("/src/web/features/static-pages/rules-page.tsx");
const CommunityPage = lazyPage("/src/web/features/static-pages/community-page.tsx");
const ChangelogPage = lazyPage("/src/web/features/static-pages/changelog-page.tsx");
const ExplorePage = lazyPage("/src/web/features/checklists/explore/explore-page.tsx");
const ChecklistPage = lazyPage("/src/web/features/checklists/page/checklist-page.tsx");
const CreatePage = lazyPage("/src/web/features/checklists/editor/create-page.tsx");
const EditPage = lazyPage("/src/web/features/checklists/editor/edit-page.tsx");
const MyChecklistsPage = lazyPage("/src/web/features/checklists/my/my-checklists-page.tsx");
const ProfilePage = lazyPage("/src/web/features/people/profile-page.tsx");
const SettingsPage = lazyPage("/src/web/features/people/settings-page.tsx");
const personalList = (name: "InProgressPage" | "CompletedPage" | "SavedPage") =>
  lazyPage("/src/web/features/playing/personal-list-page.tsx", name);
const InProgressPage = personalList("InProgressPage");
const CompletedPage = personalList("CompletedPage");
const SavedPage = personalList("SavedPage");
const QueuePage = lazyPage("/src/web/features/moderation/queue-page.tsx");
const ReviewPage = lazyPage("/src/web/features/moderation/review-page.tsx");
const NotificationsPage = lazyPage("/src/web/features/notifications/notifications-page.tsx");
const ReportsPage = lazyPage("/src/web/features/moderation/reports-page.tsx");
const AnalyticsPage = lazyPage("/src/web/features/moderation/analytics-page.tsx");
const NotFoundPage = lazyPage("/src/web/features/not-found/not-found-page.tsx");

const signedIn = (page: ReactNode) => <RequireSignIn>{page}</RequireSignIn>;

/** What a route's `handle` tells: how to load its page's code ahead, and its files. */
export interface PageHandle {
  preload(): Promise<void>;
  files: string[];
}

/** A route's page with what it loads lazily, so that the browser can load it before hydrating. */
function page(Page: PageCode) {
  return { element: <Page />, handle: { preload: Page.preload, files: Page.files } satisfies PageHandle };
}

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
      {
        index: true,
        ...page(HomePage),
        loader: prefetchFor(() => [featuredQuery()]),
      },
      { path: "sign-in", ...page(SignInPage) },
      { path: "create", element: signedIn(<CreatePage />) },
      {
        path: "checklists",
        ...page(ExplorePage),
        loader: prefetchFor(({ url }) => [exploreQuery(exploreSearch(parseExploreParams(url.searchParams)))]),
      },
      {
        path: "checklist/:id",
        ...page(ChecklistPage),
        loader: prefetchFor(({ params }) => [checklistQuery(params.id ?? "")]),
      },
      {
        path: "users/:id",
        ...page(ProfilePage),
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
      { path: "moderation", ...page(QueuePage) },
      { path: "moderation/checklists/:id", ...page(ReviewPage) },
      { path: "moderation/analytics", ...page(AnalyticsPage) },
      { path: "moderation/reports", ...page(ReportsPage) },
      { path: "about", ...page(AboutPage) },
      { path: "help", ...page(HelpPage) },
      { path: "legal", ...page(LegalPage) },
      { path: "privacy", ...page(PrivacyPage) },
      { path: "rules", ...page(RulesPage) },
      { path: "community", ...page(CommunityPage) },
      { path: "changelog", ...page(ChangelogPage) },
      // The service worker's offline shell (D31) is shown at the address asked for; opened at its
      // own address, it leads to the landing page.
      { path: APP_SHELL_PATH, element: <Navigate to="/" replace /> },
      { path: "*", ...page(NotFoundPage) },
    ],
  },
];

/**
 * Loads the code of the page at `pathname` (and the lists it loads lazily), so that hydrating
 * a server-rendered page happens in one pass (D29).
 */
export async function preloadPage(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload()));
}

export function AppRoutes() {
  return useRoutes(routes);
}
