import { type Placeholder, type SQL, sql } from "drizzle-orm";

/**
 * The player's first run of a checklist (D43): of the runs they play, owned or joined, the one
 * they joined first. The per-checklist routes (membership, steps/{stepId}/done, the checklist's
 * `joined` and `completedStepIds`) act on it, as they acted on the one progress before runs.
 * A subquery of one `run_id` (none when they play no run of it); values or placeholders.
 */
export function firstRunOf(userId: string | Placeholder, checklistId: string | Placeholder): SQL {
  return sql`select run_id from run_members
    where user_id = ${userId} and checklist_id = ${checklistId}
    order by joined_at, run_id limit 1`;
}
