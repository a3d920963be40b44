import type { QueryClient } from "@tanstack/react-query";
import { meNow } from "../session/api/get-me.ts";

/**
 * The service worker keeps each API answer as it arrived; what the page learns after that (a
 * join, a like, the server's progress after a sent tick) it writes over the kept copy of that
 * checklist, so the page opened offline later shows it too (D31). The worker keeps it only
 * for the account it says it is (D56): a tab still open for someone who has since signed out
 * writes nothing.
 */
export function keepOfflineCopiesOfChecklists(client: QueryClient) {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || !event.action.manual) return;
    const [scope, kind, id] = event.query.queryKey as unknown[];
    if (scope !== "checklists" || kind !== "one" || typeof id !== "string") return;
    const userId = meNow()?.id;
    if (!userId) return;
    navigator.serviceWorker.controller?.postMessage({
      type: "KEEP_ANSWER",
      userId,
      path: `/api/checklists/${encodeURIComponent(id)}`,
      body: event.query.state.data,
    });
  });
}
