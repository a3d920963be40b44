import type { Database } from "./db/client.ts";
import { prunePageViews } from "./features/analytics/service.ts";
import { pruneAuthFlows } from "./features/auth/flows.ts";
import { pruneExpiredSessions } from "./features/auth/sessions.ts";
import { countOutOldLikes } from "./features/checklists/trending.ts";
import { pruneRateLimits } from "./features/rate-limit/service.ts";
import { pruneRunEvents } from "./features/runs/events.ts";

const EVERY_HOUR_MS = 60 * 60 * 1000;
const EVERY_TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * Removes expired sessions, sign-in attempts, rate-limit windows, old page views and run events once an
 * hour, and counts likes older than a week out of 'Trending' every ten minutes (D35).
 */
export function startHousekeeping(db: Database): () => void {
  const run = async () => {
    try {
      await pruneExpiredSessions(db);
      await pruneAuthFlows(db);
      await pruneRateLimits(db);
      await prunePageViews(db);
      await pruneRunEvents(db);
    } catch (error) {
      console.error("Housekeeping failed:", error);
    }
  };
  const timer = setInterval(run, EVERY_HOUR_MS);
  timer.unref();
  const trending = setInterval(() => {
    countOutOldLikes(db).catch((error) => console.error("Housekeeping (trending) failed:", error));
  }, EVERY_TEN_MINUTES_MS);
  trending.unref();
  return () => {
    clearInterval(timer);
    clearInterval(trending);
  };
}
