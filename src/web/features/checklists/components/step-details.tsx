import { type ReactNode, useId } from "react";
import type { ItemMaterial, Material, RichBlock, Step } from "#shared/contracts/checklists.ts";
import type { StepLink } from "#shared/contracts/step-links.ts";
import { countWithStacks, FREE_TEXT_STACK_SIZE } from "#shared/rules/stacks.ts";
import { stepLinkLabel } from "#shared/rules/step-link-label.ts";
import { richText } from "#web/components/rich-text.tsx";
import { useT } from "#web/lib/i18n.tsx";
import { useSharedWords } from "#web/lib/shared-words.ts";

/**
 * D51, D60: what a step needs, each by its item's English name, its count in the item's own
 * stacks ('20 = 1 stack + 4' of ender pearls). What a device kept from before D60 has no name or
 * stack size: it shows as written, in stacks of 64.
 */
export function MaterialsList({ materials }: { materials: (Material & Partial<ItemMaterial>)[] }) {
  const id = useId();
  const t = useT();
  return (
    <div className="mt-2">
      <p id={id} className="text-sm font-bold text-stone-900 dark:text-stone-50">
        {t("checklists.materials")}
      </p>
      <ul aria-labelledby={id} className="mt-1 space-y-0.5">
        {materials.map((material, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step may list one item twice; the list never moves
          <li key={index} className="wrap-anywhere">
            {material.name ?? material.item}:{" "}
            <span className="font-semibold">
              {countWithStacks(material.count, material.stackSize ?? FREE_TEXT_STACK_SIZE, t)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * D61: what in the game marks the step done, by name ('Advancement: Stone Age', 'Statistic:
 * Mined: Diamond Ore ≥ 64'), after the site's own mark (a target; no game textures).
 */
export function GameLinkLine({ link }: { link: Pick<StepLink, "kind" | "name"> }) {
  const words = useSharedWords();
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-stone-900 dark:text-stone-50">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" data-game-link-mark="">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="8" cy="8" r="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="8" cy="8" r="1" fill="currentColor" />
      </svg>
      <span className="wrap-anywhere">{words(stepLinkLabel(link))}</span>
    </p>
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
  const link = step.link ?? null;
  if (!step.description && materials.length === 0 && !link) return null;
  const textClass = "text-stone-700 dark:text-stone-300";
  if (materials.length === 0 && !link) return richText(blocks, `${textClass} ${className}`);
  return (
    <div className={`${textClass} ${className}`}>
      {step.description ? richText(blocks) : null}
      {materials.length ? <MaterialsList materials={materials} /> : null}
      {link ? <GameLinkLine link={link} /> : null}
    </div>
  );
}
