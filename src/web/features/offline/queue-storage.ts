import { createStore, del, get, type UseStore, update } from "idb-keyval";
import type { QueuedChange, QueueStorage } from "./change-queue.ts";

/**
 * Where waiting changes and the messages about dropped ones live: IndexedDB, so they outlive
 * a reload, a closed tab and the service worker's sleep. Used by the page and the worker.
 */
let store: UseStore | null = null;
const database = () => {
  store ??= createStore("checkcraft-offline", "queue");
  return store;
};

const CHANGES = "changes";
/** The cache of API answers (what the player opened, for offline reading). */
export const API_CACHE = "api-answers";
const NOTICES = "notices";

export const queueStorage: QueueStorage = {
  read: async () => (await get<QueuedChange[]>(CHANGES, database())) ?? [],
  update: (change) => update<QueuedChange[]>(CHANGES, (list) => change(list ?? []), database()),
};

/** Messages about dropped changes, kept until the player dismisses them. */
export const noticeStorage = {
  read: async () => (await get<string[]>(NOTICES, database())) ?? [],
  add: (message: string) => update<string[]>(NOTICES, (list) => [...(list ?? []), message], database()),
  remove: (message: string) =>
    update<string[]>(NOTICES, (list) => (list ?? []).filter((notice) => notice !== message), database()),
};

/**
 * Sign-out (D31): the waiting changes and the kept API answers go, so nothing of this person
 * is sent under, or shown to, whoever signs in next on this device.
 */
export async function forgetOfflineData() {
  await Promise.all([
    del(CHANGES, database()),
    del(NOTICES, database()),
    typeof caches === "undefined" ? null : caches.delete(API_CACHE),
  ]);
}

const LOCK = "checkcraft-send-changes";

/** One sender at a time across tabs and the worker (Web Locks; alone where they are missing). */
export function withSendLock<T>(send: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? (locks.request(LOCK, send) as Promise<T>) : send();
}

const CHANNEL = "checkcraft-offline";
/**
 * One channel per page (and one in the worker): a channel does not hear its own messages, so
 * a page reacts only to changes made elsewhere, not to its own announcements.
 */
let channel: BroadcastChannel | null = null;
const queueChannel = () => {
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
};

/** Tells the other tabs (and the worker tells every tab) that the queue changed. */
export function announceQueueChange() {
  if (typeof BroadcastChannel === "undefined") return;
  queueChannel().postMessage("changed");
}

export function onQueueChangeElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const listen = () => listener();
  queueChannel().addEventListener("message", listen);
  return () => queueChannel().removeEventListener("message", listen);
}

/** The Background Sync tag under which the worker sends what the page could not. */
export const SYNC_TAG = "send-changes";
