import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** An incoming X-Request-Id is kept only when it is a short, plain token (a proxy's own id). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Paths whose query strings carry secrets (sign-in codes, states, hints): logged without them. */
const SECRET_QUERY_PATHS = /^\/(auth|oidc)\//;
const EMAIL = /[^\s@/?&=]+@[^\s@/?&=]+\.[^\s@/?&=]+/g;

/** The URL as logged: no query string on sign-in paths, and nothing that looks like an email. */
export function loggableUrl(url: string): string {
  const [pathname = "", query] = url.split("?", 2);
  const kept = query === undefined || SECRET_QUERY_PATHS.test(pathname) ? pathname : url;
  return kept.replace(/%40/gi, "@").replace(EMAIL, "[email]");
}

/**
 * Logger options: JSON lines (pino) whose request lines hold method, URL (made loggable above),
 * and request id, never headers, so no cookie, session token or Authorization header is written.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ["req.headers", "res.headers", "headers"], remove: true },
    serializers: {
      req: (request: FastifyRequest | IncomingMessage) => ({
        method: request.method,
        url: loggableUrl(request.url ?? ""),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** Every answer names its request, so a person's report can be matched with the log line. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("X-Request-Id", request.id);
  });
}
