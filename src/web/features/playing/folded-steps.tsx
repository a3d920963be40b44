import { ChevronRight } from "lucide-react";
import { type ReactNode, useCallback, useId, useLayoutEffect, useRef, useState } from "react";
import { secondaryButton } from "#web/components/ui/button-styles.ts";
import { useT } from "#web/lib/i18n.tsx";
import { splitFolded } from "./fold-steps.ts";

interface OpenedWith {
  /** What the page shows (a checklist's id): another one is opened anew. */
  openedAs: string;
  ids: ReadonlySet<string>;
}

/**
 * D49's fold (rules in fold-steps.ts): the steps ticked in the server's answer the page opened
 * with (`answerTicked`). The server's render and the hydrating one have the same, so the HTML folds
 * as the hydrated page does; taps still waiting on the device (D31) are read after hydration, at
 * a time of their own, so they never decide the fold: they show ticked where they stand. A folded
 * step that is unticked moves back into the list; when its box had the focus, the focus follows.
 */
export function useFoldedSteps<Step extends { id: string }>(
  openedAs: string,
  steps: Step[],
  ticked: (id: string) => boolean,
  answerTicked: string[],
) {
  const tickedNow = () => {
    const answered = new Set(answerTicked.map((id) => id.toLowerCase()));
    return new Set(
      steps.filter((step) => answered.has(step.id.toLowerCase()) && ticked(step.id)).map((step) => step.id),
    );
  };
  const [opened, setOpened] = useState<OpenedWith>(() => ({ openedAs, ids: tickedNow() }));
  const [expanded, setExpanded] = useState(false);
  const refocus = useRef<string | null>(null);

  // Derived from what was rendered before (React's "adjusting state while rendering"): another
  // checklist opens with a fold of its own; a step unticked since leaves the fold for good.
  if (opened.openedAs !== openedAs) {
    setOpened({ openedAs, ids: tickedNow() });
    setExpanded(false);
  } else if ([...opened.ids].some((id) => !ticked(id))) {
    setOpened({ openedAs, ids: new Set([...opened.ids].filter(ticked)) });
  }

  const { folded, open } = splitFolded(steps, ticked, opened.ids);

  useLayoutEffect(() => {
    const id = refocus.current;
    if (!id) return;
    const box = document.getElementById(`step-${id}`);
    if (!box || box === document.activeElement || box.closest("[data-folded-steps]")) return;
    refocus.current = null;
    box.focus();
  });

  // Read through a ref, so noteToggle stays one function and a tick re-renders only its row.
  const foldedNow = useRef(folded);
  foldedNow.current = folded;
  /** Call as a step's tick changes: an unticked folded box keeps the focus as it moves. */
  const noteToggle = useCallback((stepId: string, done: boolean, box: HTMLElement) => {
    const inFold = foldedNow.current.some((step) => step.id === stepId);
    refocus.current = !done && inFold && document.activeElement === box ? stepId : null;
  }, []);

  return { folded, open, expanded, setExpanded, noteToggle };
}

/**
 * '5 done': the folded steps behind one button (aria-expanded), shown in the checklist's order
 * when it is pressed. No fold while nothing is folded.
 */
export function DoneFold<Step extends { id: string }>({
  folded,
  expanded,
  setExpanded,
  renderStep,
}: {
  folded: Step[];
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  renderStep: (step: Step) => ReactNode;
}) {
  const t = useT();
  const listId = useId();
  if (folded.length === 0) return null;
  return (
    <div className="mt-4" data-folded-steps="">
      <button
        type="button"
        className={secondaryButton}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        <ChevronRight
          aria-hidden="true"
          className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${expanded ? "rotate-90" : ""}`}
        />
        {t("playing.foldDone", { count: folded.length })}
      </button>
      <ol id={listId} hidden={!expanded} className="mt-3 space-y-3">
        {folded.map(renderStep)}
      </ol>
    </div>
  );
}
