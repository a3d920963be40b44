// Players for the bench and the load run: an account and a session made directly in the
// database (the sign-in flow itself is tested in auth/sign-in.test.ts), as a cookie.
import type { AppConfig } from "#server/config.ts";
import { sessionCookieName } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { findOrCreateAccount } from "#server/features/auth/accounts.ts";
import { createSession } from "#server/features/auth/sessions.ts";
import { grantModerator } from "#server/features/moderation/moderators.ts";

export interface Player {
  userId: string;
  handle: string;
  cookie: string;
}

/** Granted a role before the session is first used, so no server has cached it without. */
export async function makePlayer(
  handle: DatabaseHandle,
  config: AppConfig,
  subject: string,
  role?: "admin",
): Promise<Player> {
  const account = await findOrCreateAccount(handle.db, {
    issuer: "https://bench.invalid",
    subject,
    name: subject.replace(/-/g, " "),
    email: null,
  });
  if (role) await grantModerator(handle.db, `@${account.handle}`, role);
  const { token } = await createSession(handle.db, config.sessionSecret, account.id);
  return {
    userId: account.id,
    handle: account.handle,
    cookie: `${sessionCookieName(config)}=${token}`,
  };
}
