/**
 * D49: the steps that were ticked when the page opened (in the server's answer it opened with)
 * fold into one control ('5 done'), in the checklist's order, so the next step stands near the
 * top. A step ticked while the page is open stays where it was ticked until the page is opened
 * again: nothing moves under the player's thumb (D57), and a mis-tap is undone where it was made.
 * A folded step that is unticked leaves the fold and stands in its place in the list again
 * (docs/decisions/025-play-page.md).
 */
export interface FoldedSplit<Step> {
  /** Ticked steps that were ticked when the page opened, in the checklist's order. */
  folded: Step[];
  /** Every other step, in the checklist's order. */
  open: Step[];
}

export function splitFolded<Step extends { id: string }>(
  steps: Step[],
  ticked: (id: string) => boolean,
  tickedAtOpen: ReadonlySet<string>,
): FoldedSplit<Step> {
  const folded: Step[] = [];
  const open: Step[] = [];
  for (const step of steps) {
    if (ticked(step.id) && tickedAtOpen.has(step.id)) folded.push(step);
    else open.push(step);
  }
  return { folded, open };
}
