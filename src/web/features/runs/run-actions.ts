/**
 * What a player does to a run from its dialogs and pages (D43–D48): loaded with the code that
 * does it, not with the checklist page (api.ts has what the page itself needs).
 */
import { useQuery } from "@tanstack/react-query";
import type { DiscordSetting } from "#shared/contracts/discord.ts";
import type { Invitation, InviteLink, Run, RunList, RunNote, RunNoteInput } from "#shared/contracts/runs.ts";
import type { RunVisibility } from "#shared/runs.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { invalidateRunsAndLists } from "./api.ts";
import { runKeys, runPath, runQuery } from "./queries.ts";

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

/** 'Invite friends' / 'New link' (D44): the run's new link, for 7 days (D74); the old one stops working. */
export async function makeInviteLink(runId: string): Promise<InviteLink> {
  const link = await apiFetch<InviteLink>(`${runPath(runId)}/invite`, { method: "POST" });
  queryClient.setQueryData<Run>(runKeys.one(runId), (current) =>
    current ? { ...current, invitePath: link.invitePath, inviteExpiresAt: link.inviteExpiresAt } : current,
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
export async function removeMember(runId: string, handle: string): Promise<Run> {
  const run = await apiFetch<Run>(`${runPath(runId)}/members/${encodeURIComponent(handle)}`, {
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

/** D72: the owner sets the run's Discord webhook address; the run then shows it masked. */
export async function setRunDiscord(runId: string, address: string): Promise<DiscordSetting> {
  const discord = await apiFetch<DiscordSetting>(`${runPath(runId)}/discord`, {
    method: "PUT",
    body: { address },
  });
  queryClient.setQueryData<Run>(runKeys.one(runId), (current) =>
    current ? { ...current, discord } : current,
  );
  return discord;
}

/** D72: the owner removes the run's Discord channel. */
export async function removeRunDiscord(runId: string): Promise<void> {
  await apiFetch<void>(`${runPath(runId)}/discord`, { method: "DELETE" });
  queryClient.setQueryData<Run>(runKeys.one(runId), (current) =>
    current ? { ...current, discord: null } : current,
  );
}
