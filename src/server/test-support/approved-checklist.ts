import { eq } from "drizzle-orm";
import { checklists } from "#server/db/schema/index.ts";
import type { BrowserClient } from "./browser-client.ts";
import { checklistInput } from "./checklist-input.ts";
import type { TestApp } from "./test-app.ts";

export interface Created {
  id: string;
  steps: { id: string; title: string }[];
}

/** A checklist of `steps` steps made by `author` and approved directly (moderation has its own tests). */
export async function approvedChecklist(t: TestApp, author: BrowserClient, steps = 3): Promise<Created> {
  const input = checklistInput({
    steps: Array.from({ length: steps }, (_, i) => ({ title: `Step ${i + 1}`, description: "" })),
  });
  const created = (await (
    await author.request("/api/checklists", { method: "POST", json: input })
  ).json()) as Created;
  await t.database.db
    .update(checklists)
    .set({ status: "approved", isApproved: true })
    .where(eq(checklists.id, created.id));
  return created;
}
