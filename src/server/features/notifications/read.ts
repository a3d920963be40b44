import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { notifications } from "#server/db/schema/index.ts";
import type { NotificationPage } from "#shared/contracts/notifications.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { inLanguage, type Message } from "#shared/i18n/message.ts";
import { i18nFor } from "../../i18n/catalogs.ts";

/**
 * A notification in the reader's language (issue 38): its message, a `label` in it being
 * src/shared's word (a report's reason), said in that language too; one written before its
 * message was kept reads as its English text.
 */
function noticeText(locale: Locale, row: { text: string; message: Message | null }): string {
  if (!row.message) return row.text;
  const { t } = i18nFor(locale);
  const { id, values = {} } = row.message;
  const label = values.label;
  return t(id, typeof label === "string" ? { ...values, label: inLanguage(t, label) } : values);
}

async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** A person's notifications, newest first, with the count of unread ones (D33). */
export async function listNotifications(
  db: Db,
  userId: string,
  page: number,
  perPage: number,
  locale: Locale = "en",
): Promise<NotificationPage> {
  const mine = eq(notifications.userId, userId);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(notifications).where(mine),
    unreadCount(db, userId),
  ]);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      checklistTitle: row.checklistTitle,
      text: noticeText(locale, row),
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    perPage,
    unread,
  };
}

/** Marks those (or all) of the person's notifications read; others' ids change nothing. */
export async function markRead(
  db: Db,
  userId: string,
  ids: string[] | undefined,
): Promise<{ unread: number }> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids) conditions.push(inArray(notifications.id, ids.map(Number)));
  if (!ids || ids.length > 0) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(...conditions));
  }
  return { unread: await unreadCount(db, userId) };
}
