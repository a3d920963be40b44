import { type ApiErrorBody, isApiErrorBody } from "#shared/errors.ts";
import type { QueuedChange, SendOutcome } from "./change-queue.ts";

/**
 * The API call of a change: PUT ticks, DELETE unticks (SPEC §7 in docs/product.md); both
 * idempotent. A change of the first run goes to the per-checklist route, of another run to the
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
  const step = `“${change.stepTitle}”`;
  const checklist = `“${change.checklistTitle}”`;
  if (error?.code === "step_missing")
    return `${step} was removed from ${checklist}, so your change to it was dropped.`;
  if (error?.code === "run_missing")
    return `You no longer play that run of ${checklist}, so your change to ${step} was dropped.`;
  if (status === 404) return `${checklist} is no longer available, so your change to ${step} was dropped.`;
  if (status === 403) return `You no longer play ${checklist}, so your change to ${step} was dropped.`;
  if (error?.code === "checklist_not_approved")
    return `${checklist} can no longer be played, so your change to ${step} was dropped.`;
  return `Your change to ${step} in ${checklist} was refused (${error?.message ?? `HTTP ${status}`}), so it was dropped.`;
}

/** Reads the server's answer to a change. */
export function outcomeOf(
  change: QueuedChange,
  status: number,
  body: unknown,
  retryAfter: string | null,
): SendOutcome {
  if (status >= 200 && status < 300) {
    const ids = (body as { completedStepIds?: unknown } | null)?.completedStepIds;
    return { kind: "sent", completedStepIds: Array.isArray(ids) ? ids.map(String) : [] };
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
