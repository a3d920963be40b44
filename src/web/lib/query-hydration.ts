import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { QUERY_STATE_ELEMENT_ID } from "#shared/page-render.ts";
import { ApiError } from "./api-client.ts";

interface PlainApiError {
  apiError: { status: number; code: ApiError["code"]; message: string };
}

function toPlain(error: unknown): PlainApiError | null {
  if (error === null || error === undefined) return null;
  const { status, code, message } =
    error instanceof ApiError
      ? error
      : new ApiError(500, "internal", "Something went wrong. Please try again.");
  return { apiError: { status, code, message } };
}

function fromPlain(error: unknown): ApiError | null {
  const plain = (error as PlainApiError | null)?.apiError;
  return plain ? new ApiError(plain.status, plain.code, plain.message) : null;
}

/**
 * The server's side: every query the page read, answered or failed. A failure (a checklist
 * that is not there) travels as plain data, so the browser shows the same 'not found' the HTML
 * shows instead of asking again. Each query carries the API path it was read from (`paths`, by
 * query hash) as `meta.path`, which the service worker keeps the answer under (D56). It is
 * added here, not as the prefetch's `meta`: a component's `useQuery` during the render replaces
 * the query's options, meta included.
 */
export function dehydrateForPage(client: QueryClient, paths: ReadonlyMap<string, string>): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== "pending" });
  for (const query of state.queries) {
    const path = paths.get(query.queryHash);
    if (path) query.meta = { ...query.meta, path };
    const error = toPlain(query.state.error);
    Object.assign(query.state, { error, fetchFailureReason: error });
  }
  return state;
}

/**
 * The browser's side, once: the page's data becomes the cache's, as fresh as if it had just
 * been fetched (the server's clock may differ from the device's).
 */
export function hydrateFromPage(client: QueryClient) {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    const now = Date.now();
    for (const query of state.queries) {
      const error = fromPlain(query.state.error);
      // What failed on the server shows as failed, as in the HTML, until the visitor asks again.
      if (error) client.setQueryDefaults(query.queryKey, { retryOnMount: false });
      Object.assign(query.state, {
        error,
        fetchFailureReason: error,
        dataUpdatedAt: query.state.dataUpdatedAt ? now : 0,
        errorUpdatedAt: query.state.errorUpdatedAt ? now : 0,
      });
    }
    hydrate(client, state);
  } catch (error) {
    console.warn("The page's data could not be read; it is fetched again.", error);
  }
  element.remove();
}
