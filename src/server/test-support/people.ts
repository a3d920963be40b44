import type { ModeratorRole } from "#shared/moderator-roles.ts";
import { sessionCookieName } from "../config.ts";
import { findOrCreateAccount } from "../features/auth/accounts.ts";
import { createSession } from "../features/auth/sessions.ts";
import { grantModerator } from "../features/moderation/moderators.ts";
import { BrowserClient } from "./browser-client.ts";
import type { TestApp } from "./test-app.ts";

/** A browser signed in through the local issuer as a new person (or the local moderator). */
export async function signedIn(origin: string, name: string, intent?: "moderator"): Promise<BrowserClient> {
  const browser = new BrowserClient(origin);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]/g, "")}@example.com`;
  await browser.signIn({ name, email, intent });
  return browser;
}

/** Test limits high enough that many sign-ins and writes in one file never hit a 429. */
export const RELAXED_RATE_LIMITS = JSON.stringify({
  signInPerIp: { max: 10_000, windowSeconds: 60 },
  createPerUser: { max: 10_000, windowSeconds: 60 },
  createPerIp: { max: 10_000, windowSeconds: 60 },
  editPerUser: { max: 10_000, windowSeconds: 60 },
});

/** RELAXED_RATE_LIMITS, and as many ticks and runs as a test of runs makes. */
export const RUN_TEST_RATE_LIMITS = JSON.stringify({
  ...JSON.parse(RELAXED_RATE_LIMITS),
  interactPerUser: { max: 100_000, windowSeconds: 60 },
  interactPerIp: { max: 100_000, windowSeconds: 60 },
  runPerUser: { max: 100_000, windowSeconds: 60 },
  runPerIp: { max: 100_000, windowSeconds: 60 },
});

/**
 * Many people quickly: an account and a session made directly (the sign-in flow itself is
 * tested in auth/sign-in.test.ts), as a browser with the session cookie; with a role, a moderator.
 */
export async function quickPerson(t: TestApp, name: string, role?: ModeratorRole): Promise<BrowserClient> {
  const account = await findOrCreateAccount(t.database.db, {
    issuer: "https://people.test",
    subject: `${name}-${Math.random().toString(36).slice(2)}`,
    name,
    email: null,
  });
  // Granted before the session is first used: a grant afterwards reaches the server's session
  // cache only with its NOTIFY, a moment later on PostgreSQL (auth/session-cache.ts).
  if (role) await grantModerator(t.database.db, `@${account.handle}`, role);
  const { token } = await createSession(t.database.db, t.config.sessionSecret, account.id);
  const browser = new BrowserClient(t.url);
  browser.cookies.set(sessionCookieName(t.config), token);
  return browser;
}
