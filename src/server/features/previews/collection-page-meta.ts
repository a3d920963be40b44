import type { Database } from "#server/db/client.ts";
import {
  type PageMeta,
  type PageMetaResolver,
  type PageMissing,
  pathParameter,
} from "#server/pages/page-meta.ts";
import { currentUser } from "../auth/current-user.ts";
import { collectionCardFor } from "../collections/card.ts";
import { collectionPreviewCard } from "./collection-preview.ts";
import { previewVersion } from "./preview-cache.ts";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from "./preview-card.ts";

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
    const card = collectionPreviewCard(collection);
    const path = `/collections/${encodeURIComponent(collection.id)}`;
    const meta: PageMeta = {
      title: `${collection.name} · a collection by ${collection.ownerName || "a player"}`,
      description: collection.description || card.subtitle,
      path,
    };
    if (collection.visibility === "private") return meta;
    return {
      ...meta,
      image: `${path}/preview.png?v=${previewVersion(card, siteName)}`,
      imageSize: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT },
      imageAlt: `${card.title}: ${card.subtitle}`,
    };
  };
}
