import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody, ErrorCode } from "../../shared/errors.ts";
import { AppError } from "../errors.ts";

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
