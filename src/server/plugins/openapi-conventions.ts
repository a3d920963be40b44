import type { OpenAPIV3_1 } from "openapi-types";
import { LOCAL_ISSUER_PATH } from "../oidc/local-issuer.ts";
import { OPERATION_IDS, OPERATION_TAGS } from "./openapi-operations.ts";

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Responses = OpenAPIV3_1.ResponsesObject;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const UNSAFE = new Set(["post", "put", "patch", "delete"]);

const errorResponse = (description: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** Answers of the sign-in routes, which redirect or answer with no body (no zod response schema). */
const REDIRECTS: Record<string, Responses> = {
  "get /auth/login": {
    302: {
      description:
        "To the provider's sign-in page, to /sign-in?error=unavailable when it cannot be reached, or to /sign-in when several providers are configured and none is named",
    },
    404: errorResponse("This site does not offer sign-in with that provider (`provider_missing`)"),
    422: errorResponse(
      "returnTo is not plain text of at most 2,000 characters, or provider is not microsoft, discord or google",
    ),
    429: errorResponse("Too many sign-in starts from this address (D6); see Retry-After"),
  },
  "get /auth/callback": {
    302: {
      description:
        "Signing in: back to returnTo or the profile, else to /sign-in?error=…. Connecting (D55): to /my/settings?connection=linked|identity_taken|already_connected|cancelled|provider|state&provider=…",
    },
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
  // Issue 35: a handle's default face, drawn the same for everyone who asks.
  "get /avatars/{file}": {
    200: {
      description: "The SVG of the handle's first letter on a colour of its own",
      content: { "image/svg+xml": { schema: { type: "string", contentMediaType: "image/svg+xml" } } },
    },
  },
};

function addIfMissing(responses: Responses, status: number, description: string) {
  responses[status] ??= errorResponse(description);
}

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
  if (UNSAFE.has(method)) {
    addIfMissing(responses, 403, "Refused: not sent from this site (D5)");
    // Any body sent is read, also where the operation takes none.
    addIfMissing(responses, 400, "A body was sent that is not valid JSON");
    addIfMissing(responses, 413, "A body was sent that is larger than 256 KB");
  }
  if (operation.requestBody) {
    addIfMissing(responses, 422, "The body breaks a rule; the message says which");
  }
  if (parameters.some((p) => p.in === "query")) {
    addIfMissing(responses, 422, "A query parameter breaks a rule; the message says which");
  }
  if (parameters.some((p) => p.in === "path")) addIfMissing(responses, 404, "Not found, or hidden (D11)");
  // Node answers an address or headers over 16 KB itself, whatever the operation (errors.ts).
  addIfMissing(responses, 431, "The address or the headers of the request are larger than 16 KB");
  const operationId = OPERATION_IDS[key];
  if (operationId) operation.operationId = operationId;
  const needsSession = 401 in responses;
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
