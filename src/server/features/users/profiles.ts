import { and, count, desc, eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import { checklists, moderators, previousHandles, users } from "#server/db/schema/index.ts";
import type { ChecklistPage } from "#shared/contracts/checklists.ts";
import { withHandleAlias } from "#shared/contracts/handle-alias.ts";
import type { Profile } from "#shared/contracts/users.ts";
import type { ProfileBadge } from "#shared/rules/profile.ts";
import { selectSummaries, toSummary } from "../checklists/summaries.ts";

export async function findUserByHandle(db: Db, handle: string) {
  const [user] = await db
    .select({
      id: users.id,
      handle: users.handle,
      displayName: users.displayName,
      avatarUrl: users.avatarUrl,
      photoUrl: users.photoUrl,
      role: moderators.role,
    })
    .from(users)
    .leftJoin(moderators, eq(moderators.userId, users.id))
    .where(eq(users.handle, handle.toLowerCase()));
  return user ?? null;
}

/**
 * D39: the current handle of whoever had `handle` before a rename, or null. Asked only when
 * no one holds that handle now, so a live handle always wins over an old one.
 */
export async function renamedHandle(db: Db, handle: string): Promise<string | null> {
  const [row] = await db
    .select({ handle: users.handle })
    .from(previousHandles)
    .innerJoin(users, eq(users.id, previousHandles.userId))
    .where(eq(previousHandles.handle, handle.toLowerCase()));
  return row?.handle ?? null;
}

/**
 * D67: how many follow them and whom they follow (by the follows index and its primary key),
 * and, for a signed-in reader, whether the reader follows them and is notified.
 */
async function followFacts(db: Db, userId: string, readerId: string | null) {
  const [facts] = rowsOf<{ follower_count: number; following_count: number; reader_notify: boolean | null }>(
    await db.execute(sql`select
      (select count(*) from follows where followed_id = ${userId})::int as follower_count,
      (select count(*) from follows where follower_id = ${userId})::int as following_count,
      (select notify from follows where follower_id = ${readerId} and followed_id = ${userId}) as reader_notify`),
  );
  const reader =
    readerId === null
      ? {}
      : { following: facts?.reader_notify != null, followNotify: facts?.reader_notify === true };
  return {
    followerCount: Number(facts?.follower_count ?? 0),
    followingCount: Number(facts?.following_count ?? 0),
    ...reader,
  };
}

/**
 * SPEC §2 User profile: badges, approved checklist count and their likes (by the author index);
 * D67's follow counts, and the reader's follow when `readerId` is given.
 */
export async function profileOf(
  db: Db,
  handle: string,
  readerId: string | null = null,
): Promise<Profile | null> {
  const user = await findUserByHandle(db, handle);
  if (!user) return null;
  const [[stats], followed] = await Promise.all([
    db
      .select({
        checklistCount: count(),
        totalLikes: sql<number>`coalesce(sum(${checklists.likes}), 0)::int`,
      })
      .from(checklists)
      .where(and(eq(checklists.authorId, user.id), eq(checklists.status, "approved"))),
    followFacts(db, user.id, readerId),
  ]);
  const checklistCount = Number(stats?.checklistCount ?? 0);
  const badges: ProfileBadge[] = [];
  if (checklistCount > 0) badges.push("Author");
  if (user.role === "admin") badges.push("Admin");
  if (user.role === "creator") badges.push("Creator");
  return withHandleAlias({
    handle: user.handle,
    displayName: user.displayName,
    avatarUrl: user.avatarUrl ?? user.photoUrl ?? null,
    badges,
    checklistCount,
    totalLikes: Number(stats?.totalLikes ?? 0),
    ...followed,
  });
}

export async function approvedChecklistsOf(
  db: Db,
  userId: string,
  page: number,
  perPage: number,
): Promise<ChecklistPage> {
  const where = and(eq(checklists.authorId, userId), eq(checklists.status, "approved"));
  const [rows, [counted]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(checklists.createdAt), desc(checklists.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(checklists).where(where),
  ]);
  return { items: rows.map(toSummary), total: Number(counted?.n ?? 0), page, perPage };
}
