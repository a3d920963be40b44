import type { ComponentType, ReactNode } from "react";
import { matchRoutes, Navigate, type RouteObject, useRoutes } from "react-router";
import type { CatalogPart } from "#shared/i18n/catalog-parts.ts";
import { APP_SHELL_PATH } from "#shared/page-render.ts";
import { exploreApiSearch, parseExploreParams } from "../features/checklists/explore/explore-params.ts";
import { gameVersionsQuery } from "../features/checklists/game-queries.ts";
import { checklistQuery, exploreQuery, featuredQuery } from "../features/checklists/queries.ts";
import { collectionQuery, userCollectionsQuery } from "../features/collections/queries.ts";
import { homeQuery } from "../features/home/queries.ts";
import { followListQuery, profileChecklistsQuery, profileQuery } from "../features/people/queries.ts";
import { runQuery } from "../features/runs/queries.ts";
import { RequireSignIn } from "../features/session/components/require-sign-in.tsx";
import { loadCatalogPart } from "../lib/i18n.tsx";
import { lazyWithPreload, type Preloadable } from "../lib/lazy-with-preload.ts";
import { pageParam } from "../lib/use-page-param.ts";
import { AppLayout } from "./layout/app-layout.tsx";
import { prefetchFor, prefetchInTurn } from "./prefetch.ts";

/**
 * A page loaded on first visit (code splitting by route), together with the query client
 * that data pages use. Only the frame is in the first bundle.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Preloadable {
  return lazyWithPreload(async () => {
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

/** A page whose words are a part of the catalog of their own: its code and that part (issue 38). */
function pageWithPart(part: CatalogPart, load: () => Promise<{ default: ComponentType }>): Preloadable {
  return lazyPage(async () => (await Promise.all([load(), loadCatalogPart(part)]))[0]);
}
const staticPage = (load: () => Promise<{ default: ComponentType }>) => pageWithPart("pages", load);

// The landing page brings its own query client (its featured list) and needs no boundary.
const HomePage = lazyWithPreload(() => import("../features/home/home-page.tsx"));
const SignInPage = lazyPage(() => import("../features/session/sign-in-page.tsx"));
const AboutPage = staticPage(() => import("../features/static-pages/about-page.tsx"));
const HelpPage = staticPage(() => import("../features/static-pages/help-page.tsx"));
const LegalPage = staticPage(() => import("../features/static-pages/legal-page.tsx"));
const PrivacyPage = staticPage(() => import("../features/static-pages/privacy-page.tsx"));
const RulesPage = staticPage(() => import("../features/static-pages/rules-page.tsx"));
const CommunityPage = staticPage(() => import("../features/static-pages/community-page.tsx"));
const ChangelogPage = staticPage(() => import("../features/static-pages/changelog-page.tsx"));
const ExplorePage = lazyPage(() => import("../features/checklists/explore/explore-page.tsx"));
const ChecklistPage = lazyPage(() => import("../features/checklist-page/checklist-page.tsx"));
const CreatePage = pageWithPart("editor", () => import("../features/checklists/editor/create-page.tsx"));
const EditPage = pageWithPart("editor", () => import("../features/checklists/editor/edit-page.tsx"));
const MyChecklistsPage = lazyPage(() => import("../features/checklists/my/my-checklists-page.tsx"));
const ProfilePage = lazyPage(() => import("../features/people/profile-page.tsx"));
const SettingsPage = lazyPage(() => import("../features/people/settings-page.tsx"));
const FollowListPage = lazyPage(() => import("../features/people/follow-list-page.tsx"));
const personalList = (name: "InProgressPage" | "CompletedPage" | "SavedPage") =>
  lazyPage(() => import("../features/playing/personal-list-page.tsx").then((m) => ({ default: m[name] })));
const InProgressPage = personalList("InProgressPage");
const CompletedPage = personalList("CompletedPage");
const SavedPage = personalList("SavedPage");
const CollectionPage = lazyPage(() => import("../features/collections/collection-page.tsx"));
const MyCollectionsPage = lazyPage(() => import("../features/collections/my-collections-page.tsx"));
const QueuePage = pageWithPart("moderation", () => import("../features/moderation/queue-page.tsx"));
const ReviewPage = pageWithPart("moderation", () => import("../features/moderation/review-page.tsx"));
const JoinRunPage = lazyPage(() => import("../features/runs/join-page.tsx"));
const SharedRunPage = lazyPage(() => import("../features/runs/shared-run-page.tsx"));
const NotificationsPage = lazyPage(() => import("../features/notifications/notifications-page.tsx"));
const ReportsPage = pageWithPart("moderation", () => import("../features/moderation/reports-page.tsx"));
const AnalyticsPage = pageWithPart("moderation", () => import("../features/moderation/analytics-page.tsx"));
const NotFoundPage = lazyPage(() => import("../features/not-found/not-found-page.tsx"));

const signedIn = (page: ReactNode) => <RequireSignIn>{page}</RequireSignIn>;

/** A route's page with what it loads lazily, so that the browser can load it before hydrating. */
function page(Page: Preloadable) {
  return { element: <Page />, handle: { preload: Page.preload } };
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
        // D69: a signed-in person's sections come with the page; a guest's page is as it was.
        loader: prefetchFor(
          () => [featuredQuery()],
          () => [homeQuery()],
        ),
      },
      { path: "sign-in", ...page(SignInPage) },
      { path: "create", element: signedIn(<CreatePage />) },
      {
        path: "checklists",
        ...page(ExplorePage),
        loader: prefetchFor(({ url, locale }) => [
          exploreQuery(exploreApiSearch(parseExploreParams(url.searchParams), locale)),
          gameVersionsQuery(),
        ]),
      },
      {
        path: "checklist/:id",
        ...page(ChecklistPage),
        // D67: the byline's Follow shows the author's follower count from the first screen.
        loader: prefetchInTurn(
          ({ params }) => checklistQuery(params.id ?? ""),
          (checklist) => (checklist.authorHandle ? [profileQuery(checklist.authorHandle)] : []),
        ),
      },
      {
        path: "users/:id",
        ...page(ProfilePage),
        loader: prefetchFor(({ params, url }) => [
          profileQuery(params.id ?? ""),
          profileChecklistsQuery(params.id ?? "", pageParam(url.searchParams)),
          // D68: their public collections.
          userCollectionsQuery(params.id ?? ""),
        ]),
      },
      // D67: a profile's Followers and Following, rendered on the server like the profile.
      {
        path: "users/:id/followers",
        ...page(FollowListPage),
        loader: prefetchFor(({ params, url }) => [
          followListQuery(params.id ?? "", "followers", pageParam(url.searchParams)),
        ]),
      },
      {
        path: "users/:id/following",
        ...page(FollowListPage),
        loader: prefetchFor(({ params, url }) => [
          followListQuery(params.id ?? "", "following", pageParam(url.searchParams)),
        ]),
      },
      // D68: a collection's page, rendered on the server; its owner's alone when private.
      {
        path: "collections/:collectionId",
        ...page(CollectionPage),
        loader: prefetchFor(({ params }) => [collectionQuery(params.collectionId ?? "")]),
      },
      { path: "my/collections", element: signedIn(<MyCollectionsPage />) },
      { path: "my/in-progress", element: signedIn(<InProgressPage />) },
      { path: "my/completed", element: signedIn(<CompletedPage />) },
      { path: "my/saved", element: signedIn(<SavedPage />) },
      { path: "my/created", element: signedIn(<MyChecklistsPage />) },
      { path: "my/settings", element: signedIn(<SettingsPage />) },
      { path: "my/edit/:id", element: signedIn(<EditPage />) },
      { path: "notifications", element: signedIn(<NotificationsPage />) },
      // D47: a run's own page, read-only; anyone's when it is shared by link, else its players'.
      {
        path: "runs/:runId",
        ...page(SharedRunPage),
        loader: prefetchInTurn(
          ({ params }) => runQuery(params.runId ?? ""),
          (run) => [checklistQuery(run.checklistCustomId)],
        ),
      },
      // D44: an invite link; a guest signs in first and comes back to it.
      { path: "runs/:runId/join/:token", element: signedIn(<JoinRunPage />) },
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
  await Promise.all(
    matches.map((match) =>
      (match.route.handle as { preload?: () => Promise<void> } | undefined)?.preload?.(),
    ),
  );
}

export function AppRoutes() {
  return useRoutes(routes);
}
