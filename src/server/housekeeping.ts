import type { Database } from "./db/client.ts";
import { prunePageViews } from "./features/analytics/service.ts";
import { pruneAuthFlows } from "./features/auth/flows.ts";
import { pruneExpiredSessions } from "./features/auth/sessions.ts";
import { countOutOldLikes } from "./features/checklists/trending.ts";
import { deliverFollowNews, pruneNotifications } from "./features/notifications/write.ts";
import { pruneRateLimits } from "./features/rate-limit/service.ts";
import { pruneRunEvents } from "./features/runs/events.ts";

const EVERY_HOUR_MS = 60 * 60 * 1000;
const EVERY_TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * Removes expired sessions, sign-in attempts, rate-limit windows, old page views, run events and
 * notifications beyond each person's newest NOTIFICATIONS_KEPT (D67's to followers) once an
 * hour; every ten minutes counts likes older than a week out of 'Trending' (D35) and delivers
 * news to followers left undelivered (D67).
 */
export function startHousekeeping(db: Database): () => void {
  const run = async () => {
    try {
      await pruneExpiredSessions(db);
      await pruneAuthFlows(db);
      await pruneRateLimits(db);
      await prunePageViews(db);
      await pruneRunEvents(db);
      await pruneNotifications(db);
    } catch (error) {
      console.error("Housekeeping failed:", error);
    }
  };
  const timer = setInterval(run, EVERY_HOUR_MS);
  timer.unref();
  const trending = setInterval(() => {
    countOutOldLikes(db).catch((error) => console.error("Housekeeping (trending) failed:", error));
    // D67: news to followers that a server stopped before delivering (normally delivered at once).
    deliverFollowNews(db).catch((error) => console.error("Housekeeping (follow news) failed:", error));
  }, EVERY_TEN_MINUTES_MS);
  trending.unref();
  return () => {
    clearInterval(timer);
    clearInterval(trending);
  };
}
