import { queryClient } from "#web/lib/query-client.ts";
import { invalidateLists, patchChecklist } from "../checklists/api.ts";
import { checklistKeys } from "../checklists/queries.ts";
import { patchRunTicks } from "../runs/api.ts";
import { type QueuedChange, retryDelay, type SendResult, withChange } from "./change-queue.ts";
import { keepOfflineCopiesOfChecklists } from "./offline-copies.ts";
import {
  onQueueChanged,
  reloadQueueState,
  setOfflineState,
  showChange,
  showSyncedIfWaited,
} from "./offline-state.ts";
import { announceQueueChange, noticeStorage, queueStorage, SYNC_TAG } from "./queue-storage.ts";
import { sendAllWaiting } from "./send-all.ts";

/**
 * The page's sender (D31). Every tick and untick goes through the queue, online or not: it
 * shows at once, and one sender sends the taps in order. What cannot go now is tried again
 * with growing pauses, at once when the browser says it is back online, and by the service
 * worker through Background Sync where the browser has it (even with the tab closed).
 */
export async function queueChange(change: Omit<QueuedChange, "id">) {
  const queued = { ...change, id: crypto.randomUUID() };
  const shown = showChange(queued);
  try {
    await queueStorage.update((list) => withChange(list, queued));
  } finally {
    shown.saved();
  }
  await reloadQueueState();
  announceQueueChange();
  sendSoon();
}

/**
 * One path for every change's answer, whichever route took it (decision 047): the run's ticks
 * go into its cached copy and, for the first run (whose ticks come with the checklist), into
 * every cached copy of the checklist; then the lists are read again.
 */
async function applyTicks(change: QueuedChange, runId: string | undefined, completedStepIds: string[]) {
  await Promise.all([
    runId ? patchRunTicks(runId, completedStepIds) : null,
    change.runId ? null : patchChecklist(change.checklistId, { completedStepIds }),
  ]);
  void invalidateLists();
}

/** Sends what waits; `changed` when something left the queue (sent or dropped). */
async function sendAll(): Promise<{ result: SendResult; changed: boolean }> {
  const dropped: string[] = [];
  let sent = false;
  const result = await sendAllWaiting({
    onSent: (change, ticks) => {
      sent = true;
      void applyTicks(change, ticks.runId ?? change.runId, ticks.completedStepIds);
    },
    onDropped: (_change, message) => dropped.push(message),
  });
  for (const message of dropped) await noticeStorage.add(message);
  return { result, changed: sent || dropped.length > 0 };
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

async function askForBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (registration as SyncRegistration | undefined)?.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync here: the page's own retries and the online event remain.
  }
}

let running = false;
let again = false;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

async function run() {
  const { result, changed } = await sendAll();
  await reloadQueueState();
  if (changed) announceQueueChange(result.kind === "done" ? "synced" : "changed");
  if (result.kind === "retry") {
    setOfflineState({ hadToWait: true });
    void askForBackgroundSync();
    timer = setTimeout(sendSoon, retryDelay(attempt, result.afterMs));
    attempt += 1;
  } else {
    attempt = 0;
    if (result.kind === "done") showSyncedIfWaited();
  }
}

/** Starts sending now, or right after the send under way. */
export function sendSoon() {
  if (running) {
    again = true;
    return;
  }
  clearTimeout(timer);
  running = true;
  void run().finally(() => {
    running = false;
    if (again) {
      again = false;
      sendSoon();
    }
  });
}

// In the browser only: the server renders pages with this module loaded (D29).
if (typeof window !== "undefined") {
  window.addEventListener("online", () => {
    attempt = 0;
    sendSoon();
  });
  keepOfflineCopiesOfChecklists(queryClient);
  // The worker sent or dropped something: show the server's progress.
  onQueueChanged(() => void queryClient.invalidateQueries({ queryKey: checklistKeys.everyOne }));
  sendSoon();
}
