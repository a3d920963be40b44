import type { Database } from "#server/db/client.ts";
import { type PageMeta, type PageMetaResolver, pathParameter } from "#server/pages/page-meta.ts";
import { i18nFor } from "../../i18n/catalogs.ts";
import { localeOfPage } from "../../i18n/reader-locale.ts";
import { previewVersion } from "./preview-cache.ts";
import { imageLocale, PREVIEW_HEIGHT, PREVIEW_WIDTH, stepsLabel } from "./preview-card.ts";
import { previewLanguageParameter } from "./routes.ts";
import { inviteCard } from "./run-preview.ts";

const PATH = /^\/runs\/([^/]+)\/join\/([^/]+)\/?$/;

/**
 * Issue 35: an invite link posted in a chat previews as the invitation it is: 'Ann invites you to
 * play First Night Survival · 3 of 8', with a generated image of the run's progress and players.
 * A wrong, revoked or expired link keeps the site's own tags and says nothing of the run.
 */
export function invitePageMeta(db: Database, secret: string, siteName: string): PageMetaResolver {
  return async (request, pathname): Promise<PageMeta | null> => {
    const match = PATH.exec(pathname);
    const runId = pathParameter(pathname, PATH);
    const token = match?.[2] ? decodeURIComponent(match[2]) : "";
    if (runId === null || !token) return null;
    const locale = localeOfPage(request);
    const { t } = i18nFor(locale);
    const invite = await inviteCard(db, secret, runId, token, imageLocale(locale)).catch(() => null);
    if (!invite) return null;
    const { card, progress, row } = invite;
    const path = `/runs/${encodeURIComponent(row.id)}/join/${encodeURIComponent(token)}`;
    const steps = stepsLabel(progress.done, progress.total, locale);
    return {
      title: t("pageMeta.inviteTitle", { title: card.title, done: progress.done, total: progress.total }),
      description: t("pageMeta.inviteDescription", { run: row.name, progress: steps }),
      path,
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
