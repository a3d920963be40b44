/** D47: the preview card of a run shared by link: its checklist, name, progress and players. */
import type { Db } from "#server/db/client.ts";
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
