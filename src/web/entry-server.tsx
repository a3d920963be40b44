import { Writable } from "node:stream";
import { hashKey, QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, StaticRouter } from "react-router";
import type { SessionInfo } from "#shared/contracts/me.ts";
import { isApiErrorBody } from "#shared/errors.ts";
import type { PageRenderInput, PageRenderOutput } from "#shared/page-render.ts";
import type { ServerRenderContext } from "./app/prefetch.ts";
import { AppRoutes, routes } from "./app/routes.tsx";
import { ToldOnServer } from "./features/install/install-notice-memory.ts";
import { RenderSession, sessionState, UNKNOWN_SESSION } from "./features/session/api/get-me.ts";
import { ApiError } from "./lib/api-client.ts";
import { createI18n, I18nProvider } from "./lib/i18n.tsx";
import { RenderQueryClient } from "./lib/query-boundary.tsx";
import { dehydrateForPage } from "./lib/query-hydration.ts";
import { provideSiteConfig } from "./lib/site-config.ts";

const handler = createStaticHandler(routes);

/**
 * The server's half of D29 (docs/decisions/013): React Router's static handler runs the
 * matched routes' loaders, which fetch the page's data into a query client of this request;
 * React's streaming renderer renders the same routes the browser will hydrate, waiting for
 * every lazy page and list, and the data goes along for the browser's cache.
 */
export async function renderPage({
  url,
  site,
  fetchJson,
  installNoticeTold,
  locale,
  messages,
}: PageRenderInput): Promise<PageRenderOutput> {
  provideSiteConfig(site);
  // A failed read (a checklist that is not there) renders as failed, not as loading.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  // The API path of each query the page read: the page carries it, so the service worker keeps
  // the answer for offline use (D56).
  const paths = new Map<string, string>();
  const prefetch: ServerRenderContext["prefetch"] = async (queries) => {
    await Promise.all(
      queries.map((query) => {
        paths.set(hashKey(query.queryKey), query.path);
        return queryClient.prefetchQuery({
          queryKey: query.queryKey,
          queryFn: async () => {
            const { status, body } = await fetchJson(query.path);
            if (status < 400) return body;
            if (isApiErrorBody(body)) throw new ApiError(status, body.error.code, body.error.message);
            throw new ApiError(status, "internal", "Something went wrong. Please try again.");
          },
        });
      }),
    );
  };

  const answer: ServerRenderContext["answer"] = <T,>(query: { queryKey: readonly unknown[] }) =>
    queryClient.getQueryData<T>(query.queryKey);

  // Who the page is for (when that cannot be told, the browser asks itself and says so, D7),
  // read while the loaders fetch the page's data; a loader whose data is a signed-in person's
  // waits for it (D69).
  const sessionRead = fetchJson("/api/session");
  const signedIn = async () => {
    const { status, body } = await sessionRead;
    return status === 200 && Boolean((body as SessionInfo | null)?.user);
  };
  const [sessionAnswer, context] = await Promise.all([
    sessionRead,
    handler.query(new Request(new URL(url, "http://localhost")), {
      requestContext: { prefetch, answer, signedIn, locale } satisfies ServerRenderContext,
    }),
  ]);
  const session = sessionAnswer.status === 200 ? (sessionAnswer.body as SessionInfo) : null;
  if (context instanceof Response) throw new Error(`A route answered ${context.status} instead of data.`);

  const i18n = createI18n(locale, messages);
  const html = await renderToString(
    <StrictMode>
      <I18nProvider value={i18n}>
        <RenderSession.Provider value={session ? sessionState(session) : UNKNOWN_SESSION}>
          <RenderQueryClient.Provider value={queryClient}>
            <ToldOnServer.Provider value={installNoticeTold}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </ToldOnServer.Provider>
          </RenderQueryClient.Provider>
        </RenderSession.Provider>
      </I18nProvider>
    </StrictMode>,
  );
  const head = HOISTED.exec(html)?.[0] ?? "";
  return { html: html.slice(head.length), head, queryState: dehydrateForPage(queryClient, paths), session };
}

/**
 * What React hoists (the page's <title>, the preloads of the images the page shows first) it
 * writes before the page itself, since it renders no <head> of its own: in the page's <div
 * id="root"> that would be a second <title> and <link>s inside <body>, so they are handed over
 * apart, for the head.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*>)*/;

/**
 * React's streaming renderer, read once everything is ready (lazy pages included): the HTML then
 * holds every page whole, with none of the inline scripts that reveal late parts (our Content
 * Security Policy allows no inline script).
 */
function renderToString(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    let failure: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Every part inline, however long (React would otherwise send a long list after its
      // fallback, with an inline script to swap it in).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failure) reject(failure);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
  });
}
