import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody, ErrorCode } from "#shared/errors.ts";
import type { AppConfig } from "../config.ts";
import { AppError } from "../errors.ts";
import { securityHeaders } from "./security-headers.ts";

function body(code: ErrorCode, message: string): ApiErrorBody {
  return { error: { code, message } };
}

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const where = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const message = first.message ?? "is invalid";
      return where ? `${where}: ${message}` : message;
    }
  }
  return error.message;
}

/** One global handler (D7): every error leaves as { error: { code, message } }, 5xx without internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send(body(error.code, error.message));
    }
    if (error.validation) {
      // A path that fails its schema (a NUL byte, an over-long id) names nothing that exists.
      if (error.validationContext === "params") {
        return reply.status(404).send(body("not_found", "Not found."));
      }
      return reply.status(422).send(body("validation_failed", validationMessage(error)));
    }
    const status = error.statusCode ?? 500;
    if (status === 415 || status === 400 || status === 413) {
      const message =
        status === 415
          ? "Send the request body as JSON (Content-Type: application/json)."
          : status === 413
            ? "The request body is too large."
            : "The request could not be read. Send valid JSON.";
      return reply.status(status === 413 ? 413 : 400).send(body("bad_request", message));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(body("rate_limited", "Too many requests. Please wait a moment and try again."));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status === 404 ? "not_found" : "bad_request", error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body("internal", "Something went wrong on our side. Please try again."));
  });
}

/** Set by the web app (plugins/web-app.ts): answers a page's address, or says it is none. */
export interface PageAnswer {
  answer?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

/**
 * Errors the router raises before any hook runs (a malformed percent-escape, an over-long
 * parameter): the same error shape and security headers as every other answer. Such a path
 * can name nothing that exists, so it is a 404: a page's address gets the not-found page
 * (issue 12: never a blank page), anything else the JSON error.
 */
export function answerFrameworkError(config: AppConfig, pages: PageAnswer) {
  const headers = Object.fromEntries(securityHeaders(config));
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (pages.answer?.(request, reply)) return;
    reply.status(404).headers(headers).send(body("not_found", "Not found. The address is not valid."));
  };
}
