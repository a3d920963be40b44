/** The wire shape of every API error (D7) and the one map from code to HTTP status. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  csrf_rejected: 403,
  not_found: 404,
  checklist_missing: 404,
  step_missing: 404,
  user_missing: 404,
  run_missing: 404,
  invite_missing: 404,
  provider_missing: 404,
  connection_missing: 404,
  method_not_allowed: 405,
  conflict: 409,
  id_taken: 409,
  already_connected: 409,
  last_connection: 409,
  validation_failed: 422,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What each code means, for the API's document: a client decides by the code, never by the words. */
export const ERROR_MEANING: Record<ErrorCode, string> = {
  bad_request: "the request could not be read (not JSON, too large)",
  unauthenticated: "signing in is needed",
  forbidden: "this person may not do this",
  csrf_rejected: "a write not sent from this site (D5)",
  not_found: "nothing is at this address, or it is hidden (D11)",
  checklist_missing: "the checklist does not exist or is hidden (D11)",
  step_missing: "the checklist has no such step (an approved edit may have removed it)",
  user_missing: "no person has this address",
  run_missing: "the run does not exist, or this person does not play it (D44)",
  invite_missing: "the invite link is wrong, was replaced by a new one (D44) or has expired (D74)",
  provider_missing: "this site does not offer sign-in with that provider (D55)",
  connection_missing: "the account is not connected to that provider (D55)",
  method_not_allowed: "the address does not take this method; see Allow",
  conflict: "the state forbids this action now",
  id_taken: "the address asked for is taken",
  already_connected: "the account is already connected to that provider (D55)",
  last_connection: "the only provider the account signs in with cannot be removed (D55)",
  validation_failed: "a field breaks a rule; `field` names it",
  rate_limited: "too many requests (D6); see Retry-After",
  unavailable: "the server is shutting down; try again",
  internal: "something failed on the server",
};

export interface ApiErrorBody {
  /** `field`: the path of the offending field (`title`, `steps.0.title`), where there is one. */
  error: { code: ErrorCode; message: string; field?: string };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && "code" in error && "message" in error;
}

/** SPEC §8's words for a missing checklist, and ours for a missing step. */
export const CHECKLIST_NOT_FOUND = "Checklist not found";
export const STEP_NOT_FOUND = "Step not found";
export const USER_NOT_FOUND = "User not found.";
