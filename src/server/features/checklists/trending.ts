import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";

/**
 * D35: likes older than a week stop counting for 'Trending'. Like and unlike keep
 * `recent_likes` in their own transaction; this counts the aged ones out (housekeeping, every
 * ten minutes), touching only checklists that have any this week.
 */
export async function countOutOldLikes(db: Db): Promise<void> {
  await db.execute(sql`
    update checklists set recent_likes = (
      select count(*) from likes
      where likes.checklist_id = checklists.id and likes.created_at > now() - interval '7 days'
    )
    where recent_likes > 0`);
}
