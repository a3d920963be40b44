import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Run, RunList } from "#shared/contracts/runs.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { apiQuery } from "#web/lib/api-query.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { runKeys, runPath, runQuery } from "./queries.ts";

export { runKeys, runQuery };

export const runsQuery = (checklistId: string) =>
  apiQuery<RunList>(
    runKeys.ofChecklist(checklistId),
    `/api/checklists/${encodeURIComponent(checklistId)}/runs`,
  );

/** The signed-in player's runs of a checklist, the first joined first. */
export function useRuns(checklistId: string, enabled: boolean) {
  return useQuery({ ...runsQuery(checklistId), enabled });
}

/**
 * The run `runId`. With `read` false it is not asked for, but once something has read it (the
 * invite dialog, a note saved) it is kept up to date like any other (D45 reads it again).
 */
export function useRun(runId: string | null, read = true) {
  const query = runQuery(runId ?? "");
  const known = runId !== null && queryClient.getQueryData(query.queryKey) !== undefined;
  return useQuery({ ...query, enabled: runId !== null && (read || known) });
}

/**
 * D45: while a shared run is shown (other players, or its owner has made an invite link), the
 * page follows its events, once it answers; the code for it loads then (live-events.ts).
 */
export function useLiveRun(run: Run | undefined) {
  const hydrated = useHydrated();
  const followed = run && (run.members.length > 1 || run.invitePath !== null) ? run.id : null;
  useEffect(() => {
    if (!hydrated || !followed) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import("./live-events.ts").then(({ followRun }) => {
      if (!left) stop = followRun(followed);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [hydrated, followed]);
}

/** After a run changes: its lists, the personal lists and the checklist's own state may be stale. */
export function invalidateRunsAndLists() {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === "runs" ||
      query.queryKey[0] === "me" ||
      (query.queryKey[0] === "checklists" && query.queryKey[1] === "one"),
  });
}

/** Leave a run: its owner ends it, a member leaves it (D43, D44). */
export async function endRun(runId: string): Promise<void> {
  await apiFetch<void>(runPath(runId), { method: "DELETE" });
  queryClient.removeQueries({ queryKey: runKeys.one(runId) });
  await invalidateRunsAndLists();
}

/**
 * The server's ticks of a run after a change the queue sent (D31) into its cached copy, if one
 * is kept (the first run's too, decision 047); it is read again as the lists are.
 */
export async function patchRunTicks(runId: string, completedStepIds: string[]) {
  const key = runKeys.one(runId);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<Run>(key, (current) => (current ? { ...current, completedStepIds } : current));
}
