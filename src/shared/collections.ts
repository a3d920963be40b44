import { english } from "./i18n/message.ts";
/** D68: a person's named collections of checklists, their limits and the words people read. */
export const COLLECTION_LIMITS = {
  name: 60,
  description: 300,
  collectionsPerPerson: 100,
  entriesPerCollection: 500,
} as const;

/** Who may read a collection: its owner alone, anyone holding its address, or everyone (its owner's profile lists it). */
export const COLLECTION_VISIBILITIES = ["private", "link", "public"] as const;
export type CollectionVisibility = (typeof COLLECTION_VISIBILITIES)[number];

export const COLLECTION_VISIBILITY_LABELS: Record<CollectionVisibility, string> = {
  private: english("shared.visibilityPrivate", "Private"),
  link: english("shared.visibilityLink", "Anyone with the link"),
  public: english("shared.visibilityPublic", "Public on my profile"),
};

/** The collection every person has, which 'Save' (and every save made before D68) fills. */
export const DEFAULT_COLLECTION_NAME = "Saved";

export const COLLECTION_MESSAGES = {
  nameRequired: english("validation.collectionNameRequired", "Give the collection a name."),
  nameTooLong: english(
    "validation.collectionNameTooLong",
    `A collection's name is at most ${COLLECTION_LIMITS.name} characters.`,
    { max: COLLECTION_LIMITS.name },
  ),
  descriptionTooLong: english(
    "validation.collectionDescriptionTooLong",
    `A collection's description is at most ${COLLECTION_LIMITS.description} characters.`,
    { max: COLLECTION_LIMITS.description },
  ),
  tooManyCollections: english(
    "validation.tooManyCollections",
    `You have ${COLLECTION_LIMITS.collectionsPerPerson} collections, as many as anyone may. Delete one to make a new one.`,
    { max: COLLECTION_LIMITS.collectionsPerPerson },
  ),
  tooManyEntries: english(
    "validation.tooManyEntries",
    `This collection holds ${COLLECTION_LIMITS.entriesPerCollection} checklists, as many as a collection may. Remove one to add another.`,
    { max: COLLECTION_LIMITS.entriesPerCollection },
  ),
  missing: english(
    "validation.collectionMissing",
    "This collection does not exist, or it is not shared with you.",
  ),
  defaultKept: english(
    "validation.defaultCollectionKept",
    `'${DEFAULT_COLLECTION_NAME}' is where 'Save' puts checklists: it cannot be deleted.`,
  ),
  ownCollection: english("validation.ownCollection", "You cannot follow your own collection."),
} as const;

/**
 * Why the owner of a collection sees an entry that everyone else no longer sees (D68, D11):
 * the checklist waits for a moderator again, or a moderator rejected or unpublished it.
 */
export const HIDDEN_ENTRY_REASONS: Record<"under_review" | "rejected", string> = {
  under_review: english(
    "shared.hiddenUnderReview",
    "Hidden from others: this guide is waiting for a moderator's review.",
  ),
  rejected: english("shared.hiddenRejected", "Hidden from others: a moderator took this guide down."),
};
