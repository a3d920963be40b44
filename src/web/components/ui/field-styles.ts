/** Text inputs, textareas and selects: 44 px tall, high-contrast border, visible focus. */
export const inputClass =
  "mt-1 min-h-11 w-full rounded-md border-2 border-stone-800 bg-white px-3 py-2 text-stone-900 focus-visible:outline-3 focus-visible:outline-amber-500 aria-[invalid=true]:border-red-700 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50";
