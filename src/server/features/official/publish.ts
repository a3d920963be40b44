/**
 * D63: at start, the site's own account publishes the game's own checklists for the newest
 * offered release. Cheap when nothing changed: each checklist's fingerprint is compared with
 * the stored one and nothing is written. When the data changed (a new release), a checklist's
 * steps are replaced as an approved edit is (D12): ids kept where the thing is the same, so runs
 * keep their ticks, and the changes recorded for 'N steps changed since you started' (D48).
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database, Tx } from "#server/db/client.ts";
import { checklistAddresses, checklists, users } from "#server/db/schema/index.ts";
import { deriveHandle } from "#shared/rules/handle.ts";
import { stepChanges } from "#shared/rules/step-changes.ts";
import { displayNameFrom } from "../auth/accounts.ts";
import { allocateHandle } from "../auth/handles.ts";
import { insertChecklist } from "../checklists/new-checklist.ts";
import { loadSteps } from "../checklists/read-model.ts";
import { recordStepChanges, replaceSteps } from "../checklists/steps.ts";
import { offeredVersions } from "../game/game-data.ts";
import { notifyPlayersOfEdit } from "../notifications/write.ts";
import { fingerprintOf, generateOfficialChecklists, type OfficialChecklist, uuidV5 } from "./generate.ts";

/** The site's own account: no sign-in identity, so nobody signs in as it. */
export const SITE_ACCOUNT_ID = uuidV5("the site's own account");
/** Taken for the length of a publishing transaction, so two servers starting at once publish once. */
const PUBLISH_LOCK = 6_300_063;

export interface PublishResult {
  version: string;
  /** The keys of the checklists created or updated; empty when nothing changed. */
  published: string[];
}

async function ensureSiteAccount(tx: Tx, siteName: string): Promise<void> {
  const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, SITE_ACCOUNT_ID));
  if (found) return;
  await allocateHandle(tx, deriveHandle(siteName), async (handle) => {
    const inserted = await tx
      .insert(users)
      .values({ id: SITE_ACCOUNT_ID, handle, displayName: siteName })
      .onConflictDoNothing()
      .returning({ id: users.id });
    return inserted.length > 0;
  });
}

/** The address it asks for, else the first of `official-<key>`, `official-<key>-2`… nobody holds. */
async function freeAddress(tx: Tx, key: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const address = attempt === 0 ? key : attempt === 1 ? `official-${key}` : `official-${key}-${attempt}`;
    const [taken] = await tx
      .select({ address: checklistAddresses.address })
      .from(checklistAddresses)
      .where(eq(checklistAddresses.address, address));
    if (!taken) return address;
  }
}

const contentOf = (checklist: OfficialChecklist) => ({
  title: checklist.title,
  description: checklist.description,
  tags: checklist.tags,
  difficulty: checklist.difficulty,
  categories: checklist.categories,
  supportedSince: checklist.supportedSince,
  sections: checklist.sections,
});

async function create(tx: Tx, checklist: OfficialChecklist, fingerprint: string, siteName: string) {
  const id = await freeAddress(tx, checklist.key);
  const created = await insertChecklist(
    tx,
    {
      id,
      ...contentOf(checklist),
      status: "approved",
      isApproved: true,
      authorId: SITE_ACCOUNT_ID,
      authorName: siteName,
      officialKey: checklist.key,
      officialFingerprint: fingerprint,
      approvedAt: sql`now()`,
    },
    checklist.steps.map((step) => ({ ...step, materials: [], link: step.link ?? null })),
  );
  if (!created) throw new Error(`The official checklist ${checklist.key} could not take ${id}`);
}

/** A new version of a published checklist, as an approved edit goes live (moderation's approve). */
async function update(
  tx: Tx,
  row: { id: string; title: string },
  checklist: OfficialChecklist,
  fingerprint: string,
) {
  if (stepChanges(await loadSteps(tx, row.id), checklist.steps).length > 0) {
    await notifyPlayersOfEdit(
      tx,
      { id: row.id, title: checklist.title, authorId: SITE_ACCOUNT_ID },
      checklist.steps.map((step) => step.id),
    );
    await recordStepChanges(tx, row.id, checklist.steps);
  }
  await replaceSteps(tx, row.id, checklist.steps, checklist.supportedSince);
  await tx
    .update(checklists)
    .set({
      ...contentOf(checklist),
      stepCount: checklist.steps.length,
      officialFingerprint: fingerprint,
      updatedAt: sql`now()`,
      approvedAt: sql`now()`,
    })
    .where(eq(checklists.id, row.id));
}

/**
 * Publishes the official checklists of `version` (the newest offered by default): creates the
 * missing ones, updates those whose generated content changed, and writes nothing otherwise.
 */
export async function publishOfficialChecklists(
  db: Database,
  site: string,
  version: string = offeredVersions()[0]?.version ?? "",
): Promise<PublishResult> {
  // The account's name, as a person's would be kept (the site's name may be longer than a nickname).
  const siteName = displayNameFrom(site);
  const generated = generateOfficialChecklists(version).map((checklist) => ({
    checklist,
    fingerprint: fingerprintOf(checklist),
  }));
  const storedOf = (db: Database | Tx) =>
    db
      .select({
        id: checklists.id,
        title: checklists.title,
        key: checklists.officialKey,
        fingerprint: checklists.officialFingerprint,
      })
      .from(checklists)
      .where(isNotNull(checklists.officialKey));
  const changedIn = (stored: Awaited<ReturnType<typeof storedOf>>) =>
    generated.filter(
      ({ checklist, fingerprint }) =>
        stored.find((row) => row.key === checklist.key)?.fingerprint !== fingerprint,
    );
  // The common case, a start with the same data: one read, nothing written.
  if (changedIn(await storedOf(db)).length === 0) return { version, published: [] };

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
    const stored = await storedOf(tx);
    const changed = changedIn(stored);
    if (changed.length > 0) await ensureSiteAccount(tx, siteName);
    for (const { checklist, fingerprint } of changed) {
      const row = stored.find((r) => r.key === checklist.key);
      if (row) await update(tx, row, checklist, fingerprint);
      else await create(tx, checklist, fingerprint, siteName);
    }
    return { version, published: changed.map(({ checklist }) => checklist.key) };
  });
}

/** The official checklist of `key`, if published. */
export async function officialChecklistId(db: Database, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: checklists.id })
    .from(checklists)
    .where(and(isNotNull(checklists.officialKey), eq(checklists.officialKey, key)));
  return row?.id ?? null;
}
