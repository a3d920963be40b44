import type { OpenAPIV3_1 } from "openapi-types";
import { ERROR_MEANING, ERROR_STATUS, type ErrorCode } from "#shared/errors.ts";
import { CONNECTION_ERRORS, SIGN_IN_ERRORS } from "#shared/sign-in-outcomes.ts";
import { LOCAL_ISSUER_PATH } from "../oidc/local-issuer.ts";
import { OPERATION_IDS, OPERATION_TAGS } from "./openapi-operations.ts";

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Responses = OpenAPIV3_1.ResponsesObject;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const UNSAFE = new Set(["post", "put", "patch", "delete"]);

/** Where an answer lists the codes it may carry (decision 046): a client decides by them. */
export const ERROR_CODES_KEY = "x-error-codes";
type Response = OpenAPIV3_1.ResponseObject & { [ERROR_CODES_KEY]?: ErrorCode[] };
/** What @fastify/swagger writes where a route's answer has no description of its own. */
const UNDESCRIBED = "Default Response";

const errorResponse = (description: string, codes: ErrorCode[]): Response => ({
  description,
  [ERROR_CODES_KEY]: codes,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** Codes any request may meet, whatever it asks: Node's timeout, a failure, a restart. */
const ANY_REQUEST: ErrorCode[] = ["request_timeout", "internal", "unavailable"];

/**
 * Lists each code in the answer of its status, made (with `description`) where the operation
 * has none yet.
 */
function addCodes(responses: Responses, codes: ErrorCode[], description = UNDESCRIBED) {
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    responses[status] ??= errorResponse(description, []);
    const response = responses[status] as Response;
    const listed = response[ERROR_CODES_KEY] ?? [];
    if (!listed.includes(code)) response[ERROR_CODES_KEY] = [...listed, code];
  }
}

/** An error answer with no words of its own says what its codes mean. */
function describeCodes(responses: Responses) {
  for (const response of Object.values(responses) as Response[]) {
    const codes = response[ERROR_CODES_KEY];
    if (codes?.length && response.description === UNDESCRIBED) {
      response.description = codes.map((code) => `\`${code}\`: ${ERROR_MEANING[code]}`).join("; ");
    }
  }
}

/** Answers of the sign-in routes, which redirect or answer with no body (no zod response schema). */
const REDIRECTS: Record<string, Responses> = {
  "get /auth/login": {
    302: {
      description:
        "To the provider's sign-in page, to /sign-in?error=provider_unreachable when it cannot be reached (rate_limited for a page load over the limit), or to /sign-in when several providers are configured and none is named",
      [ERROR_CODES_KEY]: ["provider_unreachable", "rate_limited"],
    } as Response,
    404: errorResponse("This site does not offer sign-in with that provider", ["provider_missing"]),
    422: errorResponse(
      "returnTo is not plain text of at most 2,000 characters, or provider is not microsoft, discord or google",
      ["validation_failed"],
    ),
    429: errorResponse("Too many sign-in starts from this address (D6); see Retry-After", ["rate_limited"]),
  },
  "get /auth/callback": {
    302: {
      description:
        "Signing in: back to returnTo or the profile, else to /sign-in?error={code}. Connecting (D55): to /my/settings?connection=linked&provider=…, else ?connection={code}&provider=…; the codes are those of `x-error-codes`",
      [ERROR_CODES_KEY]: [...new Set<ErrorCode>([...SIGN_IN_ERRORS, ...CONNECTION_ERRORS])].filter(
        (code) => code !== "provider_unreachable" && code !== "rate_limited",
      ),
    } as Response,
  },
  "post /auth/logout": { 204: { description: "Signed out (also when there was no session)" } },
};

/** A generated link-preview image's answers (D47, docs/decisions/026). */
const IMAGE: Responses = {
  200: {
    description: "The image, 1200×630; its ETag names what it shows",
    headers: {
      ETag: { schema: { type: "string" } },
      "Cache-Control": {
        description: "Public, kept a few minutes, then revalidated with the ETag (decision 026)",
        schema: { type: "string" },
      },
    },
    content: { "image/png": { schema: { type: "string", contentMediaType: "image/png" } } },
  },
  304: { description: "Not modified: If-None-Match names the image's current ETag" },
};

/** Answers that are not JSON: the generated link-preview images (D47, docs/decisions/026). */
const IMAGES: Record<string, Responses> = {
  "get /checklist/{address}/preview.png": IMAGE,
  "get /runs/{runId}/preview.png": IMAGE,
  "get /runs/{runId}/join/{token}/preview.png": IMAGE,
  "get /users/{handle}/preview.png": IMAGE,
  "get /collections/{collectionId}/preview.png": IMAGE,
  // Issue 35: a handle's default face, drawn the same for everyone who asks.
  "get /avatars/{file}": {
    200: {
      description: "The SVG of the handle's first letter on a colour of its own",
      content: { "image/svg+xml": { schema: { type: "string", contentMediaType: "image/svg+xml" } } },
    },
  },
};

/**
 * What the shared plumbing answers for every route, stated in the document so that it tells
 * the truth (the API conventions of docs/product.md#spec-7): 403 for a foreign origin (D5), 400/413 for unreadable or
 * oversized JSON (sent to any write, with or without a body schema), 422 for any invalid parameter or body, 404 for any path that names nothing,
 * and which operations need the session cookie.
 */
function describeConventions(key: string, operation: Operation) {
  const [method = "", path = ""] = key.split(" ");
  operation.responses ??= {};
  const responses = operation.responses;
  const redirects = REDIRECTS[key];
  if (redirects) {
    delete responses[200];
    Object.assign(responses, redirects);
  }
  Object.assign(responses, IMAGES[key]);
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const operationWithCodes = operation as Operation & { [ERROR_CODES_KEY]?: ErrorCode[] };
  addCodes(responses, operationWithCodes[ERROR_CODES_KEY] ?? []);
  delete operationWithCodes[ERROR_CODES_KEY];
  if (UNSAFE.has(method)) {
    addCodes(responses, ["csrf_rejected"], "Refused: not sent from this site (D5)");
    // Any body sent is read, also where the operation takes none.
    addCodes(responses, ["bad_request"], "A body was sent that is not valid JSON");
    addCodes(responses, ["payload_too_large"], "A body was sent that is larger than 256 KB");
  }
  if (operation.requestBody) {
    addCodes(responses, ["validation_failed"], "The body breaks a rule; the message says which");
  }
  if (parameters.some((p) => p.in === "query")) {
    addCodes(responses, ["validation_failed"], "A query parameter breaks a rule; the message says which");
  }
  // A path parameter that fails its schema names nothing (errors.ts).
  if (parameters.some((p) => p.in === "path"))
    addCodes(responses, ["not_found"], "Not found, or hidden (D11)");
  // Node answers an address or headers over 16 KB itself, whatever the operation (errors.ts).
  addCodes(
    responses,
    ["headers_too_large"],
    "The address or the headers of the request are larger than 16 KB",
  );
  responses.default ??= errorResponse("Answers any request may meet, whatever it asks", ANY_REQUEST);
  describeCodes(responses);
  const operationId = OPERATION_IDS[key];
  if (operationId) operation.operationId = operationId;
  const needsSession = 401 in responses;
  // Spectral's operation-description: what the operation does, and who may call it.
  operation.description ??= `${operation.summary ?? ""}.\n\n${
    needsSession
      ? "Signed in only: without a session it answers 401 `unauthenticated`."
      : "Open to guests; with a session, it answers for that person."
  }`;
  if (path.startsWith("/auth/login") || path.startsWith("/auth/callback")) operation.security = [];
  else operation.security = needsSession ? [{ session: [] }] : [{}, { session: [] }];
}

/** Every `$ref` the value holds, however deep. */
function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref" && typeof inner === "string") found.add(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

/** Schemas no operation uses, even through another schema, are left out (Redocly's no-unused-components). */
function withoutUnusedSchemas(document: Document) {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  let pending = [...refsIn(document.paths, new Set())];
  while (pending.length) {
    const next: string[] = [];
    for (const ref of pending) {
      const name = ref.replace("#/components/schemas/", "");
      if (used.has(name) || !(name in schemas)) continue;
      used.add(name);
      next.push(...refsIn(schemas[name], new Set()));
    }
    pending = next;
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/** The generated document, less the local issuer's internal routes, with the conventions added. */
export function withApiConventions(document: Document): Document {
  document.tags = OPERATION_TAGS;
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!item || path === LOCAL_ISSUER_PATH || path.startsWith(`${LOCAL_ISSUER_PATH}/`)) {
      delete document.paths?.[path];
      continue;
    }
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) describeConventions(`${method} ${path}`, operation);
    }
  }
  withoutUnusedSchemas(document);
  return document;
}
