import { eq, inArray, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database, Tx } from "#server/db/client.ts";
import { pgErrorCode } from "#server/db/errors.ts";
import { checklists, likes, previousHandles, users } from "#server/db/schema/index.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { deriveHandle } from "#shared/rules/handle.ts";
import { allocateHandle } from "../auth/handles.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { hitRateLimit } from "../rate-limit/service.ts";

export interface ProfileChanges {
  nickname?: string;
  avatarUrl?: string;
  /** D64: Settings → Language; null clears the choice. */
  language?: Locale | null;
}

/**
 * PATCH /api/me in one rate-limit decision and one transaction: a refused request changes
 * nothing, and nickname, avatar and language (D64) are saved together or not at all.
 * SPEC §5 / D17: a new nickname re-derives the handle, with a numeric suffix when another
 * user has it; the unique index decides races. The author credit on their checklists follows.
 */
export async function updateProfile(
  db: Database,
  config: AppConfig,
  user: SessionUser,
  changes: ProfileChanges,
): Promise<SessionUser> {
  await hitRateLimit(db, `edit:user:${user.id}`, config.rateLimits.editPerUser);
  const fields = {
    ...(changes.avatarUrl === undefined ? {} : { avatarUrl: changes.avatarUrl }),
    ...(changes.language === undefined ? {} : { language: changes.language }),
  };
  const { nickname } = changes;
  if (nickname === undefined) {
    await db.update(users).set(fields).where(eq(users.id, user.id));
    return { ...user, ...fields };
  }
  const handle = await allocateHandle(
    db,
    deriveHandle(nickname),
    async (candidate) => {
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ handle: candidate, displayName: nickname, ...fields })
            .where(eq(users.id, user.id));
          await tx.update(checklists).set({ authorName: nickname }).where(eq(checklists.authorId, user.id));
          if (candidate !== user.handle) await rememberPreviousHandle(tx, user, candidate);
        });
        return true;
      } catch (error) {
        if (pgErrorCode(error) === "23505") return false;
        throw error;
      }
    },
    user.id,
  );
  return { ...user, ...fields, handle, displayName: nickname };
}

/** D39: the old profile address keeps leading to this person; the new handle is theirs alone. */
async function rememberPreviousHandle(tx: Tx, user: SessionUser, newHandle: string) {
  await tx
    .insert(previousHandles)
    .values({ handle: user.handle, userId: user.id })
    .onConflictDoUpdate({
      target: previousHandles.handle,
      set: { userId: user.id, replacedAt: sql`now()` },
    });
  await tx.delete(previousHandles).where(eq(previousHandles.handle, newHandle));
}

/**
 * D20: progress, likes (counts adjusted), saves, sessions and sign-in identities go; their
 * checklists stay, credited by name to a deleted account (author id set null).
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // First, so that a like being committed finishes before its row is counted here (D15).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const liked = await tx
      .delete(likes)
      .where(eq(likes.userId, userId))
      .returning({ checklistId: likes.checklistId, createdAt: likes.createdAt });
    const ids = liked.map((like) => like.checklistId);
    if (ids.length) {
      await tx
        .update(checklists)
        .set({ likes: sql`${checklists.likes} - 1` })
        .where(inArray(checklists.id, ids));
    }
    // D35: this week's likes also leave 'Trending'.
    const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
    const recent = liked.filter((like) => like.createdAt.getTime() > weekAgo).map((like) => like.checklistId);
    if (recent.length) {
      await tx
        .update(checklists)
        .set({ recentLikes: sql`greatest(0, ${checklists.recentLikes} - 1)` })
        .where(inArray(checklists.id, recent));
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}
