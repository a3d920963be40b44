import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageViews } from "../../db/schema/index.ts";

/** Adds one view to today's counter for the path (D21). Nothing about the visitor is kept. */
export async function countPageView(db: Db, path: string): Promise<void> {
  await db
    .insert(pageViews)
    .values({ day: sql`current_date`, path, count: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path],
      set: { count: sql`${pageViews.count} + 1` },
    });
}
