/** D68: the preview card of a collection shared by link or public: its name, owner and size. */

import type { Locale } from "#shared/i18n/locales.ts";
import { i18nFor } from "../../i18n/catalogs.ts";
import type { CollectionCardData } from "../collections/card.ts";
import { inLocale, type PreviewCard } from "./preview-card.ts";

export function collectionPreviewCard(collection: CollectionCardData, locale: Locale = "en"): PreviewCard {
  const count = collection.shownCount;
  const { t } = i18nFor(locale);
  const subtitle = collection.ownerName
    ? t("previews.collectionBy", { owner: collection.ownerName, count })
    : t("previews.collectionByAnonymous", { count });
  return inLocale({ title: collection.name, subtitle }, locale);
}
