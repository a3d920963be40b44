/**
 * D31: ticks and unticks wait on the device until the server has them. The queue holds each
 * step's latest wish only (a later change of the same step replaces an earlier one, so the
 * last tap wins), keeps the order of the taps, and is sent one change at a time. A change is
 * a PUT or DELETE of the step's state, so sending one twice counts once.
 *
 * Shared by the page and the service worker (Background Sync), which take turns through one
 * Web Lock, so two senders never interleave.
 */

export interface QueuedChange {
  /** Unique per tap; what the sender removes once the server answered. */
  id: string;
  /** Whose tick it is: never sent while someone else is signed in. */
  userId: string;
  /** The checklist's document id (never changes, unlike its customId). */
  checklistId: string;
  /**
   * The run ticked (D43), when it is not the player's first run of the checklist; absent: the
   * first run, through the per-checklist route (and every change queued before runs).
   */
  runId?: string;
  checklistTitle: string;
  stepId: string;
  stepTitle: string;
  done: boolean;
}

export interface QueueStorage {
  read(): Promise<QueuedChange[]>;
  /** Replaces the list with what `change` makes of it, in one transaction. */
  update(change: (list: QueuedChange[]) => QueuedChange[]): Promise<void>;
}

export type SendOutcome =
  /** The server has it; the run's ticks after this change, and which run (null: an older server's answer). */
  | { kind: "sent"; completedStepIds: string[]; runId: string | null }
  /** Refused for good (the step, the checklist or the membership is gone): tell the player. */
  | { kind: "dropped"; message: string }
  /** No answer, or the server is busy: keep it and try again later. */
  | { kind: "retry"; afterMs?: number }
  /** The session ended: keep it until this person signs in again. */
  | { kind: "signed-out" };

/** Whether a change is of this checklist's run (`runId` undefined: the first run). */
export function isOfRun(change: QueuedChange, checklistId: string, runId: string | undefined): boolean {
  return change.checklistId === checklistId && change.runId === runId;
}

function sameStep(a: QueuedChange, b: QueuedChange) {
  return a.userId === b.userId && isOfRun(a, b.checklistId, b.runId) && a.stepId === b.stepId;
}

/** The list with `change` last, and any earlier wish for the same step gone. */
export function withChange(list: QueuedChange[], change: QueuedChange): QueuedChange[] {
  return [...list.filter((queued) => !sameStep(queued, change)), change];
}

/** A run's completed steps as the player sees them: the server's, then their waiting taps. */
export function overlayChanges(
  completedStepIds: readonly string[],
  changes: readonly QueuedChange[],
  checklistId: string,
  runId?: string,
): string[] {
  const done = new Set(completedStepIds.map((id) => id.toLowerCase()));
  for (const change of changes) {
    if (!isOfRun(change, checklistId, runId)) continue;
    if (change.done) done.add(change.stepId.toLowerCase());
    else done.delete(change.stepId.toLowerCase());
  }
  return [...done];
}

export interface SendDeps {
  storage: QueueStorage;
  send: (change: QueuedChange) => Promise<SendOutcome>;
  /** Who is signed in now (null: nobody, or not known). */
  userId: string | null;
  onSent?: (change: QueuedChange, ticks: { completedStepIds: string[]; runId: string | null }) => void;
  onDropped?: (change: QueuedChange, message: string) => void;
}

export type SendResult = { kind: "done" } | { kind: "retry"; afterMs?: number } | { kind: "signed-out" };

/**
 * Sends the signed-in person's waiting changes, oldest first, until none is left or one must
 * wait. Changes of anyone else are deleted unsent: they could only be there if that person's
 * sign-out did not run to the end, and must never reach the server under this account.
 */
export async function sendWaiting({
  storage,
  send,
  userId,
  onSent,
  onDropped,
}: SendDeps): Promise<SendResult> {
  if (userId === null) return { kind: "signed-out" };
  for (;;) {
    const list = await storage.read();
    if (list.some((change) => change.userId !== userId)) {
      await storage.update((current) => current.filter((change) => change.userId === userId));
    }
    const next = list.find((change) => change.userId === userId);
    if (!next) return { kind: "done" };
    const outcome = await send(next);
    if (outcome.kind === "retry" || outcome.kind === "signed-out") return outcome;
    await storage.update((current) => current.filter((change) => change.id !== next.id));
    if (outcome.kind === "sent") onSent?.(next, outcome);
    else onDropped?.(next, outcome.message);
  }
}

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 60_000;

/**
 * How long to wait before try number `attempt` (0 = the first retry): doubling from a second
 * up to a minute, with jitter so that many phones back online at once do not call together.
 * A server's Retry-After wins when it asks for longer.
 */
export function retryDelay(attempt: number, retryAfterMs = 0, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  const jittered = Math.round(base * (0.5 + random() / 2));
  return Math.max(jittered, retryAfterMs);
}
