import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Database, Db } from "#server/db/client.ts";
import {
  checklistAddresses,
  checklistRevisions,
  checklists,
  type ReviewableVersion,
} from "#server/db/schema/index.ts";
import { AppError, checklistMissing } from "#server/errors.ts";
import type { Review } from "#shared/contracts/moderation.ts";
import { english } from "#shared/i18n/message.ts";
import { diffRevision } from "#shared/rules/revision-diff.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { logModeration as log } from "../checklists/moderation-log.ts";
import {
  type ChecklistRow,
  checklistFromRow,
  contentOf,
  findChecklistRow,
  loadSteps,
  lockRow,
} from "../checklists/read-model.ts";
import { recordStepChanges, replaceSteps } from "../checklists/steps.ts";
import { presentStepLink } from "../game/step-links.ts";
import { insertMessage } from "../messages/service.ts";
import { notifyDecision, notifyPlayersOfEdit, queueFollowNews } from "../notifications/write.ts";
import { historyOf } from "./queue.ts";

/** The checklist row locked for this transaction, so concurrent decisions queue up (one wins). */
async function lockChecklist(db: Db, address: string): Promise<ChecklistRow> {
  const found = await findChecklistRow(db, address);
  if (!found) throw checklistMissing();
  const locked = await lockRow(db, found.id);
  if (!locked) throw checklistMissing();
  return locked;
}

async function pendingRevision(db: Db, checklistId: string) {
  const [revision] = await db
    .select()
    .from(checklistRevisions)
    .where(and(eq(checklistRevisions.checklistId, checklistId), eq(checklistRevisions.status, "pending")));
  return revision ?? null;
}

/**
 * The pending edit of an approved checklist, the only other thing a moderator can decide on;
 * without one, a 409 that says why (`whenRejected` for a rejected checklist).
 */
async function revisionToDecide(
  db: Db,
  current: ChecklistRow,
  verb: "approve" | "reject",
  whenRejected: string,
) {
  const revision = current.status === "approved" ? await pendingRevision(db, current.id) : null;
  if (revision) return revision;
  throw new AppError(
    "checklist_not_pending",
    current.status === "rejected"
      ? whenRejected
      : verb === "approve"
        ? english(
            "errors.nothingToApprove",
            "There is nothing to approve: this checklist is approved and has no pending edit.",
          )
        : english(
            "errors.nothingToReject",
            "There is nothing to reject: this checklist is approved and has no pending edit.",
          ),
  );
}

export async function reviewOf(db: Db, moderator: SessionUser, address: string): Promise<Review> {
  const row = await findChecklistRow(db, address);
  if (!row) throw checklistMissing();
  const [checklist, history] = await Promise.all([
    checklistFromRow(db, row, moderator),
    historyOf(db, row.id),
  ]);
  const revision = checklist.pendingRevision;
  const changes = revision?.status === "pending" ? diffRevision(checklist, revision) : null;
  const changesSinceRejection =
    row.status === "under_review" && row.rejectedVersion
      ? diffRevision(withLinkNames(row.rejectedVersion), checklist)
      : null;
  return { checklist, changes, changesSinceRejection, history };
}

/** A kept version's game links with their names in its game version, as the live side has them (D61). */
const withLinkNames = (version: ReviewableVersion) => ({
  ...version,
  steps: version.steps.map((step) =>
    step.link ? { ...step, link: presentStepLink(version.supportedSince, step.link) } : step,
  ),
});

/** The checklist's content as it stands, kept when it is rejected (a resubmission is compared with it). */
export async function versionOf(db: Db, row: ChecklistRow): Promise<ReviewableVersion> {
  return {
    customId: row.customId,
    ...contentOf(row),
    steps: await loadSteps(db, row.id),
    sections: row.sections,
  };
}

/** The checklist becomes rejected for `reason`, keeping the version turned down. */
export async function markRejected(db: Db, row: ChecklistRow, reason: string) {
  await db
    .update(checklists)
    .set({
      status: "rejected",
      rejectionReason: reason,
      isApproved: false,
      rejectedVersion: await versionOf(db, row),
    })
    .where(eq(checklists.id, row.id));
}

/**
 * Approve: a new checklist goes public; a pending edit goes live, steps keeping their ids so
 * players' ticks stay (D10), likes and saves untouched. Anything else is a clear 409.
 */
export async function approve(db: Database, moderator: SessionUser, address: string) {
  return db.transaction(async (tx) => {
    const current = await lockChecklist(tx, address);
    if (current.status === "under_review") {
      await tx
        .update(checklists)
        .set({
          status: "approved",
          isApproved: true,
          rejectionReason: null,
          rejectedVersion: null,
          approvedAt: sql`now()`,
        })
        .where(eq(checklists.id, current.id));
      await log(tx, moderator, current, "approve", null);
      await notifyDecision(tx, current, { kind: "approved" }, moderator.id);
      // D67: once per checklist, however often it is approved (after an unpublishing, say).
      await queueFollowNews(tx, current, { kind: "published", subject: current.id }, moderator.id);
      return;
    }
    const revision = await revisionToDecide(
      tx,
      current,
      "approve",
      english(
        "errors.rejectedNeedsEdit",
        "This checklist was rejected; its author has to edit it before it can be approved.",
      ),
    );
    const edited = { id: current.id, title: revision.title, authorId: current.authorId };
    await notifyPlayersOfEdit(
      tx,
      edited,
      revision.steps.map((step) => step.id),
    );
    await recordStepChanges(tx, current.id, revision.steps);
    await replaceSteps(tx, current.id, revision.steps, revision.supportedSince);
    await tx
      .update(checklists)
      .set({
        customId: revision.customId,
        ...contentOf(revision),
        stepCount: revision.steps.length,
        sections: revision.sections,
        isApproved: true,
        updatedAt: sql`now()`,
        approvedAt: sql`now()`,
      })
      .where(eq(checklists.id, current.id));
    await tx.delete(checklistRevisions).where(eq(checklistRevisions.checklistId, current.id));
    await tx
      .delete(checklistAddresses)
      .where(
        and(
          eq(checklistAddresses.checklistId, current.id),
          notInArray(checklistAddresses.address, [current.id, revision.customId]),
        ),
      );
    await log(tx, moderator, current, "approve_revision", null);
    await notifyDecision(tx, edited, { kind: "edit_approved" }, moderator.id);
    // D67: once per version (the edit as it was last sent for review).
    const version = `${current.id}@${new Date(revision.updatedAt).toISOString()}`;
    await queueFollowNews(
      tx,
      { ...edited, authorName: current.authorName },
      { kind: "updated", subject: version },
      moderator.id,
    );
  });
}

/**
 * Reject with a reason: a new checklist becomes rejected; a pending edit is turned down and the
 * live version stays. The reason is also posted to the checklist's conversation (D32).
 */
export async function reject(db: Database, moderator: SessionUser, address: string, reason: string) {
  return db.transaction(async (tx) => {
    const current = await lockChecklist(tx, address);
    if (current.status === "under_review") {
      await markRejected(tx, current, reason);
      await log(tx, moderator, current, "reject", reason);
      await insertMessage(tx, current, moderator, `Rejected: ${reason}`);
      await notifyDecision(tx, current, { kind: "rejected", reason }, moderator.id);
      return;
    }
    await revisionToDecide(
      tx,
      current,
      "reject",
      english("errors.alreadyRejected", "This checklist is already rejected."),
    );
    await tx
      .update(checklistRevisions)
      .set({ status: "rejected", rejectionReason: reason, updatedAt: sql`now()` })
      .where(eq(checklistRevisions.checklistId, current.id));
    await tx.update(checklists).set({ isApproved: true }).where(eq(checklists.id, current.id));
    await log(tx, moderator, current, "reject_revision", reason);
    await insertMessage(tx, current, moderator, `Edit rejected: ${reason}`);
    await notifyDecision(tx, current, { kind: "edit_rejected", reason }, moderator.id);
  });
}
