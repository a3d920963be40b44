/** Business constants of SPEC §9, stated once for client and server. */
export const LIMITS = {
  checklistTitle: 60,
  checklistDescription: 300,
  stepTitle: 60,
  stepDescription: 240,
  nickname: 24,
  checklistId: 40,
  categoriesPerChecklist: 3,
  featuredCount: 3,
  avatarUrl: 2048,
  rejectionReason: 500,
  tagLength: 30,
  tagsPerChecklist: 12,
  stepsPerChecklist: 200,
  /** D50: section headings ('Early game', 'The Nether'). */
  sectionTitle: 60,
  sectionsPerChecklist: 30,
  /** D32: one message between an author and the moderators. */
  message: 1000,
  /** D43: a run's name ('Hardcore #3', 'SMP'). */
  runName: 40,
  /** D51: a step's materials: an item name, a count, and how many per step. */
  materialItem: 40,
  /** D60: a game item's id ('minecraft:wayfinder_armor_trim_smithing_template' has 48). */
  materialItemId: 80,
  materialCount: 100_000,
  /** D61: a game id in a step's link ('minecraft:adventure/adventuring_time'). */
  gameId: 100,
  /** D61: the highest threshold a statistic link may ask for. */
  statisticThreshold: 1_000_000_000,
  materialsPerStep: 20,
} as const;

/** D21: the longest path and query a page view carries; the browser cuts what it sends to these. */
export const PAGE_VIEW_LIMITS = { path: 300, query: 2000 } as const;

export const TRUNCATE = {
  pageDescription: 260,
  exploreCardDescription: 165,
  myChecklistCardDescription: 145,
  featuredTitle: 42,
  featuredDescription: 100,
  stepDescriptionInList: 75,
  tagsOnCard: 3,
} as const;

export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The highest page number a list accepts (bounds the work of a made-up link). */
export const MAX_PAGE = 100_000;

/** How long a status message (nickname, avatar) stays before it clears. */
export const STATUS_MESSAGE_MS = 3000;

/** Widths below this use the mobile layout. */
export const MOBILE_BREAKPOINT_PX = 768;
