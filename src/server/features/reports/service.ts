import { and, eq, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import { type Database, type Db, rowsOf } from "#server/db/client.ts";
import { checklistReports } from "#server/db/schema/index.ts";
import { AppError, checklistMissing, forbidden } from "#server/errors.ts";
import { DISMISS_UNDO_GRACE_SECONDS, DISMISS_UNDO_SECONDS, NOTHING_TO_UNDO } from "#shared/community.ts";
import {
  type ReportGroupPage,
  type ReportInput,
  type ReportReason,
  reasonLabel,
} from "#shared/contracts/reports.ts";
import { english } from "#shared/i18n/message.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { logModeration } from "../checklists/moderation-log.ts";
import { findChecklistRow, lockRow } from "../checklists/read-model.ts";
import { insertMessage } from "../messages/service.ts";
import { markRejected } from "../moderation/service.ts";
import {
  notifyDecision,
  notifyReport,
  notifyReportOutcome,
  withdrawReportOutcome,
} from "../notifications/write.ts";
import { hitRateLimits } from "../rate-limit/service.ts";

/**
 * D34: a signed-in person reports an approved checklist they did not write. One open report
 * per person and checklist, kept by a unique index, so concurrent repeats change nothing.
 */
export async function reportChecklist(
  db: Database,
  config: AppConfig,
  user: SessionUser,
  ip: string,
  address: string,
  { reason, details }: ReportInput,
): Promise<{ reported: true }> {
  return db.transaction(async (tx) => {
    const row = await findChecklistRow(tx, address);
    if (row?.status !== "approved") throw checklistMissing();
    if (row.authorId === user.id)
      throw forbidden(english("errors.ownChecklistReport", "You cannot report your own checklist."));
    await hitRateLimits(tx, [
      { key: `report:user:${user.id}`, rule: config.rateLimits.reportPerUser },
      { key: `report:ip:${ip}`, rule: config.rateLimits.reportPerIp },
    ]);
    const inserted = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into checklist_reports (checklist_id, reporter_id, reason, details)
        values (${row.id}, ${user.id}, ${reason}, ${details.trim()})
        on conflict (checklist_id, reporter_id) where status = 'open' do nothing
        returning id`),
    );
    if (inserted.length > 0) await notifyReport(tx, row, reasonLabel(reason), user.id);
    return { reported: true as const };
  });
}

interface GroupRow {
  checklist_id: string;
  custom_id: string;
  title: string;
  status: "approved" | "under_review" | "rejected";
  reasons: ReportReason[];
  details: string[] | null;
  first_at: Date | string;
}

/** Open reports grouped by checklist, the longest waiting first (D34). */
export async function openReports(db: Db, page: number, perPage: number): Promise<ReportGroupPage> {
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select c.id as checklist_id, c.custom_id, c.title, c.status,
             array_agg(r.reason order by r.created_at, r.id) as reasons,
             array_agg(r.details order by r.created_at, r.id) filter (where r.details <> '') as details,
             min(r.created_at) as first_at
      from checklist_reports r join checklists c on c.id = r.checklist_id
      where r.status = 'open'
      group by c.id
      order by first_at asc, c.id asc
      limit ${perPage} offset ${(page - 1) * perPage}`),
    db.execute(
      sql`select count(distinct checklist_id)::int as n from checklist_reports where status = 'open'`,
    ),
  ]);
  const items = rowsOf<GroupRow>(rows).map((row) => {
    const tally = new Map<ReportReason, number>();
    for (const reason of row.reasons) tally.set(reason, (tally.get(reason) ?? 0) + 1);
    return {
      checklistId: row.checklist_id,
      customId: row.custom_id,
      title: row.title,
      status: row.status,
      count: row.reasons.length,
      reasons: [...tally].map(([reason, count]) => ({ reason, count })),
      details: row.details ?? [],
      firstReportedAt: new Date(row.first_at).toISOString(),
    };
  });
  return { items, total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0), page, perPage };
}

const NO_OPEN_REPORTS = english("errors.noOpenReports", "There are no open reports on this checklist.");

/**
 * Closes a checklist's open reports as `outcome` and returns their reporters; 409 when there
 * are none. They are resolved at the transaction's time, which the outcome's notifications
 * share, so an undo finds exactly this resolution.
 */
async function closeReports(db: Db, checklistId: string, outcome: "dismissed" | "unpublished") {
  const closed = await db
    .update(checklistReports)
    .set({ status: outcome, resolvedAt: sql`now()` })
    .where(and(eq(checklistReports.checklistId, checklistId), eq(checklistReports.status, "open")))
    .returning({ reporterId: checklistReports.reporterId });
  if (closed.length === 0) throw new AppError("no_open_reports", NO_OPEN_REPORTS);
  return closed.map((report) => report.reporterId);
}

async function lockReported(db: Db, address: string) {
  const found = await findChecklistRow(db, address);
  const row = found ? await lockRow(db, found.id) : null;
  if (!row) throw checklistMissing();
  return row;
}

/**
 * 'Dismiss': the reports were not founded; the checklist stays as it is. The reporters are
 * told, the moderator's optional note goes to the log.
 */
export async function dismissReports(db: Database, moderator: SessionUser, address: string, note: string) {
  await db.transaction(async (tx) => {
    const row = await lockReported(tx, address);
    const reporters = await closeReports(tx, row.id, "dismissed");
    await notifyReportOutcome(tx, row, reporters, "dismissed", moderator.id);
    await logModeration(tx, moderator, row, "dismiss_reports", note === "" ? null : note);
  });
}

/**
 * 'Undo' of a dismissal, for DISMISS_UNDO_SECONDS (and a grace for the way here): its reports
 * open again, the reporters' notifications of it are taken back, and the log says so. A
 * reporter who has reported again meanwhile keeps the newer report (one open per person).
 */
export async function undoDismissal(db: Database, moderator: SessionUser, address: string) {
  await db.transaction(async (tx) => {
    const row = await lockReported(tx, address);
    const window = DISMISS_UNDO_SECONDS + DISMISS_UNDO_GRACE_SECONDS;
    const reopened = rowsOf<{ reporter_id: string; resolved_at: string }>(
      await tx.execute(sql`
        with latest as (
          select max(resolved_at) as at from checklist_reports
          where checklist_id = ${row.id} and status = 'dismissed'
        ), undone as (
          delete from checklist_reports r using latest
          where r.checklist_id = ${row.id} and r.status = 'dismissed' and r.resolved_at = latest.at
            and latest.at > now() - make_interval(secs => ${window})
          returning r.reporter_id, r.reason, r.details, r.created_at, r.resolved_at
        ), again as (
          insert into checklist_reports (checklist_id, reporter_id, reason, details, created_at)
          select ${row.id}, reporter_id, reason, details, created_at from undone
          on conflict (checklist_id, reporter_id) where status = 'open' do nothing
        )
        select reporter_id, resolved_at::text from undone`),
    );
    const [first] = reopened;
    if (!first) throw new AppError("no_dismissal_to_undo", NOTHING_TO_UNDO);
    await withdrawReportOutcome(
      tx,
      row,
      reopened.map((report) => report.reporter_id),
      first.resolved_at,
    );
    await logModeration(tx, moderator, row, "reopen_reports", null);
  });
}

/**
 * 'Unpublish': the checklist becomes rejected (hidden from everyone but its author and the
 * moderators, D11), the reason goes to its conversation and to its author. Logged.
 */
export async function unpublishReported(
  db: Database,
  moderator: SessionUser,
  address: string,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const row = await lockReported(tx, address);
    if (row.status !== "approved")
      throw new AppError(
        "checklist_not_published",
        english("errors.notPublished", "Only a published checklist can be unpublished."),
      );
    const reporters = await closeReports(tx, row.id, "unpublished");
    await markRejected(tx, row, reason);
    await insertMessage(tx, row, moderator, `Unpublished: ${reason}`);
    await notifyDecision(tx, row, { kind: "unpublished", reason }, moderator.id);
    await notifyReportOutcome(tx, row, reporters, "unpublished", moderator.id);
    await logModeration(tx, moderator, row, "unpublish", reason);
  });
}
