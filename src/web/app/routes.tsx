import { type ComponentType, lazy } from "react";
import { Route, Routes } from "react-router";
import HomePage from "../features/home/home-page.tsx";
import { RequireSignIn } from "../features/session/components/require-sign-in.tsx";
import { AppLayout } from "./layout/app-layout.tsx";

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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route
          path="create"
          element={
            <RequireSignIn>
              <CreatePage />
            </RequireSignIn>
          }
        />
        <Route path="checklists" element={<ExplorePage />} />
        <Route path="checklist/:id" element={<ChecklistPage />} />
        <Route path="users/:id" element={<ProfilePage />} />
        <Route
          path="my/in-progress"
          element={
            <RequireSignIn>
              <InProgressPage />
            </RequireSignIn>
          }
        />
        <Route
          path="my/completed"
          element={
            <RequireSignIn>
              <CompletedPage />
            </RequireSignIn>
          }
        />
        <Route
          path="my/saved"
          element={
            <RequireSignIn>
              <SavedPage />
            </RequireSignIn>
          }
        />
        <Route
          path="my/created"
          element={
            <RequireSignIn>
              <MyChecklistsPage />
            </RequireSignIn>
          }
        />
        <Route
          path="my/settings"
          element={
            <RequireSignIn>
              <SettingsPage />
            </RequireSignIn>
          }
        />
        <Route
          path="my/edit/:id"
          element={
            <RequireSignIn>
              <EditPage />
            </RequireSignIn>
          }
        />
        <Route
          path="notifications"
          element={
            <RequireSignIn>
              <NotificationsPage />
            </RequireSignIn>
          }
        />
        <Route path="moderation" element={<QueuePage />} />
        <Route path="moderation/checklists/:id" element={<ReviewPage />} />
        <Route path="moderation/analytics" element={<AnalyticsPage />} />
        <Route path="moderation/reports" element={<ReportsPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="help" element={<HelpPage />} />
        <Route path="legal" element={<LegalPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="rules" element={<RulesPage />} />
        <Route path="community" element={<CommunityPage />} />
        <Route path="changelog" element={<ChangelogPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
