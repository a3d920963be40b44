import { type ErrorCode, isApiErrorBody } from "#shared/errors.ts";

/**
 * An API error as the server sent it ({ error: { code, message, field? } }), or a network
 * failure. Code decides; the message is only shown.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network",
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * What to tell a person when a request fails: the server's own words for a refusal (a 4xx), else
 * `fallback` (no connection, a server error), which says what did not happen.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== "network" && error.status < 500
    ? error.message
    : fallback;
}

const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";
/** D31: what a page never opened before says without a connection. */
export const OFFLINE_MESSAGE =
  "You are offline. This page needs a connection; the checklists you have opened before still work offline.";

/** JSON in, JSON out; no UI side effects. Throws ApiError for any non-2xx answer. */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers:
        init.body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network", navigator.onLine === false ? OFFLINE_MESSAGE : NETWORK_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isApiErrorBody(body))
      throw new ApiError(response.status, body.error.code, body.error.message, body.error.field);
    throw new ApiError(response.status, "internal", "Something went wrong. Please try again.");
  }
  return body as T;
}
