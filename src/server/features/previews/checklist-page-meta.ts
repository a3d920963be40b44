import type { Database } from "#server/db/client.ts";
import {
  type PageMeta,
  type PageMetaResolver,
  type PageMissing,
  pathParameter,
} from "#server/pages/page-meta.ts";
import { DIFFICULTY_NAMES, type Difficulty } from "#shared/difficulties.ts";
import { inLanguage } from "#shared/i18n/message.ts";
import { i18nFor } from "../../i18n/catalogs.ts";
import { localeOfPage } from "../../i18n/reader-locale.ts";
import { currentUser } from "../auth/current-user.ts";
import { findChecklistRowForPage } from "../checklists/read-model.ts";
import { canSee } from "../checklists/visibility.ts";
import { checklistPreviewCard } from "./checklist-preview.ts";
import { imageLocale, PREVIEW_HEIGHT, PREVIEW_WIDTH } from "./preview-card.ts";
import { previewLanguageParameter } from "./routes.ts";

const PATH = /^\/checklist\/([^/]+)\/?$/;

/**
 * D24: `/checklist/{x}` of an approved checklist answers with its own preview tags, whose image
 * is generated (D47, routes.ts); one that is missing, or hidden from this viewer (D11),
 * with the not-found page's 404 (D29).
 */
export function checklistPageMeta(db: Database): PageMetaResolver {
  return async (request, pathname, reply): Promise<PageMeta | PageMissing | null> => {
    const address = pathParameter(pathname, PATH);
    if (address === null) return null;
    const row = await findChecklistRowForPage(db, address);
    if (!row || !canSee(row, await currentUser(request, reply))) return { missing: true };
    if (row.status !== "approved") return null;
    const locale = localeOfPage(request);
    const { t } = i18nFor(locale);
    const card = checklistPreviewCard(row, imageLocale(locale));
    return {
      title: row.title,
      description: t("pageMeta.checklistDescription", {
        description: row.description,
        steps: row.stepCount,
        difficulty: inLanguage(t, DIFFICULTY_NAMES[row.difficulty as Difficulty] ?? row.difficulty),
        author: row.authorName,
      }),
      type: "article",
      path: `/checklist/${row.customId}`,
      // `v` changes with each approved edit, so chat apps that keep images by address fetch the new one.
      image: `/checklist/${encodeURIComponent(row.customId)}/preview.png?v=${row.updatedAt.getTime().toString(36)}${previewLanguageParameter(locale)}`,
      imageSize: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
      imageAlt: t("pageMeta.imageAlt", { title: card.title, subtitle: card.subtitle }),
    };
  };
}
