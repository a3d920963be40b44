import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * D44's invite links. The token is never stored: the run keeps a random nonce, and the token
 * is the HMAC-SHA256 of the run and that nonce under the server's secret (256 bits, base64url).
 * A copy of the database alone opens no run, as with a stored hash, and the owner can see the
 * link again; a new nonce ('New link') makes every earlier token fail (docs/decisions/024-runs.md).
 */
export function newInviteNonce(): string {
  return randomBytes(16).toString("hex");
}

export function inviteToken(secret: string, runId: string, nonce: string): string {
  return createHmac("sha256", secret).update(`run-invite:${runId}:${nonce}`).digest("base64url");
}

/** Whether `token` is the run's current invite token (compared in constant time). */
export function isInviteToken(secret: string, runId: string, nonce: string | null, token: string): boolean {
  if (nonce === null) return false;
  const expected = Buffer.from(inviteToken(secret, runId, nonce));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether an invite link opens the run now (D44, D74): `missing` for a wrong or revoked token,
 * `expired` for one past its 7 days, `open` otherwise. Who may then join is the caller's rule.
 */
export function inviteState(
  secret: string,
  run: { id: string; inviteNonce: string | null; inviteExpiresAt: Date | null },
  token: string,
  now = Date.now(),
): "open" | "missing" | "expired" {
  if (!isInviteToken(secret, run.id, run.inviteNonce, token)) return "missing";
  if (!run.inviteExpiresAt || run.inviteExpiresAt.getTime() <= now) return "expired";
  return "open";
}
