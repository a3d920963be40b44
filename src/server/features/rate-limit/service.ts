import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { RateLimitRule } from "#server/config.ts";
import { type Db, rowsOf } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { english } from "#shared/i18n/message.ts";

/** A value, or a placeholder for it in a statement built once (db/prepared.ts). */
type Given<T> = T | Placeholder;

export interface RateLimitCheck {
  key: Given<string>;
  rule: { [K in keyof RateLimitRule]: Given<RateLimitRule[K]> };
}

/** `case key when k1 then v1 … end`: each key's own value, inside the one upsert. */
function perKey(column: SQL, checks: RateLimitCheck[], value: (rule: RateLimitCheck["rule"]) => SQL): SQL {
  const arms = checks.map(({ key, rule }) => sql`when ${key} then ${value(rule)}`);
  return sql`(case ${column} ${sql.join(arms, sql` `)} end)`;
}

/**
 * Fixed-window counters kept in the database, so every app server shares them (D2, D6): the
 * upsert that moves all of a request's counters (per user and per IP) together, only when
 * `when` holds. It returns one row per counter: `over` its limit, and the seconds left of its
 * window. A statement of its own or a WITH of a larger one (playing/interaction.ts).
 */
export function countHits(checks: RateLimitCheck[], when: SQL = sql`true`): SQL {
  const window = perKey(
    sql`rate_limits.key`,
    checks,
    (rule) => sql`make_interval(secs => ${rule.windowSeconds}::int)`,
  );
  const max = perKey(sql`rate_limits.key`, checks, (rule) => sql`${rule.max}::int`);
  const keys = sql.join(
    checks.map(({ key }) => sql`(${key})`),
    sql`, `,
  );
  return sql`
    insert into rate_limits (key, window_start, count)
    select hit.key, now(), 1 from (values ${keys}) as hit (key) where ${when}
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= now() - ${window} then now()
        else rate_limits.window_start end,
      count = case when rate_limits.window_start <= now() - ${window} then 1
        else rate_limits.count + 1 end
    returning count > ${max} as over,
      ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after`;
}

/** A 429 with Retry-After (the longest wait) when `retryAfter` is set: some counter is over. */
export function refuseWhenOver(retryAfter: number | null | undefined): void {
  if (retryAfter === null || retryAfter === undefined) return;
  throw new AppError(
    "rate_limited",
    english("errors.tooManyRequests", "Too many requests. Please wait a moment and try again."),
    {
      "Retry-After": String(Math.max(1, Number(retryAfter))),
    },
  );
}

/** All of a request's limits, decided in one statement; a 429 when any is over. */
export async function hitRateLimits(db: Db, checks: RateLimitCheck[]): Promise<void> {
  const result = await db.execute(sql`
    with hits as (${countHits(checks)})
    select max(retry_after) filter (where over) as retry_after from hits`);
  refuseWhenOver(rowsOf<{ retry_after: number | null }>(result)[0]?.retry_after);
}

/** One limit: see hitRateLimits. */
export function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  return hitRateLimits(db, [{ key, rule }]);
}

/** Forget windows that ended long ago, so the table stays small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
