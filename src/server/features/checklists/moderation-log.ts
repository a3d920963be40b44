import type { Db } from "#server/db/client.ts";
import { moderationLog } from "#server/db/schema/index.ts";
import type { SessionUser } from "../auth/sessions.ts";

export type ModerationAction = (typeof moderationLog.$inferInsert)["action"];

/** Every moderation action is kept: who, what, when and why (issue: moderation log). */
export async function logModeration(
  db: Db,
  moderator: SessionUser,
  checklist: { id: string; title: string },
  action: ModerationAction,
  reason: string | null = null,
) {
  await db.insert(moderationLog).values({
    checklistId: checklist.id,
    checklistTitle: checklist.title,
    moderatorId: moderator.id,
    moderatorName: moderator.displayName,
    action,
    reason,
  });
}
