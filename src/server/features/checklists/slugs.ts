/** D8: one namespace of names (document ids and customIds) that no two checklists share. */
import { and, eq, notInArray, sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import { checklistSlugs } from "#server/db/schema/index.ts";

/** Is `slug` free for a checklist, ignoring the names `exceptChecklistId` already holds? */
export async function isSlugFree(db: Db, slug: string, exceptChecklistId?: string): Promise<boolean> {
  const result = await db.execute(sql`select checklist_id from checklist_slugs where slug = ${slug} limit 1`);
  const owner = rowsOf<{ checklist_id: string }>(result)[0]?.checklist_id;
  return owner === undefined || owner === exceptChecklistId;
}

/** Reserves `slug` for the checklist unless another checklist holds it (then false). */
export async function claimSlug(db: Db, slug: string, checklistId: string): Promise<boolean> {
  await db.insert(checklistSlugs).values({ slug, checklistId }).onConflictDoNothing();
  const [owner] = await db
    .select({ checklistId: checklistSlugs.checklistId })
    .from(checklistSlugs)
    .where(eq(checklistSlugs.slug, slug));
  return owner?.checklistId === checklistId;
}

/** Lets go of every name the checklist holds except those in `keep`. */
export async function releaseSlugs(db: Db, checklistId: string, keep: string[]): Promise<void> {
  await db
    .delete(checklistSlugs)
    .where(and(eq(checklistSlugs.checklistId, checklistId), notInArray(checklistSlugs.slug, keep)));
}
