// While an action runs, its button is aria-disabled rather than disabled: a disabled button
// drops keyboard focus to <body>. Its handler ignores clicks meanwhile.
/** Shared looks for buttons and button-like links: blocky, high-contrast, 44 px touch targets. */
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-emerald-950 bg-emerald-700 px-5 py-2 font-bold text-white shadow-[inset_0_-4px_0_0_rgba(0,0,0,0.25)] hover:bg-emerald-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-60 aria-disabled:opacity-60";

export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-stone-800 bg-white px-5 py-2 font-bold text-stone-900 shadow-[inset_0_-4px_0_0_rgba(0,0,0,0.12)] hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:border-stone-300 dark:bg-stone-800 dark:text-stone-50 dark:hover:bg-stone-700";

export const textLink =
  "font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-700 dark:text-emerald-300 dark:hover:text-emerald-200";

export const accentButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-stone-900 bg-amber-300 px-5 py-2 font-bold text-stone-900 shadow-[inset_0_-4px_0_0_rgba(0,0,0,0.2)] hover:bg-amber-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white";

export const dangerButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-red-950 bg-red-700 px-5 py-2 font-bold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-60 aria-disabled:opacity-60";
