import { english } from "./i18n/message.ts";

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
  version_missing: 404,
  invite_missing: 404,
  provider_missing: 404,
  connection_missing: 404,
  collection_missing: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  id_taken: 409,
  already_connected: 409,
  last_connection: 409,
  identity_taken: 409,
  checklist_not_approved: 409,
  checklist_not_pending: 409,
  checklist_not_published: 409,
  no_open_reports: 409,
  no_dismissal_to_undo: 409,
  run_full: 409,
  too_many_runs: 409,
  owner_must_end_run: 409,
  not_following: 409,
  collection_is_default: 409,
  payload_too_large: 413,
  validation_failed: 422,
  rate_limited: 429,
  headers_too_large: 431,
  sign_in_expired: 400,
  sign_in_cancelled: 400,
  provider_failed: 502,
  provider_unreachable: 503,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What each code means, for the API's document: a client decides by the code, never by the words. */
export const ERROR_MEANING: Record<ErrorCode, string> = {
  bad_request: "the request could not be read (not JSON, not HTTP)",
  unauthenticated: "signing in is needed",
  forbidden: "this person may not do this",
  csrf_rejected: "a write not sent from this site (D5)",
  not_found: "nothing is at this address, or it is hidden (D11)",
  checklist_missing: "the checklist does not exist or is hidden (D11)",
  step_missing: "the checklist has no such step (an approved edit may have removed it)",
  user_missing: "no person has this address",
  run_missing: "the run does not exist, or this person does not play it (D44)",
  version_missing: "the game's data has no such Java Edition release (D59)",
  invite_missing: "the invite link is wrong, was replaced by a new one (D44) or has expired (D74)",
  provider_missing: "this site does not offer sign-in with that provider (D55)",
  connection_missing: "the account is not connected to that provider (D55)",
  collection_missing:
    "the collection does not exist, or it is neither this person's nor shared with them (D68)",
  method_not_allowed: "the address does not take this method; see Allow",
  request_timeout: "the request took too long to arrive",
  id_taken: "the address asked for is taken",
  already_connected: "the account is already connected to that provider (D55)",
  last_connection: "the only provider the account signs in with cannot be removed (D55)",
  identity_taken: "the provider's account is already connected to another account here (D55)",
  checklist_not_approved: "the checklist is not approved, so it cannot be played, liked, saved or run",
  checklist_not_pending:
    "the checklist has nothing awaiting a decision: neither under review nor an edit pending",
  checklist_not_published: "the checklist is not published, so it cannot be unpublished",
  no_open_reports: "the checklist has no open reports to resolve (D34)",
  no_dismissal_to_undo: "no recent dismissal of reports is there to undo (D34)",
  run_full: "the run has as many players as a run may have (D44)",
  too_many_runs: "the player already plays as many unfinished runs of the checklist as allowed (D43)",
  owner_must_end_run: "the run's owner cannot be removed from it; they end it instead (D44)",
  not_following: "the person does not follow them, so there is no follow to change (D67)",
  collection_is_default:
    "the collection is the person's 'Saved', which 'Save' fills: it cannot be deleted (D68)",
  payload_too_large: "the request body is larger than 256 KB",
  validation_failed: "a field breaks a rule; `field` names it",
  rate_limited: "too many requests (D6); see Retry-After",
  headers_too_large: "the address or the headers are larger than 16 KB",
  sign_in_expired:
    "sign-in outcome: the sign-in expired, was finished already or was started in another browser",
  sign_in_cancelled: "sign-in outcome: the person cancelled at the provider",
  provider_failed: "sign-in outcome: the provider refused or answered what could not be verified",
  provider_unreachable: "sign-in outcome: the provider could not be reached",
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
export const CHECKLIST_NOT_FOUND = english("validation.checklistNotFound", "Checklist not found");
export const STEP_NOT_FOUND = english("validation.stepNotFound", "Step not found");
export const USER_NOT_FOUND = english("validation.userNotFound", "User not found.");
