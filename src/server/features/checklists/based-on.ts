/** D52 'Use as template': a copy's source, checked when it is created and shown while readable. */
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { checklists, users } from "#server/db/schema/index.ts";
import { invalidField } from "#server/errors.ts";
import type { BasedOn } from "#shared/contracts/checklists.ts";
import { withAuthorHandleAlias } from "#shared/contracts/handle-alias.ts";
import { CHECKLIST_FIELD_MESSAGES } from "#shared/rules/checklist-fields.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { canCopy, canSee } from "./visibility.ts";

/**
 * The source named by a create request, or a 422 on `basedOn` when it is missing or not
 * approved (so hidden from others, D11). Locked against deletion until the copy is stored.
 */
export async function sourceToCopy(tx: Db, sourceId: string): Promise<string> {
  const [source] = await tx
    .select({ id: checklists.id, status: checklists.status })
    .from(checklists)
    .where(eq(checklists.id, sourceId))
    .for("key share");
  if (!source || !canCopy(source)) {
    throw invalidField("basedOn", CHECKLIST_FIELD_MESSAGES.basedOnUnavailable);
  }
  return source.id;
}

const source = alias(checklists, "source");
const sourceAuthor = alias(users, "source_author");

/**
 * The author's handle and the source (D52) in one statement: the page's read stays one round
 * trip. The source shows only while `viewer` may read it, so a link never names a hidden one.
 */
export async function authorAndSource(
  db: Db,
  checklistId: string,
  viewer: SessionUser | null,
): Promise<{ authorHandle: string | null; basedOn: BasedOn | null }> {
  const [found] = await db
    .select({
      authorHandle: users.handle,
      source: {
        id: source.id,
        customId: source.customId,
        title: source.title,
        status: source.status,
        authorId: source.authorId,
        authorName: source.authorName,
      },
      sourceAuthorHandle: sourceAuthor.handle,
    })
    .from(checklists)
    .leftJoin(users, eq(users.id, checklists.authorId))
    .leftJoin(source, eq(source.id, checklists.basedOn))
    .leftJoin(sourceAuthor, eq(sourceAuthor.id, source.authorId))
    .where(eq(checklists.id, checklistId));
  const from = found?.source;
  return {
    authorHandle: found?.authorHandle ?? null,
    basedOn:
      from && canSee(from, viewer)
        ? withAuthorHandleAlias({
            id: from.id,
            customId: from.customId,
            title: from.title,
            authorName: from.authorName,
            authorHandle: found.sourceAuthorHandle,
          })
        : null,
  };
}
