import { sql } from "drizzle-orm";
import type { RateLimitRule } from "../../config.ts";
import { type Db, rowsOf } from "../../db/client.ts";
import { AppError } from "../../errors.ts";

/**
 * A fixed-window counter kept in the database, so every app server shares it (D2, D6).
 * Throws a 429 with Retry-After once more than `rule.max` hits fall in the current window.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const window = sql`make_interval(secs => ${rule.windowSeconds}::int)`;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= now() - ${window} then now()
        else rate_limits.window_start end,
      count = case when rate_limits.window_start <= now() - ${window} then 1
        else rate_limits.count + 1 end
    returning count, ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after
  `);
  const row = rowsOf<{ count: number; retry_after: number }>(result)[0];
  if (row && Number(row.count) > rule.max) {
    throw new AppError("rate_limited", "Too many requests. Please wait a moment and try again.", {
      "Retry-After": String(Math.max(1, Number(row.retry_after))),
    });
  }
}

/** Forget windows that ended long ago, so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
