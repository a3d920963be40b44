import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config.ts";

/** The colours of the header (light) and of the dark theme's page, for the app frame. */
const THEME_COLOR = "#14532d";
const BACKGROUND_COLOR = "#1c1917";

/**
 * The web app manifest (issue 15, D31: installable), made from the operator's site name (D22)
 * rather than a built file. Icons are in public/ (made from favicon.svg).
 */
export function webManifest(config: AppConfig) {
  return {
    name: config.site.siteName,
    short_name: config.site.siteName.slice(0, 12),
    description: config.site.tagline,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

export function registerWebManifest(app: FastifyInstance, config: AppConfig) {
  const body = JSON.stringify(webManifest(config));
  app.get("/manifest.webmanifest", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("application/manifest+json").header("Cache-Control", "public, max-age=3600").send(body),
  );
}
