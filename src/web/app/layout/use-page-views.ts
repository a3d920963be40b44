import { useEffect } from "react";
import { useLocation } from "react-router";

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

/** D21: one first-party page view per route change; nothing when Do-Not-Track or GPC is on. */
export function usePageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (optedOut()) return;
    void fetch("/api/analytics/pageview", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: pathname.slice(0, 300), query: search.slice(0, 2000) }),
      keepalive: true,
    }).catch(() => {});
  }, [pathname, search]);
}
