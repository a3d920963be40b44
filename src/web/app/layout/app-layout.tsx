import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLoading } from "#web/components/page-loading.tsx";
import { ConnectionBarSlot } from "#web/features/offline/connection-bar-slot.tsx";
import { markPageAnswers } from "#web/lib/page-answers.ts";
import { RouteErrorBoundary } from "./route-error.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { usePageViews } from "./use-page-views.ts";

/**
 * New page, top of the page (unless the link points at an anchor). Not on the first render: a
 * page the server rendered may have been scrolled before it hydrated (decisions/015).
 */
function useScrollToTop(pathname: string, hash: string) {
  const shown = useRef(`${pathname}${hash}`);
  useEffect(() => {
    if (shown.current === `${pathname}${hash}`) return;
    shown.current = `${pathname}${hash}`;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/**
 * Marks <html data-ready> once the page itself answers: React hydrates this Suspense boundary
 * after the frame around it (D29), so a mark on the frame would come too early. Browser tests
 * wait for it.
 */
function PageReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    markPageAnswers({ hydrated: true });
  }, []);
  return children;
}

export function AppLayout() {
  const { pathname, hash } = useLocation();
  usePageViews();
  useScrollToTop(pathname, hash);
  return (
    <div className="flex min-h-screen flex-col bg-stone-100 text-stone-900 print:block print:min-h-0 dark:bg-stone-950 dark:text-stone-100">
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the first screen, so a page's content
          arriving never moves what is in view (CLS, issue 12). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none print:min-h-0">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <PageReady>
              <Outlet />
            </PageReady>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <ConnectionBarSlot />
    </div>
  );
}
