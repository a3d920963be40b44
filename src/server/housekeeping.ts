import type { Database } from "./db/client.ts";
import { pruneAuthFlows } from "./features/auth/flows.ts";
import { pruneExpiredSessions } from "./features/auth/sessions.ts";
import { pruneRateLimits } from "./features/rate-limit/service.ts";

const EVERY_HOUR_MS = 60 * 60 * 1000;

/** Removes expired sessions, sign-in attempts and rate-limit windows once an hour. */
export function startHousekeeping(db: Database): () => void {
  const run = async () => {
    try {
      await pruneExpiredSessions(db);
      await pruneAuthFlows(db);
      await pruneRateLimits(db);
    } catch (error) {
      console.error("Housekeeping failed:", error);
    }
  };
  const timer = setInterval(run, EVERY_HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
