/** Checklist cards: the columns of a card, the rows they make, and the featured three (D13). */
import { desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { checklists, users } from "#server/db/schema/index.ts";
import type { ChecklistSummary } from "#shared/contracts/checklists.ts";
import { withAuthorHandleAlias } from "#shared/contracts/handle-alias.ts";
import { LIMITS } from "#shared/limits.ts";

/** The columns of a card, with the author's current handle for a profile link. */
export const summaryColumns = {
  id: checklists.id,
  customId: checklists.customId,
  title: checklists.title,
  description: checklists.description,
  tags: checklists.tags,
  difficulty: checklists.difficulty,
  categories: checklists.categories,
  supportedSince: checklists.supportedSince,
  language: checklists.language,
  status: checklists.status,
  isApproved: checklists.isApproved,
  authorId: checklists.authorId,
  authorName: checklists.authorName,
  authorHandle: users.handle,
  officialKey: checklists.officialKey,
  likes: checklists.likes,
  stepCount: checklists.stepCount,
  createdAt: checklists.createdAt,
  updatedAt: checklists.updatedAt,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] | null;
} & { id: string; customId: string; createdAt: Date; updatedAt: Date };

export function toSummary({ officialKey, ...row }: SummaryRow): ChecklistSummary {
  return withAuthorHandleAlias({
    ...(row as Omit<ChecklistSummary, "authorCustomId" | "official"> & { createdAt: Date; updatedAt: Date }),
    official: officialKey !== null,
    authorHandle: row.authorHandle ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

export function selectSummaries(db: Db) {
  return db.select(summaryColumns).from(checklists).leftJoin(users, eq(users.id, checklists.authorId));
}

/** D13: the 3 approved checklists with the most likes, newest first on ties. */
export async function featuredChecklists(db: Db): Promise<ChecklistSummary[]> {
  const rows = await selectSummaries(db)
    .where(eq(checklists.status, "approved"))
    .orderBy(desc(checklists.likes), desc(checklists.createdAt))
    .limit(LIMITS.featuredCount);
  return rows.map(toSummary);
}
