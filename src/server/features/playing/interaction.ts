import { type SQL, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { executePrepared } from "#server/db/prepared.ts";
import { AppError, notFound } from "#server/errors.ts";
import { CHECKLIST_NOT_FOUND } from "#shared/errors.ts";
import { isModerator } from "#shared/rules/roles.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { canSee } from "../checklists/visibility.ts";
import { countHits, refuseWhenOver } from "../rate-limit/service.ts";

export interface Player {
  user: SessionUser;
  ip: string;
}

/** What an action needs of its checklist. */
export interface PlayedChecklist {
  id: string;
  status: string;
  authorId: string | null;
  stepCount: number;
  likes: number;
}

/**
 * Finds the checklist behind `slug` and, when `countWhen` holds for it, counts the action
 * against the player's per-user and per-IP interaction limits (D6): one statement. It writes
 * only to rate_limits, an UNLOGGED table, so its commit does not wait for the disk, and the
 * counters' row locks (the per-IP one is shared by everyone behind that address) are held for
 * this statement alone, never through the durable commit of the action that follows (issue 12).
 */
async function findAndCount(
  db: Database,
  config: AppConfig,
  player: Player,
  slug: string,
  countWhen: SQL,
): Promise<(PlayedChecklist & { retryAfter: number | null }) | null> {
  const hits = countHits(
    [
      { key: `interact:user:${player.user.id}`, rule: config.rateLimits.interactPerUser },
      { key: `interact:ip:${player.ip}`, rule: config.rateLimits.interactPerIp },
    ],
    sql`exists (select 1 from checklist where ${countWhen})`,
  );
  const [row] = await executePrepared<PlayedChecklist & { retryAfter: number | null }>(
    db,
    sql`
    with checklist as (
      select id, status, author_id, step_count, likes from checklists
      where custom_id = ${slug} or id = ${slug}
      order by custom_id = ${slug} desc limit 1
    ),
    hits as (${hits})
    select id, status, author_id as "authorId", step_count as "stepCount", likes,
      (select max(retry_after) from hits where over) as "retryAfter"
    from checklist`,
  );
  return row ?? null;
}

/** The approved checklist behind `slug`, the action counted: 404 when missing or hidden (D11), 409 when not approved, 429 over a limit. */
export async function playableChecklist(
  db: Database,
  config: AppConfig,
  player: Player,
  slug: string,
): Promise<PlayedChecklist> {
  const row = await findAndCount(db, config, player, slug, sql`status = 'approved'`);
  if (!row || !canSee(row, player.user)) throw notFound(CHECKLIST_NOT_FOUND);
  if (row.status !== "approved") {
    throw new AppError("conflict", "Only approved checklists can be joined, ticked, liked or saved.");
  }
  refuseWhenOver(row.retryAfter);
  return row;
}

/** Any checklist the player can see (leaving one that is not approved is allowed), the action counted. */
export async function visibleChecklist(
  db: Database,
  config: AppConfig,
  player: Player,
  slug: string,
): Promise<PlayedChecklist> {
  const visible = isModerator(player.user)
    ? sql`true`
    : sql`(status = 'approved' or author_id = ${player.user.id})`;
  const row = await findAndCount(db, config, player, slug, visible);
  if (!row || !canSee(row, player.user)) throw notFound(CHECKLIST_NOT_FOUND);
  refuseWhenOver(row.retryAfter);
  return row;
}
