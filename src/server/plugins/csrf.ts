import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.ts";
import { AppError } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * D5: a state-changing request to /api or /auth must come from the site itself: an Origin
 * (when the browser sends one) equal to the site's, no cross-site fetch metadata, and a JSON
 * body (a plain HTML form cannot send one). Tools without a browser send neither header.
 */
export function registerCsrfProtection(app: FastifyInstance, config: AppConfig) {
  const siteOrigin = config.publicUrl;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const url = request.url;
    if (!url.startsWith("/api/") && !url.startsWith("/auth/")) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== siteOrigin) {
      throw new AppError("csrf_rejected", "This request did not come from this site.");
    }
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") {
      throw new AppError("csrf_rejected", "This request did not come from this site.");
    }
    const contentType = request.headers["content-type"];
    const hasBody = contentType !== undefined || Number(request.headers["content-length"] ?? 0) > 0;
    if (hasBody && !/^application\/json\s*(;|$)/i.test(contentType ?? "")) {
      throw new AppError("csrf_rejected", "Send the request body as JSON (Content-Type: application/json).");
    }
  });
}
