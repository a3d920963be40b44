import { CHECKLIST_NOT_FOUND, isApiErrorBody, STEP_NOT_FOUND } from "#shared/errors.ts";
import { RUN_NOT_FOUND } from "#shared/runs.ts";
import type { QueuedChange, SendOutcome } from "./change-queue.ts";

/**
 * The API call of a change: PUT ticks, DELETE unticks (API.md); both idempotent. A change of
 * the first run goes to the per-checklist route, of another run to the run's (D43).
 */
export function changeRequest(change: QueuedChange): { path: string; method: "PUT" | "DELETE" } {
  const of = change.runId
    ? `/api/runs/${encodeURIComponent(change.runId)}`
    : `/api/checklists/${encodeURIComponent(change.checklistId)}`;
  const path = `${of}/steps/${encodeURIComponent(change.stepId)}/done`;
  return { path, method: change.done ? "PUT" : "DELETE" };
}

/** What the player is told when the server refuses a waiting change for good (D31). */
export function droppedMessage(change: QueuedChange, status: number, message: string): string {
  const step = `“${change.stepTitle}”`;
  const checklist = `“${change.checklistTitle}”`;
  if (status === 404 && message === STEP_NOT_FOUND)
    return `${step} was removed from ${checklist}, so your change to it was dropped.`;
  if (status === 404 && message === RUN_NOT_FOUND)
    return `You no longer play that run of ${checklist}, so your change to ${step} was dropped.`;
  if (status === 404 || message === CHECKLIST_NOT_FOUND)
    return `${checklist} is no longer available, so your change to ${step} was dropped.`;
  if (status === 403) return `You no longer play ${checklist}, so your change to ${step} was dropped.`;
  if (status === 409) return `${checklist} can no longer be played, so your change to ${step} was dropped.`;
  return `Your change to ${step} in ${checklist} was refused (${message}), so it was dropped.`;
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
  const message = isApiErrorBody(body) ? body.error.message : `HTTP ${status}`;
  return { kind: "dropped", message: droppedMessage(change, status, message) };
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
