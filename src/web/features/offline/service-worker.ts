/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import { APP_SHELL_PATH } from "#shared/page-render.ts";
import {
  answerApiRead,
  askWhoIsSignedIn,
  endAccountOnDevice,
  forgetWhoIsSignedIn,
  keepFromPage,
  learnFromPage,
} from "./account-answers.ts";
import { announceQueueChange, noticeStorage, SYNC_TAG } from "./queue-storage.ts";
import { sendAllWaiting } from "./send-all.ts";

/**
 * The service worker (D31, docs/decisions/010-offline-play.md), built by vite-plugin-pwa
 * (Workbox). Scripts and styles of this build are precached together, so a page never mixes
 * two builds; a new worker waits until the player chooses 'Reload'.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();
clientsClaim();

/** This build's name, from its precache list: its app shell is kept under it. */
function buildName(): string {
  let hash = 0;
  for (const entry of manifest) {
    for (const char of `${entry.url}${entry.revision ?? ""}`) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  }
  return (hash >>> 0).toString(36);
}
const SHELL_CACHE = `app-shell-${buildName()}`;
const SHELL_URL = APP_SHELL_PATH;

/** The interface's catalogs (issue 38): one a language, named by their content, kept as they are. */
const CATALOG_CACHE = "catalogs";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE).then(async (cache) => {
      await cache.add(new Request(SHELL_URL, { cache: "reload" }));
      // The shell names the catalog of the device's language: kept with it, for the first offline start.
      const shell = await (await cache.match(SHELL_URL))?.text();
      const catalog = shell && /id="catalog" href="([^"]+)"/.exec(shell)?.[1];
      if (catalog) await (await caches.open(CATALOG_CACHE)).add(catalog);
    }),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("app-shell-") && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      // Answers kept before D56 were nobody's in particular: gone. Then: who is signed in here?
      .then(() => caches.delete("api-answers"))
      .then(askWhoIsSignedIn)
      .then(learnOpenPages),
  );
});

/**
 * The site's first worker takes over pages that loaded before it (clientsClaim): their data came
 * inside the page, past it. Each is read once more and kept as a page the worker served would
 * be, so a checklist opened right after a first sign-in opens offline too (issue 35).
 */
async function learnOpenPages() {
  const pages = await self.clients.matchAll({ type: "window" });
  for (const page of pages) {
    const url = new URL(page.url);
    if (url.origin !== self.location.origin || /^\/(api|auth|oidc)\//.test(url.pathname)) continue;
    try {
      const answer = await fetch(url, { credentials: "same-origin", headers: { Accept: "text/html" } });
      if (answer.ok) await learnFromPage(answer);
    } catch {
      // Offline already: what the page shows stays online-only until it is opened again.
    }
  }
}

interface PageMessage {
  type?: string;
  userId?: string;
  path?: string;
  body?: unknown;
}

self.addEventListener("message", (event) => {
  const message = event.data as PageMessage | null;
  if (message?.type === "SKIP_WAITING") void self.skipWaiting();
  if (message?.type === "KEEP_ANSWER" && message.userId && message.path?.startsWith("/api/")) {
    event.waitUntil(keepFromPage(message.userId, message.path, message.body));
  }
});

// A sign-in begins (D56): until the page it ends on says who, nothing is kept for anyone.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.mode === "navigate" &&
    url.origin === self.location.origin &&
    url.pathname.startsWith("/auth/")
  ) {
    event.waitUntil(forgetWhoIsSignedIn());
  }
});

// Pages: always from the server when it answers (fresh HTML, the right status); without a
// connection, or after 4 s of a weak one, this build's app shell, which then shows the page
// from the API answers kept below, or says that it needs a connection. A page that arrives
// says whom it was rendered for and carries its data: the worker learns the one and keeps the
// other for that account (D56), so the page opens offline after a reload too.
const shellFallback = {
  handlerDidError: async () => (await caches.match(SHELL_URL, { cacheName: SHELL_CACHE })) ?? undefined,
  fetchDidSucceed: async ({ response, event }: { response: Response; event: ExtendableEvent }) => {
    event.waitUntil(learnFromPage(response.clone()).catch(() => undefined));
    return response;
  },
};
registerRoute(
  new NavigationRoute(new NetworkOnly({ networkTimeoutSeconds: 4, plugins: [shellFallback] }), {
    denylist: [/^\/api\//, /^\/auth\//, /^\/oidc\//],
  }),
);

// API reads: from the server when it answers, otherwise the last answer kept for the account
// signed in (what they opened), per account (account-answers.ts).
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/health"),
  ({ event, request }) => answerApiRead(event, request),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/i18n/"),
  new CacheFirst({ cacheName: CATALOG_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 6 })] }),
);

// Sign-out and account deletion: once the server has done it, the device forgets everything.
const endAccount = ({ request }: { request: Request }) => endAccountOnDevice(request);
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === "/auth/logout", endAccount, "POST");
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/me", endAccount, "DELETE");

// Background Sync: the browser wakes the worker when the connection returns, tab open or not.
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
self.addEventListener("sync" as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(
    (async () => {
      const dropped: string[] = [];
      let sent = false;
      const result = await sendAllWaiting({
        onSent: () => {
          sent = true;
        },
        onDropped: (_change, message) => dropped.push(message),
      });
      for (const message of dropped) await noticeStorage.add(message);
      // The open pages say 'synced' (issue 36): the player learns their ticks reached the server
      // whoever sent them, not only when the page's own sender happens to try next.
      const emptied = result.kind === "done" && (sent || dropped.length > 0);
      announceQueueChange(emptied ? "synced" : "changed");
      // A rejected promise asks the browser to try this sync again later.
      if (result.kind === "retry") throw new Error("The server could not be reached; trying again later.");
    })(),
  );
});
