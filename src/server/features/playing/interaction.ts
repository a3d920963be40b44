import { type SQL, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { given, runStatement, type Statement, statement } from "#server/db/prepared.ts";
import { AppError, checklistMissing } from "#server/errors.ts";
import { isModerator } from "#shared/rules/roles.ts";
import type { Player } from "../auth/current-user.ts";
import { canSee } from "../checklists/visibility.ts";
import { countHits, refuseWhenOver } from "../rate-limit/service.ts";

/** What an action needs of its checklist. */
export interface PlayedChecklist {
  id: string;
  status: string;
  authorId: string | null;
  stepCount: number;
  likes: number;
}

/** Which checklists an action counts against the limits (see findAndCount). */
type CountWhen = "approved" | "approvedOrOwn" | "any";

const COUNT_WHEN: Record<CountWhen, SQL> = {
  approved: sql`status = 'approved'`,
  approvedOrOwn: sql`(status = 'approved' or author_id = ${given("userId")})`,
  any: sql`true`,
};

function findAndCountStatement(countWhen: CountWhen): Statement {
  const hits = countHits(
    [
      { key: given("userKey"), rule: { max: given("userMax"), windowSeconds: given("userWindow") } },
      { key: given("ipKey"), rule: { max: given("ipMax"), windowSeconds: given("ipWindow") } },
    ],
    sql`exists (select 1 from checklist where ${COUNT_WHEN[countWhen]})`,
  );
  return statement(sql`
    with checklist as (
      select id, status, author_id, step_count, likes from checklists
      where custom_id = ${given("address")} or id = ${given("address")}
      order by custom_id = ${given("address")} desc limit 1
    ),
    hits as (${hits})
    select id, status, author_id as "authorId", step_count as "stepCount", likes,
      (select max(retry_after) from hits where over) as "retryAfter"
    from checklist`);
}

/** Built once per kind: a tick must not spend its time turning SQL into text (issue 12). */
const FIND_AND_COUNT: Record<CountWhen, Statement> = {
  approved: findAndCountStatement("approved"),
  approvedOrOwn: findAndCountStatement("approvedOrOwn"),
  any: findAndCountStatement("any"),
};

/**
 * Finds the checklist behind `address` and, when `countWhen` holds for it, counts the action
 * against the player's per-user and per-IP interaction limits (D6): one statement. It writes
 * only to rate_limits, an UNLOGGED table, so its commit does not wait for the disk, and the
 * counters' row locks (the per-IP one is shared by everyone behind that address) are held for
 * this statement alone, never through the durable commit of the action that follows (issue 12).
 */
async function findAndCount(
  db: Database,
  config: AppConfig,
  player: Player,
  address: string,
  countWhen: CountWhen,
): Promise<(PlayedChecklist & { retryAfter: number | null }) | null> {
  const { interactPerUser, interactPerIp } = config.rateLimits;
  const [row] = await runStatement<PlayedChecklist & { retryAfter: number | null }>(
    db,
    FIND_AND_COUNT[countWhen],
    {
      address,
      userId: player.user.id,
      userKey: `interact:user:${player.user.id}`,
      userMax: interactPerUser.max,
      userWindow: interactPerUser.windowSeconds,
      ipKey: `interact:ip:${player.ip}`,
      ipMax: interactPerIp.max,
      ipWindow: interactPerIp.windowSeconds,
    },
  );
  return row ?? null;
}

/** The approved checklist behind `address`, the action counted: 404 when missing or hidden (D11), 409 when not approved, 429 over a limit. */
export async function playableChecklist(
  db: Database,
  config: AppConfig,
  player: Player,
  address: string,
): Promise<PlayedChecklist> {
  const row = await findAndCount(db, config, player, address, "approved");
  if (!row || !canSee(row, player.user)) throw checklistMissing();
  if (row.status !== "approved") {
    throw new AppError(
      "checklist_not_approved",
      "Only approved checklists can be joined, ticked, liked or saved.",
    );
  }
  refuseWhenOver(row.retryAfter);
  return row;
}

/** Any checklist the player can see (leaving one that is not approved is allowed), the action counted. */
export async function visibleChecklist(
  db: Database,
  config: AppConfig,
  player: Player,
  address: string,
): Promise<PlayedChecklist> {
  const row = await findAndCount(
    db,
    config,
    player,
    address,
    isModerator(player.user) ? "any" : "approvedOrOwn",
  );
  if (!row || !canSee(row, player.user)) throw checklistMissing();
  refuseWhenOver(row.retryAfter);
  return row;
}
