import type { Database } from "#server/db/client.ts";
import {
  type PageMeta,
  type PageMetaResolver,
  type PageMissing,
  pathParameter,
} from "#server/pages/page-meta.ts";
import { currentUser } from "../auth/current-user.ts";
import { canReadRun, findRun, runProgress } from "../runs/read-model.ts";
import { isSharedRun } from "../runs/readers.ts";
import { previewVersion } from "./preview-cache.ts";
import { membersLine, PREVIEW_HEIGHT, PREVIEW_WIDTH, stepsLabel } from "./preview-card.ts";
import { runPreviewCard } from "./run-preview.ts";

const PATH = /^\/runs\/([^/]+)\/?$/;

/**
 * D47: `/runs/{runId}` of a run shared by link answers with its own preview tags, whose image
 * shows its progress as it is; its players see a private run's page too, with the site's image.
 * Anyone else, and an unknown id, gets the not-found page's 404 (decision 030).
 */
export function runPageMeta(db: Database, siteName: string): PageMetaResolver {
  return async (request, pathname, reply): Promise<PageMeta | PageMissing | null> => {
    const runId = pathParameter(pathname, PATH);
    if (runId === null) return null;
    const viewer = await currentUser(request, reply);
    const row = await findRun(db, runId, viewer?.id ?? null);
    if (!row || !canReadRun(row, viewer)) return { missing: true };
    const progress = await runProgress(db, row);
    const card = runPreviewCard(row, progress);
    const path = `/runs/${encodeURIComponent(row.id)}`;
    const meta: PageMeta = {
      title: `${row.name} · ${row.checklistTitle}`,
      description: `${stepsLabel(progress.done, progress.total)} · ${membersLine(progress.handles)}`,
      path,
    };
    if (!isSharedRun(row)) return meta;
    return {
      ...meta,
      image: `${path}/preview.png?v=${previewVersion(card, siteName)}`,
      imageSize: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
      imageAlt: `${card.title}: ${card.subtitle}, ${stepsLabel(progress.done, progress.total)}`,
    };
  };
}
