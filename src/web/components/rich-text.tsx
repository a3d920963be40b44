import type { ReactNode } from "react";
import type { RichBlock, RichInline } from "#shared/contracts/checklists.ts";
import { safeHref } from "#shared/rules/safe-href.ts";
import { textLink } from "./ui/button-styles.ts";

/** D51: what a link in someone's text is opened with. */
export const USER_LINK_REL = "nofollow ugc noopener";

function Run({ run }: { run: RichInline }): ReactNode {
  let node: ReactNode = run.text;
  if (run.code)
    node = <code className="rounded bg-stone-200 px-1 font-mono text-[0.9em] dark:bg-stone-700">{node}</code>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  // Checked again here: only an https link is ever a link, whatever the blocks say.
  const href = safeHref(run.href);
  if (href)
    node = (
      <a href={href} rel={USER_LINK_REL} target="_blank" className={textLink}>
        {node}
      </a>
    );
  return node;
}

function Runs({ runs }: { runs: RichInline[] }) {
  return runs.map((run, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a text never move
    <Run key={index} run={run} />
  ));
}

/**
 * A step's description as the server rendered it (shared/rich-text.ts, which this file must
 * never import: the parser stays on the server): the same elements on
 * the server and in the browser, every piece of text as text. Line breaks show by pre-line.
 */
export function RichText({ blocks, className = "" }: { blocks: RichBlock[]; className?: string }) {
  return richText(blocks, className);
}

/**
 * RichText's elements, by a plain call: a list of 200 steps draws them without 200 more
 * components to render and hydrate (a tick's INP at first use, issue 24).
 */
export function richText(blocks: RichBlock[], className = ""): ReactNode {
  const [only] = blocks;
  // Most descriptions are one paragraph: one element, as a plain description was, since a
  // 200-step page draws 200 of them and a tick's style work grows with them (issue 24's INP).
  if (blocks.length === 1 && only?.kind === "paragraph") {
    const [run] = only.text;
    const plain = only.text.length === 1 && run && !run.bold && !run.italic && !run.code && !run.href;
    return (
      <p className={`whitespace-pre-line wrap-anywhere ${className}`}>
        {plain ? run.text : <Runs runs={only.text} />}
      </p>
    );
  }
  return (
    <div className={`space-y-2 whitespace-pre-line wrap-anywhere ${className}`}>
      {blocks.map((block, index) => {
        if (block.kind === "paragraph")
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a text never move
            <p key={index}>
              <Runs runs={block.text} />
            </p>
          );
        const List = block.ordered ? "ol" : "ul";
        return (
          <List
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            key={index}
            start={block.ordered ? block.start : undefined}
            className={`${block.ordered ? "list-decimal" : "list-disc"} pl-6`}
          >
            {block.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <li key={i}>
                <Runs runs={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
