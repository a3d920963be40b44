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
  private: "Private",
  link: "Anyone with the link",
  public: "Public on my profile",
};

/** The collection every person has, which 'Save' (and every save made before D68) fills. */
export const DEFAULT_COLLECTION_NAME = "Saved";

export const COLLECTION_MESSAGES = {
  nameRequired: "Give the collection a name.",
  nameTooLong: `A collection's name is at most ${COLLECTION_LIMITS.name} characters.`,
  descriptionTooLong: `A collection's description is at most ${COLLECTION_LIMITS.description} characters.`,
  tooManyCollections: `You have ${COLLECTION_LIMITS.collectionsPerPerson} collections, as many as anyone may. Delete one to make a new one.`,
  tooManyEntries: `This collection holds ${COLLECTION_LIMITS.entriesPerCollection} checklists, as many as a collection may. Remove one to add another.`,
  missing: "This collection does not exist, or it is not shared with you.",
  defaultKept: `'${DEFAULT_COLLECTION_NAME}' is where 'Save' puts checklists: it cannot be deleted.`,
  ownCollection: "You cannot follow your own collection.",
} as const;

/**
 * Why the owner of a collection sees an entry that everyone else no longer sees (D68, D11):
 * the checklist waits for a moderator again, or a moderator rejected or unpublished it.
 */
export const HIDDEN_ENTRY_REASONS: Record<"under_review" | "rejected", string> = {
  under_review: "Hidden from others: this guide is waiting for a moderator's review.",
  rejected: "Hidden from others: a moderator took this guide down.",
};
