import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hideSecretsInText, withoutSecrets } from "#shared/secret-routes.ts";

/** An incoming X-Request-Id is kept only when it is a short, plain token (a proxy's own id). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** A path segment holding an @ (raw or %40): an email someone typed into an address. */
const EMAIL_SEGMENT = /[^/]*(@|%40)[^/]*/gi;

/**
 * The URL as logged: its path only. A query string carries what people type (search words,
 * which may be an email or a name) and sign-in secrets (codes, states, hints), so none is
 * ever written; nor a path segment that holds an email, nor a secret such as an invite link's
 * token (D75: `{token}` in its place).
 */
export function loggableUrl(url: string): string {
  return withoutSecrets(url).replace(EMAIL_SEGMENT, "[email]");
}

/** An error as logged (an error report): its message and stack with any secret path's secret hidden (D75). */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: hideSecretsInText(String(error)), stack: "" };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: hideSecretsInText(error.message),
    stack: hideSecretsInText(error.stack ?? ""),
    ...(typeof code === "string" ? { code } : {}),
    ...(error.cause === undefined ? {} : { cause: loggableError(error.cause) }),
  };
}

/**
 * Logger options: JSON lines (pino) whose request lines hold method, URL (made loggable above),
 * and request id, never headers nor query strings, so no cookie, session token or Authorization header is written.
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
      err: loggableError,
    },
  };
}

/** Every answer names its request, so a person's report can be matched with the log line. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("X-Request-Id", request.id);
  });
}
