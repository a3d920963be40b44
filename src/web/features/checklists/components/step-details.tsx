import { type ReactNode, useId } from "react";
import type { Material, RichBlock, Step } from "#shared/contracts/checklists.ts";
import { countWithStacks } from "#shared/rules/stacks.ts";
import { richText } from "#web/components/rich-text.tsx";

/** D51: what a step needs, each count with its stacks of 64 ('200 = 3 stacks + 8'). */
export function MaterialsList({ materials }: { materials: Material[] }) {
  const id = useId();
  return (
    <div className="mt-2">
      <p id={id} className="text-sm font-bold text-stone-900 dark:text-stone-50">
        Materials
      </p>
      <ul aria-labelledby={id} className="mt-1 space-y-0.5">
        {materials.map((material, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step may list one item twice; the list never moves
          <li key={index} className="wrap-anywhere">
            {material.item}: <span className="font-semibold">{countWithStacks(material.count)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A step's description (rendered by the server from its Markdown, D51) and materials, on the
 * checklist page, the play page and a shared run alike. Data kept on a device from before D51
 * has neither blocks nor materials: its description shows as the plain text it was.
 */
export function StepDetails({ step, className = "" }: { step: Step; className?: string }) {
  return stepDetails(step, className);
}

/** StepDetails' elements by a plain call, for the rows of a long list (see richText). */
export function stepDetails(step: Step, className = ""): ReactNode {
  const blocks: RichBlock[] = step.descriptionBlocks ?? [
    { kind: "paragraph", text: [{ text: step.description }] },
  ];
  const materials = step.materials ?? [];
  if (!step.description && materials.length === 0) return null;
  const textClass = "text-stone-700 dark:text-stone-300";
  if (materials.length === 0) return richText(blocks, `${textClass} ${className}`);
  return (
    <div className={`${textClass} ${className}`}>
      {step.description ? richText(blocks) : null}
      {materials.length ? <MaterialsList materials={materials} /> : null}
    </div>
  );
}
