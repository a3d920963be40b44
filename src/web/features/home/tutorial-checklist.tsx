import { useId, useState } from "react";
import { ProgressBar } from "#web/components/progress-bar.tsx";
import { useT } from "#web/lib/i18n.tsx";

/** SPEC §1: the landing page's 8-step tutorial; its ticks live only in the page. */
const TUTORIAL_STEPS = [
  { title: "home.tutorialStep1", description: "home.tutorialStep1Hint" },
  { title: "home.tutorialStep2", description: "home.tutorialStep2Hint" },
  { title: "home.tutorialStep3", description: "home.tutorialStep3Hint" },
  { title: "home.tutorialStep4", description: "home.tutorialStep4Hint" },
  { title: "home.tutorialStep5", description: "home.tutorialStep5Hint" },
  { title: "home.tutorialStep6", description: "home.tutorialStep6Hint" },
  { title: "home.tutorialStep7", description: "home.tutorialStep7Hint" },
  { title: "home.tutorialStep8", description: "home.tutorialStep8Hint" },
];

export function TutorialChecklist() {
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const headingId = useId();
  const t = useT();
  const percent = Math.round((100 * done.size) / TUTORIAL_STEPS.length);
  const toggle = (index: number) =>
    setDone((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border-2 border-stone-800 bg-white p-4 shadow-[6px_6px_0_0_rgba(28,25,23,0.25)] sm:p-6 dark:border-stone-400 dark:bg-stone-900"
    >
      <h3 id={headingId} className="text-xl font-bold">
        {t("home.tutorialHeading")}
      </h3>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t("home.tutorialIntro")}</p>
      <p className="mt-3 font-semibold" aria-live="polite">
        {done.size === TUTORIAL_STEPS.length
          ? t("home.tutorialDone")
          : t("home.tutorialProgress", { percent })}
      </p>
      {/* A native bar, not a styled width: the server renders this page (D29) and our Content
          Security Policy refuses style attributes. */}
      <ProgressBar percent={percent} label={t("home.tutorialBar")} />
      <ol className="mt-4 space-y-2">
        {TUTORIAL_STEPS.map((step, index) => {
          const id = `${headingId}-step-${index}`;
          return (
            <li
              key={step.title}
              className="flex gap-3 rounded-md p-2 hover:bg-stone-50 dark:hover:bg-stone-800"
            >
              <input
                id={id}
                type="checkbox"
                checked={done.has(index)}
                onChange={() => toggle(index)}
                className="mt-1 size-6 shrink-0 accent-emerald-700"
              />
              <label htmlFor={id} className="cursor-pointer">
                <span className={`font-semibold ${done.has(index) ? "line-through" : ""}`}>
                  {index + 1}. {t(step.title)}
                </span>
                <span className="block text-sm text-stone-700 dark:text-stone-300">
                  {t(step.description)}
                </span>
              </label>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
