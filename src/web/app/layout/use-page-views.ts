import { useEffect } from "react";
import { useLocation } from "react-router";
import { sendPageView, takeFirstPageView } from "./page-views.ts";

/** D21: one first-party page view per route change. */
export function usePageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (takeFirstPageView()) return;
    sendPageView(pathname, search);
  }, [pathname, search]);
}
