/** One checklist as a person may see it: its row, steps, pending revision and their own state. */
import { asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  checklistRevisions,
  checklistSteps,
  checklists,
  type ReviewableVersion,
  type RevisionStep,
} from "#server/db/schema/index.ts";
import { readOncePerPage } from "#server/pages/page-reads.ts";
import type { Checklist, PendingRevision, Step, StepContent } from "#shared/contracts/checklists.ts";
import { DEFAULT_LOCALE } from "#shared/i18n/locales.ts";
import { renderRichText } from "#shared/rich-text.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { presentMaterial } from "../game/game-data.ts";
import { presentStepLink } from "../game/step-links.ts";
import { authorAndSource } from "./based-on.ts";
import { GUEST_STATE, viewerState } from "./viewer-state.ts";
import { canSee, canSeeRevision } from "./visibility.ts";

/** The fields an author writes, shared by a checklist row, its revision and an edit request. */
export function contentOf(source: Omit<ReviewableVersion, "customId" | "steps" | "sections">) {
  const { title, description, tags, difficulty, categories, supportedSince } = source;
  const language = source.language ?? DEFAULT_LOCALE;
  return { title, description, tags, difficulty, categories, supportedSince, language };
}

/** `/checklist/{x}`: the checklist whose customId is x, else whose document id is x (D8). */
export async function findChecklistRow(db: Db, address: string) {
  const rows = await db
    .select()
    .from(checklists)
    .where(or(eq(checklists.customId, address), eq(checklists.id, address)))
    .orderBy(sql`${checklists.customId} = ${address} desc`)
    .limit(1);
  return rows[0] ?? null;
}

export type ChecklistRow = NonNullable<Awaited<ReturnType<typeof findChecklistRow>>>;

/** The row, read once for a page rendered on the server: its head and its API call share it. */
export function findChecklistRowForPage(db: Db, address: string): Promise<ChecklistRow | null> {
  return readOncePerPage(`checklist ${address}`, () => findChecklistRow(db, address));
}

/** The row again, locked for the rest of the transaction (concurrent writers queue behind it). */
export async function lockRow(db: Db, checklistId: string): Promise<ChecklistRow | null> {
  const [locked] = await db.select().from(checklists).where(eq(checklists.id, checklistId)).for("update");
  return locked ?? null;
}

export async function loadSteps(db: Db, checklistId: string): Promise<StepContent[]> {
  return db
    .select({
      id: checklistSteps.id,
      title: checklistSteps.title,
      description: checklistSteps.description,
      materials: checklistSteps.materials,
      link: checklistSteps.link,
    })
    .from(checklistSteps)
    .where(eq(checklistSteps.checklistId, checklistId))
    .orderBy(asc(checklistSteps.position));
}

/**
 * A step as readers get it: its description rendered once, here, from its Markdown (D51), its
 * materials with their items' names and stack sizes in the guide's version (D60).
 */
export function presentStep(step: RevisionStep, version: string): Step {
  return {
    id: step.id,
    title: step.title,
    description: step.description,
    materials: (step.materials ?? []).map((material) => presentMaterial(version, material)),
    link: step.link ? presentStepLink(version, step.link) : null,
    descriptionBlocks: step.description ? renderRichText(step.description) : [],
  };
}

async function loadRevision(db: Db, checklistId: string): Promise<PendingRevision | null> {
  const [revision] = await db
    .select()
    .from(checklistRevisions)
    .where(eq(checklistRevisions.checklistId, checklistId));
  if (!revision) return null;
  return {
    customId: revision.customId,
    ...contentOf(revision),
    steps: revision.steps.map((step) => presentStep(step, revision.supportedSince)),
    sections: revision.sections,
    status: revision.status,
    rejectionReason: revision.rejectionReason,
    updatedAt: revision.updatedAt.toISOString(),
  };
}

/** The checklist as `viewer` may see it, or null when it is missing or hidden from them (D11). */
export async function checklistForViewer(
  db: Db,
  address: string,
  viewer: SessionUser | null,
): Promise<Checklist | null> {
  const row = await findChecklistRowForPage(db, address);
  if (!row || !canSee(row, viewer)) return null;
  return checklistFromRow(db, row, viewer);
}

export async function checklistFromRow(
  db: Db,
  row: ChecklistRow,
  viewer: SessionUser | null,
): Promise<Checklist> {
  const [steps, people, revision, state] = await Promise.all([
    loadSteps(db, row.id),
    authorAndSource(db, row.id, viewer),
    canSeeRevision(row, viewer) ? loadRevision(db, row.id) : Promise.resolve(null),
    viewer ? viewerState(db, viewer.id, row.id) : Promise.resolve(GUEST_STATE),
  ]);
  return {
    id: row.id,
    customId: row.customId,
    title: row.title,
    description: row.description,
    tags: row.tags,
    difficulty: row.difficulty,
    categories: row.categories,
    supportedSince: row.supportedSince,
    language: row.language,
    status: row.status,
    isApproved: row.isApproved,
    rejectionReason: row.rejectionReason,
    authorId: row.authorId,
    authorName: row.authorName,
    authorHandle: people.authorHandle,
    authorCustomId: people.authorHandle,
    basedOn: people.basedOn,
    official: row.officialKey !== null,
    likes: row.likes,
    stepCount: row.stepCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    steps: steps.map((step) => presentStep(step, row.supportedSince)),
    sections: row.sections,
    pendingRevision: revision,
    ...state,
  };
}
