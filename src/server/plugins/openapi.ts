import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";
import { documentedCodes } from "#shared/contracts/common.ts";
import { type AppConfig, sessionCookieName } from "../config.ts";
import { escapeHtml } from "../html.ts";
import { ERROR_CODES_KEY, withApiConventions } from "./openapi-conventions.ts";

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${config.site.siteName} API`,
        version: "1.1.0",
        contact: { name: config.site.siteName, url: `${config.publicUrl}/about` },
        description:
          "The JSON API of the checklist site. Errors are { error: { code, message } }; each error answer lists its codes in `x-error-codes`, " +
          "and an address asked with a method it does not take answers 405 `method_not_allowed` with Allow. " +
          "State-changing calls need JSON bodies and, from browsers, the site's own Origin.",
      },
      servers: [{ url: config.publicUrl }],
      components: {
        // The cookie this server really sets: `__Host-session` in production (D4), else `session`.
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: sessionCookieName(config),
            description:
              "The httpOnly session cookie set by GET /auth/callback: named __Host-session in production (D4), session in development.",
          },
        },
      },
    },
    // The codes a route's errorAnswers name go to its operation, where the conventions sort them by status.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const codes = documentedCodes(input.schema?.response);
      if (codes.length === 0) return transformed;
      return { ...transformed, schema: { ...transformed.schema, [ERROR_CODES_KEY]: codes } };
    },
    transformObject: (input) => withApiConventions(jsonSchemaTransformObject(input) as OpenAPIV3_1.Document),
  });

  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  app.get("/api/docs", { schema: { hide: true } }, async (_request, reply) => {
    const doc = app.swagger() as OpenAPIV3_1.Document;
    reply.type("text/html; charset=utf-8");
    return renderDocsPage(config.site.siteName, doc);
  });
}

/** A plain, script-free overview of the API; the full description is /api/openapi.json. */
function renderDocsPage(siteName: string, doc: OpenAPIV3_1.Document): string {
  const rows: string[] = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ["get", "post", "put", "patch", "delete"] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      rows.push(
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(route)}</code></td><td>${escapeHtml(operation.summary ?? "")}</td></tr>`,
      );
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API · ${escapeHtml(siteName)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/local-sign-in.css"></head>
<body><header><p class="brand">${escapeHtml(siteName)}</p></header>
<main class="wide"><h1>${escapeHtml(siteName)} API</h1>
<p>Machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table></main>
<footer><p>Not an official Minecraft product. Not approved by or associated with Mojang or Microsoft.</p></footer></body></html>`;
}
