/** D8: one namespace of names (document ids and customIds) that no two checklists share. */
import { and, eq, notInArray, sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import { checklistAddresses } from "#server/db/schema/index.ts";

/** Is `address` free for a checklist, ignoring the names `exceptChecklistId` already holds? */
export async function isAddressFree(db: Db, address: string, exceptChecklistId?: string): Promise<boolean> {
  const result = await db.execute(
    sql`select checklist_id from checklist_addresses where address = ${address} limit 1`,
  );
  const owner = rowsOf<{ checklist_id: string }>(result)[0]?.checklist_id;
  return owner === undefined || owner === exceptChecklistId;
}

/** Reserves `address` for the checklist unless another checklist holds it (then false). */
export async function claimAddress(db: Db, address: string, checklistId: string): Promise<boolean> {
  await db.insert(checklistAddresses).values({ address, checklistId }).onConflictDoNothing();
  const [owner] = await db
    .select({ checklistId: checklistAddresses.checklistId })
    .from(checklistAddresses)
    .where(eq(checklistAddresses.address, address));
  return owner?.checklistId === checklistId;
}

/** Lets go of every name the checklist holds except those in `keep`. */
export async function releaseAddresses(db: Db, checklistId: string, keep: string[]): Promise<void> {
  await db
    .delete(checklistAddresses)
    .where(
      and(eq(checklistAddresses.checklistId, checklistId), notInArray(checklistAddresses.address, keep)),
    );
}
