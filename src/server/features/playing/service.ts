import { and, eq, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import { type Database, type Db, rowsOf, type Tx } from "#server/db/client.ts";
import { isForeignKeyViolation } from "#server/db/errors.ts";
import { checklists, likes, memberships, saves, stepTicks, users } from "#server/db/schema/index.ts";
import { AppError, forbidden, notFound, unauthenticated } from "#server/errors.ts";
import type { LikeState, Progress, SaveState } from "#shared/contracts/playing.ts";
import { CHECKLIST_NOT_FOUND, STEP_NOT_FOUND } from "#shared/errors.ts";
import { isCompleted, progressPercent } from "#shared/rules/progress.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { type ChecklistRow, findChecklistRow } from "../checklists/read-model.ts";
import { canSee } from "../checklists/visibility.ts";
import { hitRateLimits } from "../rate-limit/service.ts";

export interface Player {
  user: SessionUser;
  ip: string;
}

/** Likes, saves, joins and ticks count against one per-user and one per-IP limit (D6). */
async function limitInteraction(db: Db, config: AppConfig, player: Player) {
  await hitRateLimits(db, [
    { key: `interact:user:${player.user.id}`, rule: config.rateLimits.interactPerUser },
    { key: `interact:ip:${player.ip}`, rule: config.rateLimits.interactPerIp },
  ]);
}

/** The approved checklist behind `slug`: 404 when missing or hidden (D11), 409 when not approved. */
async function playableChecklist(db: Db, slug: string, user: SessionUser): Promise<ChecklistRow> {
  const row = await findChecklistRow(db, slug);
  if (!row || !canSee(row, user)) throw notFound(CHECKLIST_NOT_FOUND);
  if (row.status !== "approved") {
    throw new AppError("conflict", "Only approved checklists can be joined, ticked, liked or saved.");
  }
  return row;
}

export async function progressOf(
  db: Db,
  userId: string,
  checklistId: string,
  total: number,
): Promise<Progress> {
  const [membership, ticks] = await Promise.all([
    db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.checklistId, checklistId))),
    db
      .select({ stepId: stepTicks.stepId })
      .from(stepTicks)
      .where(and(eq(stepTicks.userId, userId), eq(stepTicks.checklistId, checklistId))),
  ]);
  const done = ticks.length;
  return {
    joined: membership.length > 0,
    completedStepIds: ticks.map((tick) => tick.stepId),
    done,
    total,
    percent: progressPercent(done, total),
    completed: membership.length > 0 && isCompleted(done, total),
  };
}

/**
 * Keeps the player's account from being deleted until this transaction ends (D20 against D15):
 * a deletion that comes first makes this answer 401; one that comes second waits and then
 * takes this like with it, counter included.
 */
async function holdAccount(tx: Tx, userId: string): Promise<void> {
  const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("share");
  if (!account) throw unauthenticated();
}

/** A row of the player's that met their account's deletion: they are signed out now. */
function signedOutMeanwhile(error: unknown): never {
  throw isForeignKeyViolation(error) ? unauthenticated() : error;
}

/**
 * PUT/DELETE like (D15): the like row and the counter change in one transaction, and only
 * when the row really appeared or went, so repeats and races never drift the count.
 */
export async function setLike(
  db: Database,
  config: AppConfig,
  player: Player,
  slug: string,
  liked: boolean,
): Promise<LikeState> {
  return db.transaction(async (tx) => {
    const row = await playableChecklist(tx, slug, player.user);
    await holdAccount(tx, player.user.id);
    await limitInteraction(tx, config, player);
    const key = { userId: player.user.id, checklistId: row.id };
    const changed = liked
      ? await tx.insert(likes).values(key).onConflictDoNothing().returning({ createdAt: likes.createdAt })
      : await tx
          .delete(likes)
          .where(and(eq(likes.userId, key.userId), eq(likes.checklistId, key.checklistId)))
          .returning({ createdAt: likes.createdAt });
    const [like] = changed;
    if (like) {
      // D35: an unlike takes back from this week's count only a like given this week.
      const thisWeek = like.createdAt.getTime() > Date.now() - WEEK_MS;
      const [updated] = await tx
        .update(checklists)
        .set({
          likes: sql`${checklists.likes} + ${liked ? 1 : -1}`,
          recentLikes: liked
            ? sql`${checklists.recentLikes} + 1`
            : sql`greatest(0, ${checklists.recentLikes} - ${thisWeek ? 1 : 0})`,
        })
        .where(eq(checklists.id, row.id))
        .returning({ likes: checklists.likes });
      return { liked, likes: updated?.likes ?? row.likes };
    }
    const [current] = await tx
      .select({ likes: checklists.likes })
      .from(checklists)
      .where(eq(checklists.id, row.id));
    return { liked, likes: current?.likes ?? row.likes };
  });
}

export async function setSave(
  db: Database,
  config: AppConfig,
  player: Player,
  slug: string,
  saved: boolean,
): Promise<SaveState> {
  const row = await playableChecklist(db, slug, player.user);
  await limitInteraction(db, config, player);
  if (saved) {
    await db
      .insert(saves)
      .values({ userId: player.user.id, checklistId: row.id })
      .onConflictDoNothing()
      .catch(signedOutMeanwhile);
  } else {
    await db.delete(saves).where(and(eq(saves.userId, player.user.id), eq(saves.checklistId, row.id)));
  }
  return { saved };
}

/** Join, or leave (which clears the player's ticks on it, by cascade). */
export async function setMembership(
  db: Database,
  config: AppConfig,
  player: Player,
  slug: string,
  joined: boolean,
): Promise<Progress> {
  const row = joined
    ? await playableChecklist(db, slug, player.user)
    : await findChecklistRow(db, slug).then((found) => {
        if (!found || !canSee(found, player.user)) throw notFound(CHECKLIST_NOT_FOUND);
        return found;
      });
  await limitInteraction(db, config, player);
  if (joined) {
    await db
      .insert(memberships)
      .values({ userId: player.user.id, checklistId: row.id })
      .onConflictDoNothing()
      .catch(signedOutMeanwhile);
  } else {
    await db
      .delete(memberships)
      .where(and(eq(memberships.userId, player.user.id), eq(memberships.checklistId, row.id)));
  }
  return progressOf(db, player.user.id, row.id, row.stepCount);
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tick or untick one step of a joined, approved checklist: the action players repeat most, so
 * after finding the checklist it is one transaction of two statements (issue 12): the rate
 * limits, then one statement that checks the membership and the step, writes the tick, moves
 * the membership's last-played time (D38) and counts the ticks. Updating the membership first
 * locks it, so a Leave at the same moment goes wholly before or after (races.test.ts).
 */
export async function setStepDone(
  db: Database,
  config: AppConfig,
  player: Player,
  slug: string,
  stepId: string,
  done: boolean,
): Promise<Progress> {
  const row = await playableChecklist(db, slug, player.user);
  if (!UUID.test(stepId)) throw notFound(STEP_NOT_FOUND);
  const userId = player.user.id;
  const checklistId = row.id;
  const outcome = await db.transaction(async (tx) => {
    await limitInteraction(tx, config, player);
    const write = done
      ? sql`insert into step_ticks (user_id, checklist_id, step_id)
            select ${userId}, ${checklistId}, step.id from step, played
            on conflict do nothing returning 1`
      : sql`delete from step_ticks where user_id = ${userId}
              and step_id = (select id from step) and exists (select 1 from played) returning 1`;
    const [result] = rowsOf<{ joined: boolean; step: boolean; ticked: string[]; changed: number }>(
      await tx
        .execute(sql`
        with played as (
          update memberships set last_played_at = now()
          where user_id = ${userId} and checklist_id = ${checklistId} returning user_id
        ),
        step as (select id from checklist_steps where id = ${stepId} and checklist_id = ${checklistId}),
        written as (${write})
        select exists (select 1 from played) as joined,
               exists (select 1 from step) as step,
               (select coalesce(array_agg(step_id::text), '{}') from step_ticks
                 where user_id = ${userId} and checklist_id = ${checklistId}) as ticked,
               (select count(*)::int from written) as changed`)
        .catch((error) => {
          // An approved edit removed the step between this statement's look and its write.
          throw isForeignKeyViolation(error) ? notFound(STEP_NOT_FOUND) : error;
        }),
    );
    if (!result?.joined) throw forbidden("Join this checklist before ticking its steps.");
    if (!result.step) throw notFound(STEP_NOT_FOUND);
    return result;
  });
  // The statement saw the ticks as they were before its own write: apply that write.
  const before = outcome.ticked.filter((id) => id !== stepId.toLowerCase());
  const ticked = done ? [...before, stepId.toLowerCase()] : before;
  const count = ticked.length;
  return {
    joined: true,
    completedStepIds: ticked,
    done: count,
    total: row.stepCount,
    percent: progressPercent(count, row.stepCount),
    completed: isCompleted(count, row.stepCount),
  };
}
