import { useSyncExternalStore } from "react";
import { isOfRun, type QueuedChange, withChange } from "./change-queue.ts";
import { announceQueueChange, noticeStorage, onQueueChangeElsewhere, queueStorage } from "./queue-storage.ts";

/**
 * What the page shows about the connection (D31): online or not, the changes waiting, the
 * messages about dropped ones, a short 'synced' after waiting changes went out, and whether
 * a new version of the site waits. Kept small: the frame loads it on every page.
 */
export interface OfflineState {
  online: boolean;
  changes: QueuedChange[];
  notices: string[];
  /** Changes had to wait (offline, or the server busy): say so when they are all sent. */
  hadToWait: boolean;
  justSynced: boolean;
  /** Set when a new service worker waits: calling it activates the new version and reloads. */
  activateNewVersion: (() => void) | null;
}

let state: OfflineState = {
  online: typeof navigator === "undefined" ? true : navigator.onLine,
  changes: [],
  notices: [],
  hadToWait: false,
  justSynced: false,
  activateNewVersion: null,
};
const listeners = new Set<() => void>();
const changeListeners = new Set<() => void>();

/** A list read again from IndexedDB is new objects with the same content: the same list. */
function sameValue(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return Object.is(a, b);
  const key = (item: unknown) => (typeof item === "object" && item !== null && "id" in item ? item.id : item);
  return a.length === b.length && a.every((item, index) => key(item) === key(b[index]));
}

export function setOfflineState(patch: Partial<OfflineState>) {
  const keys = Object.keys(patch) as (keyof OfflineState)[];
  // Every page re-renders what shows this state: a read that changed nothing renders nothing
  // (issue 24: a tick's own reads came back as two more renders of a 200-step list).
  if (keys.every((key) => sameValue(state[key], patch[key]))) return;
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getOfflineState(): OfflineState {
  return state;
}

/** Taps shown but not yet written to IndexedDB: a read of the queue meanwhile must keep them. */
const unsaved = new Map<string, QueuedChange>();

/** Shows a tap at once (the checkbox must not spring back); `saved` once it is in IndexedDB. */
export function showChange(change: QueuedChange): { saved: () => void } {
  unsaved.set(change.id, change);
  // A new tap is news: 'all changes are synced' is no longer true.
  setOfflineState({ changes: withChange(state.changes, change), justSynced: false });
  return { saved: () => unsaved.delete(change.id) };
}

/** Reads the queue and the messages again (after a change here, in another tab or the worker). */
export async function reloadQueueState() {
  const [stored, notices] = await Promise.all([queueStorage.read(), noticeStorage.read()]);
  const changes = [...unsaved.values()].reduce(withChange, stored);
  setOfflineState({ changes, notices, hadToWait: state.hadToWait || (!state.online && changes.length > 0) });
}

/** Long enough to be read by a player who looks back at the screen, not so long that it is stale. */
const SYNCED_SHOWN_MS = 10_000;
let syncedTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Says 'all changes are synced' once the changes that had to wait have all left the queue,
 * whoever sent them: this page, another tab or the worker (issue 36). It stays until newer
 * news replaces it (a tap, going offline) or SYNCED_SHOWN_MS pass.
 */
export function showSyncedIfWaited() {
  if (!state.hadToWait || !state.online || state.changes.length > 0) return;
  clearTimeout(syncedTimer);
  setOfflineState({ hadToWait: false, justSynced: true });
  syncedTimer = setTimeout(() => setOfflineState({ justSynced: false }), SYNCED_SHOWN_MS);
}

/** The taps waiting for one run of a checklist (undefined: the first), no longer wanted (the player left it). */
export async function forgetWaitingChanges(checklistId: string, runId?: string) {
  await queueStorage.update((list) => list.filter((change) => !isOfRun(change, checklistId, runId)));
  await reloadQueueState();
  announceQueueChange();
}

/** Runs when the queue changed in another tab or in the worker (e.g. to refresh checklists). */
export function onQueueChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

let started = false;
function start() {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", () => setOfflineState({ online: true }));
  window.addEventListener("offline", () => setOfflineState({ online: false, justSynced: false }));
  onQueueChangeElsewhere((news) => {
    void reloadQueueState().then(() => {
      if (news === "synced") showSyncedIfWaited();
    });
    for (const listener of changeListeners) listener();
  });
  void reloadQueueState().then(() => {
    if (state.changes.length > 0) setOfflineState({ hadToWait: true });
  });
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
