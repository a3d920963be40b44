import type { Database } from "#server/db/client.ts";
import { checklistMissing } from "#server/errors.ts";
import { checklistMarkdown } from "#shared/checklist-markdown.ts";
import type { Checklist } from "#shared/contracts/checklists.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { checklistForViewer } from "./read-model.ts";

/**
 * A run as `viewer` may read it, else a 404. Runs sit above checklists (docs/architecture.md,
 * Feature layers), so app.ts hands in runs' reader.
 */
export type RunReader = (
  runId: string,
  viewer: SessionUser | null,
) => Promise<{ checklistId: string; completedStepIds: string[] }>;

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string;
}

/**
 * D53: GET /api/checklists/{x}/export. The checklist as its viewer may read it (404 otherwise),
 * as Markdown or as JSON (the API's Checklist); with `runId`, a run they may read (404
 * otherwise, or when it is another checklist's) and its ticks.
 */
export async function exportChecklist(
  db: Database,
  readRun: RunReader,
  viewer: SessionUser | null,
  query: { id: string; format: "markdown" | "json"; runId?: string },
): Promise<ExportFile> {
  const checklist = await checklistForViewer(db, query.id, viewer);
  if (!checklist) throw checklistMissing();
  const run = query.runId ? await readRun(query.runId, viewer) : null;
  if (run && run.checklistId !== checklist.id) throw checklistMissing();
  const ticked = run?.completedStepIds ?? [];
  const name = `${checklist.customId}${run ? "-progress" : ""}`;
  if (query.format === "json") {
    const file: Checklist = { ...checklist, completedStepIds: ticked };
    return {
      fileName: `${name}.json`,
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify(file, null, 2),
    };
  }
  return {
    fileName: `${name}.md`,
    contentType: "text/markdown; charset=utf-8",
    body: checklistMarkdown(checklist, new Set(ticked)),
  };
}
