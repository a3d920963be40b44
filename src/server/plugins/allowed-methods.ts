import type { FastifyInstance } from "fastify";
import { english } from "#shared/i18n/message.ts";
import { isPagePath } from "#shared/page-routes.ts";
import { AppError, NOT_FOUND, notFound } from "../errors.ts";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * The methods the router has a route for at this address, in the order of METHODS. The
 * pages' catch-all route (`/*`, whose one parameter is "*") counts only where `isPage` says
 * the address is a page; elsewhere it stands for no route at all.
 */
export function allowedMethods(app: FastifyInstance, url: string, isPage: boolean): string[] {
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url });
    if (!route) return false;
    return isPage || !("*" in (route.params as Record<string, string>));
  });
}

const notAllowedHere = (method: string, allowed: string[]) =>
  english(
    "errors.methodNotAllowed",
    `${method} is not allowed here. Use ${allowed.join(" or ")}.`,
    { method, allowed: allowed.join(" or ") },
    true,
  );

/** An existing address asked with a method it does not take: 405 with `Allow` (RFC 9110, section 15.5.6). */
export function methodNotAllowed(method: string, allowed: string[]) {
  return new AppError("method_not_allowed", notAllowedHere(method, allowed), {
    Allow: allowed.join(", "),
  });
}

/**
 * A method no route takes (QUERY, PROPFIND…) is answered before its body is looked for: 405
 * with `Allow` where the address exists, else 404. The router would otherwise ask a method it
 * reads with a body for a Content-Type first and answer 400 (fourth review).
 */
export function registerOtherMethods(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if ((METHODS as readonly string[]).includes(request.method)) return;
    const pathname = request.url.split("?")[0] ?? "/";
    const allowed = allowedMethods(app, request.url, isPagePath(pathname));
    if (allowed.length > 0) throw methodNotAllowed(request.method, allowed);
    throw notFound(
      pathname.startsWith("/api") ? english("errors.noSuchEndpoint", "No such API endpoint.") : NOT_FOUND,
    );
  });
}
