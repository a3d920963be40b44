import { Suspense } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { PageLoading } from "../../components/page-loading.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { usePageViews } from "./use-page-views.ts";

export function AppLayout() {
  usePageViews();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-stone-100 text-stone-900 dark:bg-stone-950 dark:text-stone-100">
      <SiteHeader />
      <main
        id="main"
        tabIndex={-1}
        className="flex-1 outline-none"
        aria-busy={navigation.state === "loading"}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
