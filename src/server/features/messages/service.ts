import { asc, count, eq } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database, Db } from "#server/db/client.ts";
import { checklistMessages } from "#server/db/schema/index.ts";
import { checklistMissing } from "#server/errors.ts";
import type { Message, MessagePage } from "#shared/contracts/messages.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { type ChecklistRow, findChecklistRow } from "../checklists/read-model.ts";
import { canSeeRevision } from "../checklists/visibility.ts";
import { notifyMessage } from "../notifications/write.ts";
import { hitRateLimits } from "../rate-limit/service.ts";

/**
 * D32: a checklist's conversation is its author's and the moderators' (the people who see its
 * pending edits); for anyone else it does not exist, so 404.
 */
async function conversationOf(db: Db, address: string, user: SessionUser | null): Promise<ChecklistRow> {
  const row = await findChecklistRow(db, address);
  if (!row || !canSeeRevision(row, user)) throw checklistMissing();
  return row;
}

function messageFromRow(row: typeof checklistMessages.$inferSelect): Message {
  return {
    id: String(row.id),
    body: row.body,
    writerName: row.writerName,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMessages(
  db: Db,
  user: SessionUser | null,
  address: string,
  page: number,
  perPage: number,
): Promise<MessagePage> {
  const row = await conversationOf(db, address, user);
  const where = eq(checklistMessages.checklistId, row.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(checklistMessages)
      .where(where)
      .orderBy(asc(checklistMessages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(checklistMessages).where(where),
  ]);
  return { items: rows.map(messageFromRow), total: total?.n ?? 0, page, perPage };
}

/** Writes a message in a transaction the caller may share (a rejection posts its reason). */
export async function insertMessage(
  db: Db,
  checklist: { id: string; authorId: string | null },
  writer: SessionUser,
  body: string,
): Promise<Message> {
  const [row] = await db
    .insert(checklistMessages)
    .values({
      checklistId: checklist.id,
      writerId: writer.id,
      writerName: writer.displayName,
      // A moderator writing about their own checklist writes as its author.
      role: writer.id === checklist.authorId ? "author" : "moderator",
      body,
    })
    .returning();
  if (!row) throw new Error("the message was not stored");
  return messageFromRow(row);
}

/** Post to the conversation; limited like edits per person, and per address (D6, D32). */
export async function postMessage(
  db: Database,
  config: AppConfig,
  user: SessionUser,
  ip: string,
  address: string,
  body: string,
): Promise<Message> {
  return db.transaction(async (tx) => {
    const row = await conversationOf(tx, address, user);
    await hitRateLimits(tx, [
      { key: `edit:user:${user.id}`, rule: config.rateLimits.editPerUser },
      { key: `message:ip:${ip}`, rule: config.rateLimits.messagePerIp },
    ]);
    const message = await insertMessage(tx, row, user, body.trim());
    await notifyMessage(tx, row, user, message.role, message.body);
    return message;
  });
}
