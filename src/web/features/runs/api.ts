import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Invitation, InviteLink, Run, RunList, RunNote, RunNoteInput } from "#shared/contracts/runs.ts";
import type { RunVisibility } from "#shared/runs.ts";
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

/** The run `runId`; with `read` false, only what the cache already holds of it. */
export function useRun(runId: string | null, read = true) {
  return useQuery({ ...runQuery(runId ?? ""), enabled: runId !== null && read });
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
function invalidateRunsAndLists() {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === "runs" ||
      query.queryKey[0] === "me" ||
      (query.queryKey[0] === "checklists" && query.queryKey[1] === "one"),
  });
}

/** 'New run' (D43): a run named `name`; the answer is the new run. */
export async function startRun(checklistId: string, name: string): Promise<Run> {
  const run = await apiFetch<Run>(`/api/checklists/${encodeURIComponent(checklistId)}/runs`, {
    method: "POST",
    body: { name },
  });
  queryClient.setQueryData(runKeys.one(run.id), run);
  await invalidateRunsAndLists();
  return run;
}

/** Leave a run: its owner ends it, a member leaves it (D43, D44). */
export async function endRun(runId: string): Promise<void> {
  await apiFetch<void>(runPath(runId), { method: "DELETE" });
  queryClient.removeQueries({ queryKey: runKeys.one(runId) });
  await invalidateRunsAndLists();
}

/** The server's ticks of a run after a change the queue sent (D31): shown at once, then read again. */
export async function applyRunProgress(runId: string, completedStepIds: string[]) {
  const key = runKeys.one(runId);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<Run>(key, (current) => (current ? { ...current, completedStepIds } : current));
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === "me" || query.queryKey[0] === "runs",
  });
}

/** 'Invite friends' / 'New link' (D44): the run's new link; the old one stops working. */
export async function makeInviteLink(runId: string): Promise<InviteLink> {
  const link = await apiFetch<InviteLink>(`${runPath(runId)}/invite`, { method: "POST" });
  queryClient.setQueryData<Run>(runKeys.one(runId), (current) =>
    current ? { ...current, invitePath: link.invitePath } : current,
  );
  return link;
}

/** 'Who can see this run' (D47), the owner's choice: the answer is the run after it. */
export async function changeRunVisibility(runId: string, visibility: RunVisibility): Promise<Run> {
  const run = await apiFetch<Run>(runPath(runId), { method: "PATCH", body: { visibility } });
  queryClient.setQueryData(runKeys.one(runId), run);
  await queryClient.invalidateQueries({
    queryKey: runKeys.all,
    predicate: (query) => query.queryKey[1] === "of",
  });
  return run;
}

/** The owner removes a player (D44): the answer is the run after it. */
export async function removeMember(runId: string, customId: string): Promise<Run> {
  const run = await apiFetch<Run>(`${runPath(runId)}/members/${encodeURIComponent(customId)}`, {
    method: "DELETE",
  });
  queryClient.setQueryData(runKeys.one(runId), run);
  return run;
}

const invitationPath = (runId: string, token: string) =>
  `${runPath(runId)}/invitations/${encodeURIComponent(token)}`;

/** What an invite link opens (D44). */
export function useInvitation(runId: string, token: string) {
  return useQuery({
    queryKey: ["runs", "invitation", runId, token],
    queryFn: ({ signal }) => apiFetch<Invitation>(invitationPath(runId, token), { signal }),
  });
}

/** 'Join' on an invite link's page (D44): the answer is the run joined. */
export async function joinRun(runId: string, token: string): Promise<Run> {
  const run = await apiFetch<Run>(`${runPath(runId)}/join`, { method: "POST", body: { token } });
  queryClient.setQueryData(runKeys.one(run.id), run);
  await invalidateRunsAndLists();
  return run;
}

/** 'Dismiss' on 'N steps changed since you started' (D48): for this player, in this run. */
export async function dismissChanges(runId: string, checklistId: string): Promise<void> {
  await apiFetch<void>(`${runPath(runId)}/changes`, { method: "DELETE" });
  queryClient.setQueryData<RunList>(runKeys.ofChecklist(checklistId), (current) =>
    current
      ? { items: current.items.map((run) => (run.id === runId ? { ...run, changes: null } : run)) }
      : current,
  );
}
const notePath = (runId: string, stepId: string) =>
  `${runPath(runId)}/steps/${encodeURIComponent(stepId)}/note`;

/** Puts `note` in the run's notes in place of the step's, or takes the step's out (null). */
function showNote(runId: string, stepId: string, note: RunNote | null) {
  queryClient.setQueryData<Run>(runKeys.one(runId), (current) =>
    current
      ? {
          ...current,
          notes: [
            ...(current.notes ?? []).filter((other) => other.stepId !== stepId),
            ...(note ? [note] : []),
          ],
        }
      : current,
  );
}

/**
 * 'Save' in a step's note (D46): the note as the server saved it, shown at once; a run the page
 * had no need to read before (a solo first run) is read now, notes and all.
 */
export async function saveNote(runId: string, stepId: string, body: RunNoteInput): Promise<RunNote> {
  const note = await apiFetch<RunNote>(notePath(runId, stepId), { method: "PUT", body });
  if (queryClient.getQueryData(runKeys.one(runId))) showNote(runId, stepId, note);
  else await queryClient.fetchQuery(runQuery(runId));
  void queryClient.invalidateQueries({ queryKey: runKeys.all, exact: false, refetchType: "none" });
  return note;
}

/** 'Remove note' (D46). */
export async function clearNote(runId: string, stepId: string): Promise<void> {
  await apiFetch<void>(notePath(runId, stepId), { method: "DELETE" });
  showNote(runId, stepId, null);
}
