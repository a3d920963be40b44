import { PAGE_VIEW_LIMITS } from "#shared/limits.ts";

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

let sentBeforeTheApp = false;

/**
 * D21: one first-party page view; nothing when Do-Not-Track or GPC is on. The server replaces a
 * secret in the path (an invite link's token) with `{token}` as the view arrives, before anything
 * keeps it (D75), and drops the query (D21): the page's first JavaScript carries no route list.
 */
export function sendPageView(pathname: string, search: string) {
  if (optedOut()) return;
  void fetch("/api/analytics/pageview", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      path: pathname.slice(0, PAGE_VIEW_LIMITS.path),
      query: search.slice(0, PAGE_VIEW_LIMITS.query),
    }),
    keepalive: true,
  }).catch(() => {});
}

/** The landing page's first script counts the page's view before the app is here (start-on-use.ts). */
export function sendFirstPageView() {
  sentBeforeTheApp = true;
  sendPageView(window.location.pathname, window.location.search);
}

/** Whether the first view of this document was counted already; true once at most. */
export function takeFirstPageView(): boolean {
  const sent = sentBeforeTheApp;
  sentBeforeTheApp = false;
  return sent;
}
