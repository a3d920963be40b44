import { desc, eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import { moderationLog } from "#server/db/schema/index.ts";
import { withAuthorHandleAlias } from "#shared/contracts/handle-alias.ts";
import type { AnalyticsTotals, ModerationEntry, QueuePage } from "#shared/contracts/moderation.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { withoutSecrets } from "#shared/secret-routes.ts";

interface QueueRow {
  id: string;
  custom_id: string;
  title: string;
  description: string;
  step_count: number;
  language: Locale;
  author_name: string;
  author_handle: string | null;
  kind: "new" | "resubmitted" | "revision";
  submitted_at: Date | string;
}

/** Everything waiting for a moderator, oldest first: new checklists and pending edits (D12). */
export async function reviewQueue(db: Db, page: number, perPage: number): Promise<QueuePage> {
  const waiting = sql`
    select c.id, c.custom_id, c.title, c.description, c.step_count, c.language, c.author_name,
           u.handle as author_handle,
           case when c.rejected_version is null then 'new' else 'resubmitted' end as kind,
           c.updated_at as submitted_at
    from checklists c left join users u on u.id = c.author_id
    where c.status = 'under_review'
    union all
    select c.id, r.custom_id, r.title, r.description, jsonb_array_length(r.steps), r.language, c.author_name,
           u.handle, 'revision', r.updated_at
    from checklist_revisions r join checklists c on c.id = r.checklist_id
    left join users u on u.id = c.author_id
    where r.status = 'pending'`;
  const [rows, counted] = await Promise.all([
    db.execute(
      sql`${waiting} order by submitted_at asc, id asc limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    db.execute(sql`select count(*)::int as n from (${waiting}) as waiting`),
  ]);
  const pageRows = rowsOf<QueueRow>(rows);
  const replied = await authorSpokeLast(
    db,
    pageRows.map((row) => row.id),
  );
  const items = pageRows.map((row) =>
    withAuthorHandleAlias({
      id: row.id,
      customId: row.custom_id,
      title: row.title,
      description: row.description,
      stepCount: Number(row.step_count),
      language: row.language,
      authorName: row.author_name,
      authorHandle: row.author_handle,
      kind: row.kind,
      submittedAt: new Date(row.submitted_at).toISOString(),
      authorReplied: replied.has(row.id),
    }),
  );
  return { items, total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0), page, perPage };
}

/** D32: the checklists among `ids` whose conversation ends with a message of their author. */
async function authorSpokeLast(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const last = rowsOf<{ checklist_id: string; role: string }>(
    await db.execute(sql`
      select distinct on (checklist_id) checklist_id, role from checklist_messages
      where checklist_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by checklist_id, id desc`),
  );
  return new Set(last.filter((row) => row.role === "author").map((row) => row.checklist_id));
}

export async function historyOf(db: Db, checklistId: string): Promise<ModerationEntry[]> {
  const rows = await db
    .select()
    .from(moderationLog)
    .where(eq(moderationLog.checklistId, checklistId))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(50);
  return rows.map((row) => ({
    action: row.action,
    moderatorName: row.moderatorName,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** D21: page views per path over the last 30 days, most viewed first. */
export async function analyticsTotals(db: Db): Promise<AnalyticsTotals> {
  const days = 30;
  const rows = rowsOf<{ path: string; views: number }>(
    await db.execute(sql`
      select path, sum(count)::int as views from page_views
      where day > current_date - ${days}::int
      group by path order by views desc, path asc limit 200`),
  );
  // Views counted before D75 may hold a secret in their path: shown, and summed, without it.
  const views = new Map<string, number>();
  for (const row of rows) {
    const path = withoutSecrets(row.path);
    views.set(path, (views.get(path) ?? 0) + Number(row.views));
  }
  const items = [...views].map(([path, count]) => ({ path, views: count }));
  items.sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { days, items };
}
