import type { FastifyInstance, FastifyRequest } from "fastify";
import { english } from "#shared/i18n/message.ts";
import type { AppConfig } from "../config.ts";
import { AppError } from "../errors.ts";
import { LOCAL_ISSUER_PATH } from "../oidc/local-issuer.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const rejected = (message = english("errors.notFromSite", "This request did not come from this site.")) =>
  new AppError("csrf_rejected", message);

/**
 * The local issuer (local mode only) receives form posts by design: its own sign-in form and
 * openid-client's token request. Decided on the route the router matched, never on the raw
 * URL, so "/%6fidc/…" is the same route as "/oidc/…".
 */
function isLocalIssuerRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? "";
  return route === LOCAL_ISSUER_PATH || route.startsWith(`${LOCAL_ISSUER_PATH}/`);
}

/**
 * D5: every state-changing request, whatever its path and however it is spelled, must come
 * from the site itself: an Origin (when the browser sends one) equal to the site's, no
 * cross-site fetch metadata, and a JSON body (a plain HTML form cannot send one). Tools
 * without a browser send neither header.
 */
export function registerCsrfProtection(app: FastifyInstance, config: AppConfig) {
  const siteOrigin = config.publicUrl;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== siteOrigin) throw rejected();
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") throw rejected();
    if (isLocalIssuerRoute(request)) return;
    const contentType = request.headers["content-type"];
    const hasBody = contentType !== undefined || Number(request.headers["content-length"] ?? 0) > 0;
    if (hasBody && !/^application\/json\s*(;|$)/i.test(contentType ?? "")) {
      throw rejected(
        english("errors.sendJson", "Send the request body as JSON (Content-Type: application/json)."),
      );
    }
  });
}
