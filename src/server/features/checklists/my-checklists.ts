import { count, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { checklistRevisions, checklists, users } from "#server/db/schema/index.ts";
import type { MyChecklistPage } from "#shared/contracts/checklists.ts";
import { summaryColumns, toSummary } from "./summaries.ts";

/** The author's own checklists, newest first, one page at a time (by the author index). */
export async function myChecklists(
  db: Db,
  userId: string,
  page: number,
  perPage: number,
): Promise<MyChecklistPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        rejectionReason: checklists.rejectionReason,
        revisionStatus: checklistRevisions.status,
        revisionRejectionReason: checklistRevisions.rejectionReason,
      })
      .from(checklists)
      .leftJoin(users, eq(users.id, checklists.authorId))
      .leftJoin(checklistRevisions, eq(checklistRevisions.checklistId, checklists.id))
      .where(eq(checklists.authorId, userId))
      .orderBy(desc(checklists.createdAt), desc(checklists.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(checklists).where(eq(checklists.authorId, userId)),
  ]);
  const items = rows.map(({ rejectionReason, revisionStatus, revisionRejectionReason, ...row }) => ({
    ...toSummary(row),
    rejectionReason,
    revision: revisionStatus ? { status: revisionStatus, rejectionReason: revisionRejectionReason } : null,
  }));
  return { items, total: Number(counted?.n ?? 0), page, perPage };
}
