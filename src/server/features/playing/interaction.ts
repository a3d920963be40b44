import { type SQL, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { given, runStatement, type Statement, statement } from "#server/db/prepared.ts";
import { AppError, checklistMissing, runMissing } from "#server/errors.ts";
import { english } from "#shared/i18n/message.ts";
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

/** The refusal of an action on a checklist that is not approved (409). */
export function notPlayableChecklist(): AppError {
  return new AppError(
    "checklist_not_approved",
    english("errors.notApproved", "Only approved checklists can be joined, ticked, liked or saved."),
  );
}

/** Which checklists an action counts against the limits (see findAndCount). */
type CountWhen = "approved" | "approvedOrOwn" | "any";

const COUNT_WHEN: Record<CountWhen, SQL> = {
  approved: sql`status = 'approved'`,
  approvedOrOwn: sql`(status = 'approved' or author_id = ${given("userId")})`,
  any: sql`true`,
};

/** The interaction limits of D6, counted in the statement that finds what is acted on when `when` holds. */
function interactionHits(when: SQL): SQL {
  return countHits(
    [
      { key: given("userKey"), rule: { max: given("userMax"), windowSeconds: given("userWindow") } },
      { key: given("ipKey"), rule: { max: given("ipMax"), windowSeconds: given("ipWindow") } },
    ],
    when,
  );
}

function findAndCountStatement(countWhen: CountWhen): Statement {
  const hits = interactionHits(sql`exists (select 1 from checklist where ${COUNT_WHEN[countWhen]})`);
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
  const [row] = await runStatement<PlayedChecklist & { retryAfter: number | null }>(
    db,
    FIND_AND_COUNT[countWhen],
    { address, userId: player.user.id, ...limitValues(config, player) },
  );
  return row ?? null;
}

/** The values of interactionHits: this player's counters and the configured limits. */
function limitValues(config: AppConfig, player: Player) {
  const { interactPerUser, interactPerIp } = config.rateLimits;
  return {
    userKey: `interact:user:${player.user.id}`,
    userMax: interactPerUser.max,
    userWindow: interactPerUser.windowSeconds,
    ipKey: `interact:ip:${player.ip}`,
    ipMax: interactPerIp.max,
    ipWindow: interactPerIp.windowSeconds,
  };
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
    throw notPlayableChecklist();
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

/** A run as a tick needs it: its checklist, and the player's part in it (null: not a member). */
export interface PlayedRun extends PlayedChecklist {
  runId: string;
  role: string | null;
}

/**
 * The run and its checklist, the tick counted against the limits of D6 when the player plays
 * it and it may be played: one statement, as findAndCount is for a checklist (decision 047).
 */
const FIND_RUN_AND_COUNT = statement(sql`
  with run as (
    select r.id as run_id, c.id, c.status, c.author_id, c.step_count, c.likes, m.role
    from runs r join checklists c on c.id = r.checklist_id
    left join run_members m on m.run_id = r.id and m.user_id = ${given("userId")}
    where r.id = ${given("runId")}::uuid
  ),
  hits as (${interactionHits(sql`exists (select 1 from run where role is not null and status = 'approved')`)})
  select run_id::text as "runId", id, status, author_id as "authorId", step_count as "stepCount", likes,
    role, (select max(retry_after) from hits where over) as "retryAfter"
  from run`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The run `runId` the player plays, of an approved checklist, the action counted: 404 (run
 * missing) unless they play it and may see its checklist (D44), 409 when the checklist is not
 * approved, 429 over a limit.
 */
export async function playableRun(
  db: Database,
  config: AppConfig,
  player: Player,
  runId: string,
): Promise<PlayedRun> {
  if (!UUID.test(runId)) throw runMissing();
  const [row] = await runStatement<PlayedRun & { retryAfter: number | null }>(db, FIND_RUN_AND_COUNT, {
    runId,
    userId: player.user.id,
    ...limitValues(config, player),
  });
  if (!row || row.role === null || !canSee(row, player.user)) throw runMissing();
  if (row.status !== "approved") throw notPlayableChecklist();
  refuseWhenOver(row.retryAfter);
  return row;
}
