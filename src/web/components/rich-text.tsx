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
