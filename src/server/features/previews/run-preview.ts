/** D47: the preview card of a run shared by link: its checklist, name, progress and players. */
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import { inviteState } from "../runs/invites.ts";
import { findRun, runProgress } from "../runs/read-model.ts";
import { isSharedRun } from "../runs/readers.ts";
import type { PreviewCard } from "./preview-card.ts";

export function runPreviewCard(
  run: { name: string; checklistTitle: string },
  progress: { handles: string[]; done: number; total: number },
): PreviewCard {
  const players = progress.handles.length;
  return {
    title: run.checklistTitle,
    subtitle: `${run.name} · played by ${players} ${players === 1 ? "player" : "players"}`,
    progress: { done: progress.done, total: progress.total },
    members: progress.handles,
  };
}

/**
 * The card of the run `runId` when it is shared by link (the same for everyone: shared caches
 * keep the image), else null: private, of a checklist not approved, or unknown.
 */
export async function sharedRunCard(db: Db, runId: string): Promise<PreviewCard | null> {
  const row = await findRun(db, runId, null);
  if (!row || !isSharedRun(row)) return null;
  return runPreviewCard(row, await runProgress(db, row));
}

/**
 * D44, issue 35: the card of an invite link that opens its run now ('Ann invites you to play
 * First Night Survival', the run's progress and players), else null: a wrong, revoked or
 * expired token, or a checklist not approved. Only someone holding the link asks for it.
 */
export async function inviteCard(db: Db, secret: string, runId: string, token: string) {
  const row = await findRun(db, runId, null);
  if (row?.status !== "approved" || inviteState(secret, row, token) !== "open") return null;
  const [owner] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, row.ownerId));
  const progress = await runProgress(db, row);
  const card: PreviewCard = {
    ...runPreviewCard(row, progress),
    title: `${owner?.name || "A player"} invites you to play ${row.checklistTitle}`,
  };
  return { row, progress, card };
}
