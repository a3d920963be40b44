import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody, ErrorCode } from "#shared/errors.ts";
import { type Locale, localeFromAcceptLanguage } from "#shared/i18n/locales.ts";
import { english, inLanguage } from "#shared/i18n/message.ts";
import { quoteInput } from "#shared/rules/quote-input.ts";
import type { AppConfig } from "../config.ts";
import { AppError, NOT_FOUND } from "../errors.ts";
import { i18nFor } from "../i18n/catalogs.ts";
import { readerLocale } from "../i18n/reader-locale.ts";
import { zodMessageIn } from "../i18n/zod-messages.ts";
import { securityHeaders } from "./security-headers.ts";

function body(code: ErrorCode, message: string, field?: string): ApiErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/** The reader's language (D64); errors the router raises come before the cookies are read. */
function readersLocale(request: FastifyRequest): Locale {
  return request.cookies
    ? readerLocale(request)
    : localeFromAcceptLanguage(request.headers["accept-language"]);
}

/** An error's English message in the reader's language (docs/decisions/061). */
function inReadersLanguage(request: FastifyRequest, message: string): string {
  return inLanguage(i18nFor(readersLocale(request)).t, message);
}

const UNREADABLE_TYPE = english(
  "errors.sendJson",
  "Send the request body as JSON (Content-Type: application/json).",
);
const TOO_LARGE = english("errors.bodyTooLarge", "The request body is too large.");
const UNREADABLE = english("errors.unreadableJson", "The request could not be read. Send valid JSON.");
const TOO_MANY = english("errors.tooManyRequests", "Too many requests. Please wait a moment and try again.");
const INTERNAL = english("errors.internal", "Something went wrong on our side. Please try again.");
const INVALID_VALUE = english("errors.invalidValue", "This value is invalid.");
const BAD_ADDRESS = english("errors.badAddress", "Not found. The address is not valid.");
const RESTARTING = english("errors.restarting", "The site is restarting. Please try again in a moment.");

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
function validationProblem(error: FastifyError): {
  message: string;
  field?: string;
  failure?: { keyword: string; params: Record<string, unknown> };
} {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const unknown = first.keyword === "unrecognized_keys" ? (first.params.keys as string[])[0] : undefined;
      if (unknown !== undefined) {
        const name = quoteInput(unknown);
        const message =
          error.validationContext === "querystring"
            ? english("errors.unknownQueryParameter", `Unknown query parameter '${name}'.`, { name }, true)
            : english("errors.unknownField", `Unknown field '${name}'.`, { name }, true);
        return { message, field: field ? `${field}.${name}` : name };
      }
      return { message: first.message ?? INVALID_VALUE, field: field || undefined, failure: first };
    }
  }
  return { message: error.message };
}

/** The value at a field's path (`steps.0.title`) of what was sent: zod words its type. */
function valueAt(sent: unknown, field: string | undefined): unknown {
  let value = sent;
  for (const key of field ? field.split(".") : []) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
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
        .send(body(error.code, inReadersLanguage(request, error.message), error.field));
    }
    if (error.validation) {
      // A path that fails its schema (a NUL byte, an over-long id) names nothing that exists.
      if (error.validationContext === "params") {
        return reply.status(404).send(body("not_found", inReadersLanguage(request, NOT_FOUND)));
      }
      const { message, field, failure } = validationProblem(error);
      const locale = readersLocale(request);
      const sent = error.validationContext === "querystring" ? request.query : request.body;
      const words =
        (failure && zodMessageIn(locale, message, failure, valueAt(sent, field))) ??
        inLanguage(i18nFor(locale).t, message);
      return reply.status(422).send(body("validation_failed", words, field));
    }
    const status = error.statusCode ?? 500;
    if (status === 415 || status === 400 || status === 413) {
      const message = status === 415 ? UNREADABLE_TYPE : status === 413 ? TOO_LARGE : UNREADABLE;
      return reply
        .status(status === 413 ? 413 : 400)
        .send(body(codeOfStatus(status), inReadersLanguage(request, message)));
    }
    if (status === 429) {
      return reply.status(429).send(body("rate_limited", inReadersLanguage(request, TOO_MANY)));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(codeOfStatus(status), error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body("internal", inReadersLanguage(request, INTERNAL)));
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
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply
      .status(404)
      .headers(headers)
      .send(body("not_found", inReadersLanguage(request, BAD_ADDRESS)));
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
      throw new AppError("unavailable", RESTARTING, {
        "Retry-After": "5",
        Connection: "close",
      });
    }
  });
}
