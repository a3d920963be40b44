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
import { collectionCardFor } from "../collections/card.ts";
import { collectionPreviewCard } from "./collection-preview.ts";
import { previewVersion } from "./preview-cache.ts";
import { imageLocale, PREVIEW_HEIGHT, PREVIEW_WIDTH } from "./preview-card.ts";
import { previewLanguageParameter } from "./routes.ts";

const PATH = /^\/collections\/([^/]+)\/?$/;

/**
 * D68: `/collections/{id}` answers with its own preview tags when it is shared by link or public,
 * whose image is generated as a shared run's is (D47); its owner sees a private one's page, with
 * the site's image. Anyone else, and an unknown id, gets the not-found page's 404.
 */
export function collectionPageMeta(db: Database, siteName: string): PageMetaResolver {
  return async (request, pathname, reply): Promise<PageMeta | PageMissing | null> => {
    const id = pathParameter(pathname, PATH);
    if (id === null) return null;
    const viewer = await currentUser(request, reply);
    const collection = await collectionCardFor(db, id, viewer?.id ?? null);
    if (!collection) return { missing: true };
    const locale = localeOfPage(request);
    const { t } = i18nFor(locale);
    const card = collectionPreviewCard(collection, imageLocale(locale));
    const path = `/collections/${encodeURIComponent(collection.id)}`;
    const meta: PageMeta = {
      title: collection.ownerName
        ? t("pageMeta.collectionTitle", { name: collection.name, owner: collection.ownerName })
        : t("pageMeta.collectionTitleAnonymous", { name: collection.name }),
      description: collection.description || card.subtitle,
      path,
    };
    if (collection.visibility === "private") return meta;
    return {
      ...meta,
      image: `${path}/preview.png?v=${previewVersion(card, siteName)}${previewLanguageParameter(locale)}`,
      imageSize: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
      imageAlt: t("pageMeta.imageAlt", { title: card.title, subtitle: card.subtitle }),
    };
  };
}
