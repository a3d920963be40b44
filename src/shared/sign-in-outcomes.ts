import type { ErrorCode } from "./errors.ts";
import { english } from "./i18n/message.ts";
import { CONNECTION_MESSAGES } from "./sign-in-providers.ts";

/**
 * How a sign-in that failed ends, as `/sign-in?error=…` says: codes of the one error
 * vocabulary (errors.ts, decision 046), shared by the server that redirects and the page that explains.
 */
export const SIGN_IN_ERRORS = [
  "sign_in_expired",
  "sign_in_cancelled",
  "provider_failed",
  "provider_unreachable",
  "rate_limited",
] as const satisfies readonly ErrorCode[];
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

/** How connecting another provider failed (D55), as `/my/settings?connection=…` says. */
export const CONNECTION_ERRORS = [
  "identity_taken",
  "already_connected",
  "sign_in_expired",
  "sign_in_cancelled",
  "provider_failed",
  "provider_unreachable",
] as const satisfies readonly ErrorCode[];
export type ConnectionError = (typeof CONNECTION_ERRORS)[number];

/** The one outcome of connecting that is no error. */
export const LINKED = "linked";
export type ConnectionOutcome = typeof LINKED | ConnectionError;

/** SPEC's words on the sign-in page for each way signing in failed. */
const SIGN_IN_MESSAGES: Record<SignInError, string> = {
  sign_in_expired: english(
    "shared.signInExpired",
    "Your sign-in expired or was started in another tab. Please try again.",
  ),
  provider_failed: english("shared.signInFailed", "Sign-in failed. Please try again."),
  sign_in_cancelled: english(
    "shared.signInCancelled",
    "Sign-in was cancelled. You can try again whenever you like.",
  ),
  provider_unreachable: english(
    "shared.signInUnreachable",
    "The sign-in service cannot be reached right now. Please try again in a few minutes.",
  ),
  rate_limited: english(
    "shared.signInRateLimited",
    "Too many sign-ins were started from your network just now. Please wait a minute and try again.",
  ),
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

/** The sign-in page's words for `?error=…`; none for a value that is no outcome. */
export function signInErrorMessage(code: string | null): string | undefined {
  return isOneOf(SIGN_IN_ERRORS, code) ? SIGN_IN_MESSAGES[code] : undefined;
}

/** Settings' words for `?connection=…` with the provider's name; none for a value that is no outcome. */
export function connectionOutcomeMessage(
  outcome: string | null,
  providerName: string,
): { text: string; tone: "success" | "error" } | null {
  if (outcome === LINKED) return { text: CONNECTION_MESSAGES.linked(providerName), tone: "success" };
  if (!isOneOf(CONNECTION_ERRORS, outcome)) return null;
  const text: Record<ConnectionError, string> = {
    identity_taken: CONNECTION_MESSAGES.identityTaken(providerName),
    already_connected: CONNECTION_MESSAGES.alreadyConnected(providerName),
    sign_in_cancelled: CONNECTION_MESSAGES.linkCancelled,
    sign_in_expired: CONNECTION_MESSAGES.linkExpired,
    provider_failed: CONNECTION_MESSAGES.linkFailed,
    provider_unreachable: CONNECTION_MESSAGES.linkFailed,
  };
  return { text: text[outcome], tone: "error" };
}
