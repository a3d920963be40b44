/** D68: the preview card of a collection shared by link or public: its name, owner and size. */
import type { CollectionCardData } from "../collections/card.ts";
import type { PreviewCard } from "./preview-card.ts";

export function collectionPreviewCard(collection: CollectionCardData): PreviewCard {
  const count = collection.shownCount;
  return {
    title: collection.name,
    subtitle: `A collection by ${collection.ownerName || "a player"} · ${count} ${count === 1 ? "checklist" : "checklists"}`,
  };
}
