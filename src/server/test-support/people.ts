import { BrowserClient } from "./browser-client.ts";

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
