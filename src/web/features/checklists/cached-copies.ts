import type { Query } from "@tanstack/react-query";
import type { Checklist } from "#shared/contracts/checklists.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { checklistKeys } from "./queries.ts";

/**
 * Writes a server answer into every cached copy of a checklist's page (opened by its custom id
 * or its id), so every view agrees at once. A read of it still under way (started before this
 * answer) is cancelled first: it would land later and put the old state back.
 */
export async function patchChecklist(checklistId: string, patch: Partial<Checklist>) {
  const copies = {
    queryKey: checklistKeys.everyOne,
    predicate: (query: Query) => (query.state.data as Checklist | undefined)?.id === checklistId,
  };
  await queryClient.cancelQueries(copies);
  queryClient.setQueriesData<Checklist>(copies, (current) => (current ? { ...current, ...patch } : current));
}

/** Lists (in progress, saved, explore counts, a checklist's runs) change after a join, like, save or tick. */
export function invalidateLists() {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === "me" ||
      query.queryKey[0] === "runs" ||
      (query.queryKey[0] === "checklists" && query.queryKey[1] !== "one"),
  });
}

/**
 * The server's progress after a tick or untick the queue sent (D31): every cached copy of that
 * checklist shows it, whatever address it was opened by.
 */
export async function applyServerProgress(checklistId: string, completedStepIds: string[]) {
  await patchChecklist(checklistId, { completedStepIds });
  void invalidateLists();
}
