import { ChevronRight } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { groupSteps, type Section, sectionProgress } from "#shared/rules/sections.ts";
import { DoneFold } from "./folded-steps.tsx";

const headingClass =
  "flex flex-wrap items-baseline gap-x-3 text-xl font-bold text-stone-900 dark:text-stone-50";
const countClass = "text-base font-semibold text-stone-700 dark:text-stone-300";

/**
 * D50 on the checklist page: each section under its heading with its progress ('3 of 8').
 * D49's fold works per section: what was ticked when the page opened folds under the section's
 * own '5 done', and a section all ticked then folds whole behind its heading.
 */
export function SectionedSteps<Step extends { id: string }>({
  steps,
  sections,
  folded,
  ticked,
  renderStep,
}: {
  steps: Step[];
  sections: Section[];
  /** The steps folded since the page opened (useFoldedSteps). */
  folded: Step[];
  ticked: (id: string) => boolean;
  renderStep: (step: Step) => ReactNode;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const foldedIds = new Set(folded.map((step) => step.id));
  const toggle = (key: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(key);
    else next.delete(key);
    setExpanded(next);
  };
  return (
    <div className="mt-4 space-y-6">
      {groupSteps(steps, sections).map((group) => {
        const key = group.section?.id ?? "other";
        const open = group.steps.filter((step) => !foldedIds.has(step.id));
        const done = group.steps.filter((step) => ticked(step.id)).length;
        return (
          <SectionBlock
            key={key}
            title={group.section?.title ?? "Other steps"}
            progress={sectionProgress(done, group.steps.length)}
            // Completed when the page opened: the whole section folds behind its heading.
            foldedWhole={open.length === 0 && group.steps.length > 0}
            expanded={expanded.has(key)}
            setExpanded={(value) => toggle(key, value)}
          >
            {open.length === 0 ? (
              <ol className="mt-3 space-y-3">{group.steps.map(renderStep)}</ol>
            ) : (
              <>
                <DoneFold
                  folded={group.steps.filter((step) => foldedIds.has(step.id))}
                  expanded={expanded.has(`${key} done`)}
                  setExpanded={(value) => toggle(`${key} done`, value)}
                  renderStep={renderStep}
                />
                <ol className="mt-3 space-y-3">{open.map(renderStep)}</ol>
              </>
            )}
          </SectionBlock>
        );
      })}
    </div>
  );
}

function SectionBlock({
  title,
  progress,
  foldedWhole,
  expanded,
  setExpanded,
  children,
}: {
  title: string;
  progress: string;
  foldedWhole: boolean;
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  if (!foldedWhole) {
    return (
      <section aria-labelledby={id}>
        <h3 id={id} className={headingClass}>
          <span className="wrap-anywhere">{title}</span> <span className={countClass}>{progress}</span>
        </h3>
        {children}
      </section>
    );
  }
  return (
    <section aria-labelledby={id} data-folded-steps="">
      <h3 id={id} className={headingClass}>
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-md text-left"
          aria-expanded={expanded}
          aria-controls={`${id}-steps`}
          onClick={() => setExpanded(!expanded)}
        >
          <ChevronRight
            aria-hidden="true"
            className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${expanded ? "rotate-90" : ""}`}
          />
          <span className="wrap-anywhere">{title}</span> <span className={countClass}>{progress}</span>
        </button>
      </h3>
      <div id={`${id}-steps`} hidden={!expanded}>
        {children}
      </div>
    </section>
  );
}
