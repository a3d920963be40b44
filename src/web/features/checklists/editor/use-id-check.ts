import { useEffect, useState } from "react";
import { CHECKLIST_ID_MESSAGES, checklistIdProblem } from "#shared/rules/checklist-id.ts";
import { checkIdAvailability } from "../api.ts";

/**
 * The id's problem as the user types: its shape at once, then (debounced) whether the server
 * says it is taken. The server checks again, atomically, when the form is sent.
 */
export function useIdCheck(
  sanitized: string,
  opts: { unchanged: boolean; forChecklist?: string; takenMessage: string },
) {
  const [taken, setTaken] = useState<string | null>(null);
  const shapeProblem = checklistIdProblem(sanitized);
  const skip = shapeProblem !== null || opts.unchanged;

  useEffect(() => {
    setTaken(null);
    if (skip) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkIdAvailability(sanitized, opts.forChecklist, controller.signal)
        .then((answer) => {
          if (!answer.available) setTaken(answer.problem ?? CHECKLIST_ID_MESSAGES.taken);
        })
        .catch(() => {
          // Offline or aborted: the server decides on publish.
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [sanitized, skip, opts.forChecklist]);

  const problem = shapeProblem ?? taken;
  return problem === CHECKLIST_ID_MESSAGES.taken ? opts.takenMessage : problem;
}
