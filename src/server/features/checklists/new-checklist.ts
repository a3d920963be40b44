import type { SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { checklists } from "#server/db/schema/index.ts";
import type { StepContent } from "#shared/contracts/checklists.ts";
import { claimAddress } from "./addresses.ts";
import { replaceSteps } from "./steps.ts";

type Dated = "createdAt" | "updatedAt" | "approvedAt";
/** The author's fields and the status; the dates may be SQL (the demo dates its checklists back). */
type NewChecklistRow = Omit<typeof checklists.$inferInsert, "customId" | "stepCount" | Dated> & {
  createdAt?: Date | SQL;
  updatedAt?: Date | SQL;
  approvedAt?: Date | SQL | null;
};

/**
 * The one way a checklist comes to be, for the create service and the demo seed alike: its
 * row (the document id is also its first customId, D8), that name claimed in the shared
 * namespace, and its steps with their ids (D10). Null when the name is taken, in which case
 * the caller's transaction must roll back. (The benchmark seeds 100,000 rows in bulk SQL
 * instead: scripts/bench/seed.ts.)
 */
export async function insertChecklist(tx: Db, values: NewChecklistRow, steps: StepContent[]) {
  const [created] = await tx
    .insert(checklists)
    .values({ ...values, customId: values.id, stepCount: steps.length })
    .onConflictDoNothing()
    .returning();
  // Either the id or a customId equal to it exists; the address table covers both.
  if (!created || !(await claimAddress(tx, values.id, values.id))) return null;
  await replaceSteps(tx, values.id, steps, values.supportedSince);
  return created;
}
