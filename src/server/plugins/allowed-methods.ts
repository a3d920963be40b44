import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";

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

/** An existing address asked with a method it does not take: 405 with `Allow` (RFC 9110, section 15.5.6). */
export function methodNotAllowed(method: string, allowed: string[]) {
  return new AppError("method_not_allowed", `${method} is not allowed here. Use ${allowed.join(" or ")}.`, {
    Allow: allowed.join(", "),
  });
}
