import type { FastifyInstance } from "fastify";
import { notFound } from "../errors.ts";
import { catalogFileByPath, catalogFor } from "./catalogs.ts";

/**
 * A language's compiled catalog for the browser (issue 38): one language a page, at an address
 * that changes with its content, so a browser and the service worker keep it for a year.
 */
export function registerCatalogRoutes(app: FastifyInstance) {
  // Compiled as the server starts, not in its first reader's request.
  catalogFor("en");
  app.get<{ Params: { file: string } }>("/i18n/:file", { schema: { hide: true } }, async (request, reply) => {
    const catalog = catalogFileByPath(`/i18n/${request.params.file}`);
    if (!catalog) throw notFound();
    return reply
      .type("application/json; charset=utf-8")
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .send(catalog.json);
  });
}
