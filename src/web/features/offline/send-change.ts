import { type ApiErrorBody, isApiErrorBody } from "#shared/errors.ts";
import type { QueuedChange, SendOutcome } from "./change-queue.ts";
import { keptNotice } from "./dropped-notice.ts";

/**
 * The API call of a change: PUT ticks, DELETE unticks (SPEC §7 in docs/product.md); both
 * idempotent. A change of the first run goes to the per-checklist route, the run route's alias
 * for it (decision 047), which also takes every change queued before runs; of another run to the
 * run's (D43).
 */
export function changeRequest(change: QueuedChange): { path: string; method: "PUT" | "DELETE" } {
  const of = change.runId
    ? `/api/runs/${encodeURIComponent(change.runId)}`
    : `/api/checklists/${encodeURIComponent(change.checklistId)}`;
  const path = `${of}/steps/${encodeURIComponent(change.stepId)}/done`;
  return { path, method: change.done ? "PUT" : "DELETE" };
}

/**
 * What the player is told when the server refuses a waiting change for good (D31), told apart
 * by the error's code; the server's words only fill in a refusal of no known kind.
 */
function droppedMessage(change: QueuedChange, status: number, error: ApiErrorBody["error"] | null): string {
  const values = { step: change.stepTitle, checklist: change.checklistTitle };
  const told = (id: string) => keptNotice({ id, values });
  if (error?.code === "step_missing") return told("offline.droppedStepRemoved");
  if (error?.code === "run_missing") return told("offline.droppedRunLeft");
  if (status === 404) return told("offline.droppedChecklistGone");
  if (status === 403) return told("offline.droppedNotPlaying");
  if (error?.code === "checklist_not_approved") return told("offline.droppedNotPlayable");
  return keptNotice({
    id: "offline.droppedRefused",
    values: { ...values, reason: error?.message ?? `HTTP ${status}` },
  });
}

/** Reads the server's answer to a change. */
export function outcomeOf(
  change: QueuedChange,
  status: number,
  body: unknown,
  retryAfter: string | null,
): SendOutcome {
  if (status >= 200 && status < 300) {
    // Either route answers the same (decision 047): the run ticked and its ticks after the change.
    const { completedStepIds: ids, runId } = (body ?? {}) as { completedStepIds?: unknown; runId?: unknown };
    return {
      kind: "sent",
      completedStepIds: Array.isArray(ids) ? ids.map(String) : [],
      runId: typeof runId === "string" ? runId : null,
    };
  }
  if (status === 401) return { kind: "signed-out" };
  if (status === 429 || status >= 500) {
    const seconds = Number(retryAfter);
    return { kind: "retry", afterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined };
  }
  return {
    kind: "dropped",
    message: droppedMessage(change, status, isApiErrorBody(body) ? body.error : null),
  };
}

export type FetchLike = (path: string, init: { method: string }) => Promise<Response>;

const sameOriginFetch: FetchLike = (path, init) =>
  fetch(path, { ...init, headers: { Accept: "application/json" }, credentials: "same-origin" });

/** Sends one change; a network failure is a reason to retry, never to drop. */
export async function sendChange(
  change: QueuedChange,
  fetchLike: FetchLike = sameOriginFetch,
): Promise<SendOutcome> {
  const { path, method } = changeRequest(change);
  let response: Response;
  try {
    response = await fetchLike(path, { method });
  } catch {
    return { kind: "retry" };
  }
  const body: unknown = await response.json().catch(() => null);
  return outcomeOf(change, response.status, body, response.headers.get("retry-after"));
}
