import type { FastifyInstance } from "fastify";
import { z } from "zod";

/**
 * An API address refuses a query parameter it does not take (fourth review): `?diffculty=Hard`
 * is a 422 naming `diffculty`, not every checklist. Only under /api: a page's address keeps
 * whatever a link adds (tracking, cache-busting), and sign-in's callbacks what providers add.
 */
export function registerStrictApiQueries(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    const query = route.schema?.querystring;
    if (route.url.startsWith("/api/") && query instanceof z.ZodObject) {
      route.schema = { ...route.schema, querystring: query.strict() };
    }
  });
}
