import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody, ErrorCode } from "#shared/errors.ts";
import { quoteInput } from "#shared/rules/quote-input.ts";
import type { AppConfig } from "../config.ts";
import { AppError } from "../errors.ts";
import { securityHeaders } from "./security-headers.ts";

function body(code: ErrorCode, message: string, field?: string): ApiErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/** The code of a 4xx that Fastify or Node raises: its own where the status has one, else `bad_request`. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  404: "not_found",
  405: "method_not_allowed",
  408: "request_timeout",
  413: "payload_too_large",
  431: "headers_too_large",
};
const codeOfStatus = (status: number): ErrorCode => CODE_OF_STATUS[status] ?? "bad_request";

/**
 * The first rule broken, and the path of its field (`steps.0.title`) when it names one. An
 * unknown field or query parameter is named (its name quoted at most 200 characters long).
 */
function validationProblem(error: FastifyError): { message: string; field?: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const unknown = first.keyword === "unrecognized_keys" ? (first.params.keys as string[])[0] : undefined;
      if (unknown !== undefined) {
        const name = quoteInput(unknown);
        const what = error.validationContext === "querystring" ? "query parameter" : "field";
        return { message: `Unknown ${what} '${name}'.`, field: field ? `${field}.${name}` : name };
      }
      return { message: first.message ?? "This value is invalid.", field: field || undefined };
    }
  }
  return { message: error.message };
}

/**
 * One global handler (D7): every error leaves as { error: { code, message, field? } }, 5xx
 * without internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send(body(error.code, error.message, error.field));
    }
    if (error.validation) {
      // A path that fails its schema (a NUL byte, an over-long id) names nothing that exists.
      if (error.validationContext === "params") {
        return reply.status(404).send(body("not_found", "Not found."));
      }
      const { message, field } = validationProblem(error);
      return reply.status(422).send(body("validation_failed", message, field));
    }
    const status = error.statusCode ?? 500;
    if (status === 415 || status === 400 || status === 413) {
      const message =
        status === 415
          ? "Send the request body as JSON (Content-Type: application/json)."
          : status === 413
            ? "The request body is too large."
            : "The request could not be read. Send valid JSON.";
      return reply.status(status === 413 ? 413 : 400).send(body(codeOfStatus(status), message));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(body("rate_limited", "Too many requests. Please wait a moment and try again."));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(codeOfStatus(status), error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body("internal", "Something went wrong on our side. Please try again."));
  });
}

/**
 * A path the router cannot decode (a malformed escape: /checklist/%ff) would skip every hook,
 * the security headers and cookies included, through Fastify's frameworkErrors. Its `%` are
 * escaped instead, so it routes like any other address and, naming nothing, answers 404:
 * a page's address the not-found page, an API address the JSON error.
 */
export function readableUrl(request: { url?: string }): string {
  const url = request.url ?? "/";
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  if (!path.includes("%")) return url;
  try {
    decodeURI(path);
    return url;
  } catch {
    return `${path.replaceAll("%", "%25")}${end < 0 ? "" : url.slice(end)}`;
  }
}

/**
 * Errors the router raises before any hook runs, which readableUrl and the parameter length
 * leave for addresses that are no path at all: the same error shape and security headers as
 * every other answer, 404 since such an address names nothing.
 */
export function answerFrameworkError(config: AppConfig) {
  const headers = Object.fromEntries(securityHeaders(config));
  return (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    reply.status(404).headers(headers).send(body("not_found", "Not found. The address is not valid."));
  };
}

/**
 * A request Node cannot read as HTTP (a malformed request line, an address or headers over
 * 16 KB, a request that took too long): no request exists yet, so the answer is written on the
 * socket, with the security headers of every answer and the house's error shape.
 */
export function answerClientError(config: AppConfig) {
  const headerLines = securityHeaders(config)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (error: ConnectionError, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, message] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "The address or the headers of the request are too large."]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "The request took too long to arrive."]
          : [400, "The request could not be read as HTTP."];
    const text = JSON.stringify(body(codeOfStatus(status), message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
          `Connection: close\r\n\r\n${text}`,
      );
    }
    socket.destroy(error);
  };
}

/**
 * Requests that arrive while the server shuts down (on a connection already open) are answered
 * 503 in the house's shape, after the hooks that set the security headers; Fastify's own
 * answer (return503OnClosing) has neither.
 */
export function registerClosingAnswer(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async () => {
    if (closing) {
      throw new AppError("unavailable", "The site is restarting. Please try again in a moment.", {
        "Retry-After": "5",
        Connection: "close",
      });
    }
  });
}
