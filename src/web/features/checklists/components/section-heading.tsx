/** D50: a section's heading with what its steps say ('3 of 8', '8 steps'). */
export function SectionHeading({ title, count }: { title: string; count: string }) {
  return (
    <h3 className="flex flex-wrap items-baseline gap-x-3 text-xl font-bold text-stone-900 dark:text-stone-50">
      <span className="wrap-anywhere">{title}</span>{" "}
      <span className="text-base font-semibold text-stone-700 dark:text-stone-300">{count}</span>
    </h3>
  );
}
