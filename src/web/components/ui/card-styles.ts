/** A card: one item of a list (My checklists, the queue, reports, personal lists) or a side panel. */
export const cardClass =
  "rounded-md border-2 border-stone-800 bg-white p-4 dark:border-stone-400 dark:bg-stone-900";
