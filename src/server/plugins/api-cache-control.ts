import type { FastifyInstance } from "fastify";

/**
 * D56: an API answer may depend on who asks (their progress, their notifications, their
 * session), so no HTTP cache keeps it, the browser's own included (it is shared by every
 * account on the device). Every /api answer starts as `private, no-store`; a route may say
 * `no-store` itself, never less. What the service worker keeps for offline use it keeps per
 * account, and deletes at sign-out, account deletion and another account's sign-in
 * (docs/decisions/020-offline-answers-per-account.md).
 */
export const API_CACHE_CONTROL = "private, no-store";

export function registerApiCacheControl(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    const path = request.url;
    if (path === "/api" || path.startsWith("/api/") || path.startsWith("/api?")) {
      reply.header("Cache-Control", API_CACHE_CONTROL);
    }
    done();
  });
}
