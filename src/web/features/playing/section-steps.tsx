import { type ReactNode, useState } from "react";
import { groupSteps, type Section } from "#shared/rules/sections.ts";
import { SectionHeading } from "#web/features/checklists/components/section-heading.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { DoneFold } from "./folded-steps.tsx";

/**
 * D50 on the checklist page: each section under its heading with its count ('3 of 8' while
 * playing). D49's fold works per section: the steps ticked when the page opened fold under the
 * section's own 'N done', so a section completed then folds whole behind it.
 */
export function SectionedSteps<Step extends { id: string }>({
  steps,
  sections,
  folded = [],
  count,
  renderStep,
}: {
  steps: Step[];
  sections: Section[];
  /** The steps folded since the page opened (useFoldedSteps). */
  folded?: Step[];
  /** What the heading says of a section's steps: '3 of 8', '8 steps'. */
  count: (steps: Step[]) => string;
  renderStep: (step: Step) => ReactNode;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const foldedIds = new Set(folded.map((step) => step.id));
  return (
    <div className="mt-4 space-y-6">
      {groupSteps(steps, sections).map(({ section, steps: inSection }) => {
        const key = section?.id ?? "other";
        const title = section?.title ?? t("playing.otherSteps");
        return (
          <section key={key} aria-label={title}>
            <SectionHeading title={title} count={count(inSection)} />
            <DoneFold
              folded={inSection.filter((step) => foldedIds.has(step.id))}
              expanded={expanded[key] === true}
              setExpanded={(open) => setExpanded({ ...expanded, [key]: open })}
              renderStep={renderStep}
            />
            <ol className="mt-3 space-y-3 empty:hidden">
              {inSection.filter((step) => !foldedIds.has(step.id)).map(renderStep)}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
