import { type ReactNode, useId } from "react";
import type { ItemMaterial, Material, RichBlock, Step } from "#shared/contracts/checklists.ts";
import { countWithStacks, FREE_TEXT_STACK_SIZE } from "#shared/rules/stacks.ts";
import { richText } from "#web/components/rich-text.tsx";

/**
 * D51, D60: what a step needs, each by its item's English name, its count in the item's own
 * stacks ('20 = 1 stack + 4' of ender pearls). What a device kept from before D60 has no name or
 * stack size: it shows as written, in stacks of 64.
 */
export function MaterialsList({ materials }: { materials: (Material & Partial<ItemMaterial>)[] }) {
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
            {material.name ?? material.item}:{" "}
            <span className="font-semibold">
              {countWithStacks(material.count, material.stackSize ?? FREE_TEXT_STACK_SIZE)}
            </span>
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
