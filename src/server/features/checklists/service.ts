import { eq, sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Database, Db } from "#server/db/client.ts";
import { checklistRevisions, checklistSteps, checklists } from "#server/db/schema/index.ts";
import { AppError, checklistMissing, forbidden, invalidField } from "#server/errors.ts";
import type {
  Checklist,
  ChecklistInput,
  checklistInputSchema,
  createChecklistInputSchema,
} from "#shared/contracts/checklists.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { english } from "#shared/i18n/message.ts";
import {
  CHECKLIST_ID_MESSAGES,
  checklistIdProblem,
  sanitizeChecklistId,
} from "#shared/rules/checklist-id.ts";
import { isModerator } from "#shared/rules/roles.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { notifySubmission } from "../notifications/write.ts";
import { hitRateLimit, hitRateLimits } from "../rate-limit/service.ts";
import { claimAddress, releaseAddresses } from "./addresses.ts";
import { sourceToCopy } from "./based-on.ts";
import { checkGameFacts } from "./game-facts.ts";
import { logModeration } from "./moderation-log.ts";
import { insertChecklist } from "./new-checklist.ts";
import { type ChecklistRow, checklistFromRow, contentOf, findChecklistRow, lockRow } from "./read-model.ts";
import { replaceSteps, stepsOfInput } from "./steps.ts";
import { canSee } from "./visibility.ts";

type ValidInput = import("zod").output<typeof checklistInputSchema>;
/** D65: a new checklist's language is always known by here (the route fills in the author's). */
type ValidNewInput = import("zod").output<typeof createChecklistInputSchema> & { language: Locale };

export type { ChecklistInput };

/** The stored id for what was typed, or a 422 with SPEC §5's message. */
function storedCustomId(raw: string): string {
  const customId = sanitizeChecklistId(raw);
  const problem = checklistIdProblem(customId);
  if (problem) throw invalidField("customId", problem);
  return customId;
}

interface Actor {
  user: SessionUser;
  ip: string;
}

/** POST /api/checklists: a new checklist under review, credited to the signed-in user (SPEC §2 Create). */
export async function createChecklist(
  db: Database,
  config: AppConfig,
  actor: Actor,
  input: ValidNewInput,
): Promise<Checklist> {
  const id = storedCustomId(input.customId);
  checkGameFacts(input);
  const { steps, sections } = stepsOfInput(input, new Set());
  const row = await db.transaction(async (tx) => {
    // Inside the transaction, so a request refused below (taken id) does not count (D6).
    await hitRateLimits(tx, [
      { key: `create:user:${actor.user.id}`, rule: config.rateLimits.createPerUser },
      { key: `create:ip:${actor.ip}`, rule: config.rateLimits.createPerIp },
    ]);
    // D52: a copy is created, and moderated, as any new checklist; it keeps where it came from.
    const basedOn = input.basedOn ? await sourceToCopy(tx, input.basedOn) : null;
    const created = await insertChecklist(
      tx,
      {
        id,
        title: input.title,
        description: input.description,
        tags: input.tags,
        difficulty: input.difficulty,
        categories: input.categories,
        supportedSince: input.supportedSince,
        language: input.language,
        sections,
        status: "under_review",
        isApproved: false,
        authorId: actor.user.id,
        authorName: actor.user.displayName,
        basedOn,
      },
      steps,
    );
    if (!created) throw new AppError("id_taken", CHECKLIST_ID_MESSAGES.taken, {}, "customId");
    await notifySubmission(tx, created, "new");
    return created;
  });
  return checklistFromRow(db, row, actor.user);
}

/** The checklist `user` may change as its author: 404 when hidden from them (D11), 403 otherwise. */
async function lockOwnChecklist(db: Db, address: string, user: SessionUser): Promise<ChecklistRow> {
  const found = await findChecklistRow(db, address);
  if (!found || !canSee(found, user)) throw checklistMissing();
  if (found.authorId !== user.id)
    throw forbidden(english("errors.onlyAuthorChanges", "Only the author can change this checklist."));
  const locked = await lockRow(db, found.id);
  if (!locked) throw checklistMissing();
  return locked;
}

/**
 * PATCH /api/checklists/{address}, author only. D12: an approved checklist keeps its live content
 * and the edit waits as a pending revision; otherwise it changes in place and goes (back)
 * under review. Status and approval are never taken from the request.
 */
export async function editChecklist(
  db: Database,
  config: AppConfig,
  actor: Actor,
  address: string,
  input: ValidInput,
): Promise<Checklist> {
  const newCustomId = storedCustomId(input.customId);
  checkGameFacts(input);
  const row = await db.transaction(async (tx) => {
    const current = await lockOwnChecklist(tx, address, actor.user);
    await hitRateLimit(tx, `edit:user:${actor.user.id}`, config.rateLimits.editPerUser);
    if (!(await claimAddress(tx, newCustomId, current.id))) {
      throw new AppError("id_taken", CHECKLIST_ID_MESSAGES.takenOnEdit, {}, "customId");
    }
    const knownIds = new Set(
      (
        await tx
          .select({ id: checklistSteps.id })
          .from(checklistSteps)
          .where(eq(checklistSteps.checklistId, current.id))
      ).map((s) => s.id),
    );
    if (current.status === "approved") {
      const [previous] = await tx
        .select({
          steps: checklistRevisions.steps,
          status: checklistRevisions.status,
          language: checklistRevisions.language,
        })
        .from(checklistRevisions)
        .where(eq(checklistRevisions.checklistId, current.id));
      // D65: an edit that names no language keeps the one its author last chose.
      const fields = contentOf({
        ...input,
        language: input.language ?? previous?.language ?? current.language,
      });
      for (const step of previous?.steps ?? []) knownIds.add(step.id);
      const { steps, sections } = stepsOfInput(input, knownIds);
      const revision = {
        ...fields,
        customId: newCustomId,
        steps,
        sections,
        status: "pending" as const,
        rejectionReason: null,
      };
      await tx
        .insert(checklistRevisions)
        .values({ checklistId: current.id, ...revision })
        .onConflictDoUpdate({
          target: checklistRevisions.checklistId,
          set: { ...revision, updatedAt: sql`now()` },
        });
      await releaseAddresses(tx, current.id, [current.id, current.customId, newCustomId]);
      // An edit already waiting was told of when it was first submitted.
      if (previous?.status !== "pending") await notifySubmission(tx, { ...current, ...fields }, "revision");
      const [updated] = await tx
        .update(checklists)
        .set({ isApproved: false })
        .where(eq(checklists.id, current.id))
        .returning();
      return updated ?? current;
    }
    const fields = contentOf({ ...input, language: input.language ?? current.language });
    const { steps, sections } = stepsOfInput(input, knownIds);
    await replaceSteps(tx, current.id, steps, input.supportedSince);
    await releaseAddresses(tx, current.id, [current.id, newCustomId]);
    const [updated] = await tx
      .update(checklists)
      .set({
        ...fields,
        customId: newCustomId,
        stepCount: steps.length,
        sections,
        status: "under_review",
        rejectionReason: null,
        isApproved: false,
        updatedAt: sql`now()`,
      })
      .where(eq(checklists.id, current.id))
      .returning();
    // Under review already: the moderators were told when it was submitted.
    if (current.status === "rejected") await notifySubmission(tx, { ...current, ...fields }, "resubmitted");
    return updated ?? current;
  });
  return checklistFromRow(db, row, actor.user);
}

/**
 * DELETE /api/checklists/{address}: the author, or a moderator as a logged action (D14). Likes,
 * saves, progress and revisions go with it, by cascade.
 */
export async function deleteChecklist(db: Database, user: SessionUser, address: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findChecklistRow(tx, address);
    if (!found || !canSee(found, user)) throw checklistMissing();
    const isAuthor = found.authorId === user.id;
    if (!isAuthor && !isModerator(user))
      throw forbidden(
        english("errors.onlyAuthorDeletes", "Only the author or a moderator can delete this checklist."),
      );
    const deleted = await tx
      .delete(checklists)
      .where(eq(checklists.id, found.id))
      .returning({ id: checklists.id });
    if (deleted.length === 0) throw checklistMissing();
    if (!isAuthor) await logModeration(tx, user, found, "delete");
  });
}
