import { and, count, desc, eq, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database, Db } from "#server/db/client.ts";
import { follows, users } from "#server/db/schema/index.ts";
import { AppError, invalidField, userMissing } from "#server/errors.ts";
import type { FollowSettings, FollowState, PersonPage } from "#shared/contracts/follows.ts";
import { FOLLOW_MESSAGES, FOLLOWS_MAX } from "#shared/follows.ts";
import type { Player } from "../auth/current-user.ts";
import { hitRateLimits } from "../rate-limit/service.ts";
import { findUserByHandle } from "../users/profiles.ts";

/** The person behind `handle`: 404 as their profile answers (D39's old handles included). */
async function personAt(db: Db, handle: string) {
  const person = await findUserByHandle(db, handle);
  if (!person) throw userMissing();
  return person;
}

/** A follow counts against the interaction limits of D6, as a like does. */
function countFollow(db: Db, config: AppConfig, player: Player) {
  const { interactPerUser, interactPerIp } = config.rateLimits;
  return hitRateLimits(db, [
    { key: `interact:user:${player.user.id}`, rule: interactPerUser },
    { key: `interact:ip:${player.ip}`, rule: interactPerIp },
  ]);
}

async function stateOf(db: Db, followerId: string, followedId: string): Promise<FollowState> {
  const [row] = await db
    .select({
      notify: sql<boolean | null>`(select ${follows.notify} from ${follows}
        where ${follows.followerId} = ${followerId} and ${follows.followedId} = ${followedId})`,
      followerCount: count(),
    })
    .from(follows)
    .where(eq(follows.followedId, followedId));
  const notify = row?.notify ?? null;
  return {
    following: notify !== null,
    notify: notify === true,
    followerCount: Number(row?.followerCount ?? 0),
  };
}

/**
 * The follower's row, locked for this transaction: their follows are counted and the new one
 * written while it is held, so follows arriving together cannot pass FOLLOWS_MAX (decision 040).
 */
async function holdFollower(tx: Db, followerId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, followerId)).for("update");
}

/** The row of `player`'s follow of `followedId`. */
const followOf = (player: Player, followedId: string) =>
  and(eq(follows.followerId, player.user.id), eq(follows.followedId, followedId));

/** PUT: follow (idempotent). Never oneself (422), never past FOLLOWS_MAX (422). */
export async function follow(
  db: Database,
  config: AppConfig,
  player: Player,
  handle: string,
): Promise<FollowState> {
  const followed = await personAt(db, handle);
  if (followed.id === player.user.id) throw invalidField("handle", FOLLOW_MESSAGES.self);
  await countFollow(db, config, player);
  return db.transaction(async (tx) => {
    await holdFollower(tx, player.user.id);
    // Whether they follow them already, and how many they follow: one look at their follows.
    const [mine] = await tx
      .select({
        n: count(),
        already: sql<boolean>`coalesce(bool_or(${follows.followedId} = ${followed.id}), false)`,
      })
      .from(follows)
      .where(eq(follows.followerId, player.user.id));
    if (!mine?.already) {
      if (Number(mine?.n ?? 0) >= FOLLOWS_MAX) throw invalidField("handle", FOLLOW_MESSAGES.tooMany);
      await tx
        .insert(follows)
        .values({ followerId: player.user.id, followedId: followed.id })
        .onConflictDoNothing();
    }
    return stateOf(tx, player.user.id, followed.id);
  });
}

/** DELETE: unfollow (idempotent). */
export async function unfollow(
  db: Database,
  config: AppConfig,
  player: Player,
  handle: string,
): Promise<FollowState> {
  const followed = await personAt(db, handle);
  await countFollow(db, config, player);
  await db.delete(follows).where(followOf(player, followed.id));
  return stateOf(db, player.user.id, followed.id);
}

/** PATCH: 'Notify me' for one creator they follow; 409 when they do not follow them. */
export async function setFollowNotify(
  db: Database,
  config: AppConfig,
  player: Player,
  handle: string,
  notify: boolean,
): Promise<FollowState> {
  const followed = await personAt(db, handle);
  await countFollow(db, config, player);
  const changed = await db
    .update(follows)
    .set({ notify })
    .where(followOf(player, followed.id))
    .returning({ notify: follows.notify });
  if (changed.length === 0) throw new AppError("not_following", FOLLOW_MESSAGES.notFollowing);
  return stateOf(db, player.user.id, followed.id);
}

/** Their followers (`followers`) or whom they follow (`following`), newest follow first. */
export async function listFollows(
  db: Db,
  handle: string,
  which: "followers" | "following",
  page: number,
  perPage: number,
): Promise<PersonPage> {
  const person = await personAt(db, handle);
  const [mine, theirs] =
    which === "followers"
      ? [follows.followedId, follows.followerId]
      : [follows.followerId, follows.followedId];
  const where = eq(mine, person.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        handle: users.handle,
        displayName: users.displayName,
        avatarUrl: sql<string | null>`coalesce(${users.avatarUrl}, ${users.photoUrl})`,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, theirs))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(theirs))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(follows).where(where),
  ]);
  return { items: rows, total: Number(counted?.n ?? 0), page, perPage };
}

export async function followSettingsOf(db: Db, userId: string): Promise<FollowSettings> {
  const [row] = await db.select({ notify: users.notifyFollowed }).from(users).where(eq(users.id, userId));
  return { notifyNewGuides: row?.notify ?? true };
}

export async function setFollowSettings(
  db: Db,
  config: AppConfig,
  player: Player,
  settings: FollowSettings,
): Promise<FollowSettings> {
  await countFollow(db, config, player);
  await db
    .update(users)
    .set({ notifyFollowed: settings.notifyNewGuides })
    .where(eq(users.id, player.user.id));
  return followSettingsOf(db, player.user.id);
}
