import { useT } from "#web/lib/i18n.tsx";

/** A progress bar (SPEC §2): a native <progress>, so it is a progressbar to assistive technology. */
export function ProgressBar({ percent, label }: { percent: number; label?: string }) {
  const t = useT();
  return (
    <progress
      value={percent}
      max={100}
      aria-label={label ?? t("common.progress")}
      className="progress-fill mt-1 block h-4 w-full overflow-hidden rounded border-2 border-stone-800 bg-stone-200 dark:border-stone-300 dark:bg-stone-700"
    >
      {t("common.percent", { percent })}
    </progress>
  );
}

/** A joined checklist's progress in a list: the bar and "d/t steps (p%)". */
export function ProgressSummary({
  title,
  done,
  total,
  percent,
}: {
  title: string;
  done: number;
  total: number;
  percent: number;
}) {
  const t = useT();
  return (
    <>
      <ProgressBar percent={percent} label={t("common.progressOf", { title })} />
      <p className="mt-1 text-sm font-semibold text-stone-800 dark:text-stone-200">
        {t("common.stepsSummary", { done, total, percent })}
      </p>
    </>
  );
}
