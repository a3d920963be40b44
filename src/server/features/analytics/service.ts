import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";

/** At most this many distinct paths are counted per day; views of further new paths are dropped. */
export const PAGE_VIEW_PATHS_PER_DAY = 2_000;
/** Daily counts older than this are pruned (the moderators' totals look back 30 days). */
export const PAGE_VIEW_DAYS_KEPT = 400;

/**
 * Adds one view to today's counter for the path (D21). Nothing about the visitor is kept.
 * A path already counted today is always counted; a new one only while today has fewer than
 * PAGE_VIEW_PATHS_PER_DAY paths, so made-up paths cannot grow the table without bound.
 */
export async function countPageView(db: Db, path: string): Promise<void> {
  await db.execute(sql`
    insert into page_views (day, path, count)
    select current_date, ${path}, 1
    where exists (select 1 from page_views where day = current_date and path = ${path})
       or (select count(*) from page_views where day = current_date) < ${PAGE_VIEW_PATHS_PER_DAY}
    on conflict (day, path) do update set count = page_views.count + 1
  `);
}

export async function prunePageViews(db: Db): Promise<void> {
  await db.execute(sql`delete from page_views where day < current_date - ${PAGE_VIEW_DAYS_KEPT}::int`);
}
