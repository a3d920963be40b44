import { type SQL, sql } from "drizzle-orm";
import type { RateLimitRule } from "#server/config.ts";
import { type Db, rowsOf } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";

export interface RateLimitCheck {
  key: string;
  rule: RateLimitRule;
}

/** `case key when k1 then w1 … end`: each key's window, inside the one upsert. */
function windowOf(column: SQL, checks: RateLimitCheck[]): SQL {
  const arms = checks.map(
    ({ key, rule }) => sql`when ${key} then make_interval(secs => ${rule.windowSeconds}::int)`,
  );
  return sql`(case ${column} ${sql.join(arms, sql` `)} end)`;
}

/**
 * Fixed-window counters kept in the database, so every app server shares them (D2, D6).
 * All of a request's limits (per user and per IP) are decided in ONE statement: every counter
 * moves together, and a 429 with Retry-After (the longest wait) is thrown when any is over.
 */
export async function hitRateLimits(db: Db, checks: RateLimitCheck[]): Promise<void> {
  const window = windowOf(sql`rate_limits.key`, checks);
  const rows = sql.join(
    checks.map(({ key }) => sql`(${key}, now(), 1)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count)
    values ${rows}
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= now() - ${window} then now()
        else rate_limits.window_start end,
      count = case when rate_limits.window_start <= now() - ${window} then 1
        else rate_limits.count + 1 end
    returning key, count, ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after
  `);
  const over = rowsOf<{ key: string; count: number; retry_after: number }>(result).filter((row) => {
    const check = checks.find((c) => c.key === row.key);
    return check !== undefined && Number(row.count) > check.rule.max;
  });
  if (over.length > 0) {
    const wait = Math.max(1, ...over.map((row) => Number(row.retry_after)));
    throw new AppError("rate_limited", "Too many requests. Please wait a moment and try again.", {
      "Retry-After": String(wait),
    });
  }
}

/** One limit: see hitRateLimits. */
export function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  return hitRateLimits(db, [{ key, rule }]);
}

/** Forget windows that ended long ago, so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
