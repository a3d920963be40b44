import type { Database } from "#server/db/client.ts";
import {
  type PageMeta,
  type PageMetaResolver,
  type PageMissing,
  pathParameter,
} from "#server/pages/page-meta.ts";
import { i18nFor } from "../../i18n/catalogs.ts";
import { localeOfPage } from "../../i18n/reader-locale.ts";
import { currentUser } from "../auth/current-user.ts";
import { canReadRun, findRun, runProgress } from "../runs/read-model.ts";
import { isSharedRun } from "../runs/readers.ts";
import { previewVersion } from "./preview-cache.ts";
import { imageLocale, membersLine, PREVIEW_HEIGHT, PREVIEW_WIDTH, stepsLabel } from "./preview-card.ts";
import { previewLanguageParameter } from "./routes.ts";
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
    const locale = localeOfPage(request);
    const { t } = i18nFor(locale);
    const card = runPreviewCard(row, progress, imageLocale(locale));
    const path = `/runs/${encodeURIComponent(row.id)}`;
    const steps = stepsLabel(progress.done, progress.total, locale);
    const meta: PageMeta = {
      title: `${row.name} · ${row.checklistTitle}`,
      description: t("pageMeta.runDescription", {
        progress: steps,
        members: membersLine(progress.handles, locale),
      }),
      path,
    };
    if (!isSharedRun(row)) return meta;
    return {
      ...meta,
      image: `${path}/preview.png?v=${previewVersion(card, siteName)}${previewLanguageParameter(locale)}`,
      imageSize: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
      imageAlt: t("pageMeta.imageAltWithProgress", {
        title: card.title,
        subtitle: card.subtitle,
        progress: steps,
      }),
    };
  };
}
