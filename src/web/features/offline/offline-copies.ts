import type { QueryClient } from "@tanstack/react-query";
import { API_CACHE } from "./queue-storage.ts";

/**
 * The service worker keeps each API answer as it arrived; what the page learns after that (a
 * join, a like, the server's progress after a sent tick) it writes over the kept copy of that
 * checklist, so the page opened offline later shows it too (D31).
 */
export function keepOfflineCopiesOfChecklists(client: QueryClient) {
  if (typeof caches === "undefined") return;
  client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || !event.action.manual) return;
    const [scope, kind, id] = event.query.queryKey as unknown[];
    if (scope !== "checklists" || kind !== "one" || typeof id !== "string") return;
    const copy = new Response(JSON.stringify(event.query.state.data), {
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    void caches
      .open(API_CACHE)
      .then((cache) => cache.put(`/api/checklists/${encodeURIComponent(id)}`, copy))
      .catch(() => undefined);
  });
}
