import type { LoaderFunctionArgs, Params } from "react-router";
import type { ApiQuery } from "#web/lib/api-query.ts";

/**
 * What the server hands a route's loader when it renders a page (D29, decision 013): a way to
 * fetch the page's data first, so that the HTML carries it and the browser's cache starts
 * with it.
 */
export interface ServerRenderContext {
  prefetch(queries: ApiQuery[]): Promise<void>;
  /** What a prefetched query answered (undefined when it failed), for data that names more data. */
  answer<T>(query: ApiQuery<T>): T | undefined;
  /** Whether the page is rendered for a signed-in person (the session the server read for it). */
  signedIn(): Promise<boolean>;
  /** The language the page is rendered in (D64), for reads that depend on it (Explore's languages, D65). */
  locale: string;
}

function isServerRender(context: unknown): context is ServerRenderContext {
  return typeof (context as Partial<ServerRenderContext> | undefined)?.prefetch === "function";
}

/**
 * A route loader naming the queries that a page's first screen reads. On the server they are
 * fetched before rendering; in the browser the loader does nothing, and a page shows its own
 * loading state while it fetches, as it always has.
 */
export function prefetchFor(
  queries: (route: { params: Params; url: URL; locale: string }) => ApiQuery[],
  /** What the page's first screen reads only for a signed-in person (D69's home); a guest's page reads none of it. */
  signedInQueries?: (route: { params: Params; url: URL; locale: string }) => ApiQuery[],
) {
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    if (!isServerRender(context)) return null;
    const route = { params, url: new URL(request.url), locale: context.locale };
    await Promise.all([
      context.prefetch(queries(route)),
      signedInQueries &&
        context
          .signedIn()
          .then((signedIn) => (signedIn ? context.prefetch(signedInQueries(route)) : undefined)),
    ]);
    return null;
  };
}

/**
 * A route loader whose second queries depend on the first's answers (a run names its
 * checklist): both rounds are fetched on the server before rendering.
 */
export function prefetchInTurn<T>(
  first: (route: { params: Params; url: URL }) => ApiQuery<T>,
  then: (answer: T) => ApiQuery[],
) {
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    if (!isServerRender(context)) return null;
    const query = first({ params, url: new URL(request.url) });
    await context.prefetch([query]);
    const answer = context.answer(query);
    if (answer !== undefined) await context.prefetch(then(answer));
    return null;
  };
}
