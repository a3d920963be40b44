import type { SessionInfo } from "#shared/contracts/me.ts";
import { type SendDeps, type SendResult, sendWaiting } from "./change-queue.ts";
import { queueStorage, withSendLock } from "./queue-storage.ts";
import { sendChange } from "./send-change.ts";

/** Who the server says is signed in, asked afresh (never the offline copy); undefined: unknown. */
async function signedInUserId(): Promise<string | null | undefined> {
  try {
    const response = await fetch("/api/session", {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return undefined;
    return ((await response.json()) as SessionInfo).user?.id ?? null;
  } catch {
    return undefined;
  }
}

/**
 * Sends the waiting changes of whoever the server says is signed in right now, holding the
 * one lock that the page and the worker share. Used by both.
 */
export function sendAllWaiting(hooks: Pick<SendDeps, "onSent" | "onDropped">): Promise<SendResult> {
  return withSendLock(async (): Promise<SendResult> => {
    // Nothing waits (the usual page load): no need to ask the server who is signed in.
    if ((await queueStorage.read()).length === 0) return { kind: "done" };
    const userId = await signedInUserId();
    if (userId === undefined) return { kind: "retry" };
    return sendWaiting({ storage: queueStorage, send: (change) => sendChange(change), userId, ...hooks });
  });
}
