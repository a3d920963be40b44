import { createStore, del, get, set, type UseStore, update } from "idb-keyval";
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
const NOTICES = "notices";
const DEVICE = "device";

/**
 * The API answers kept for offline reading (D31), one cache per account (D56): a signed-in
 * person's under their id, a guest's under "guest". Only the worker writes them.
 */
const ANSWERS = "api-answers:";
export const answerCacheName = (userId: string | null) => `${ANSWERS}${userId ?? "guest"}`;
/** Every cache of kept answers, the one of builds before D56 ("api-answers") included. */
export const isAnswerCache = (name: string) => name === "api-answers" || name.startsWith(ANSWERS);

/**
 * Whom the device's kept answers are for, as the server last said (a page rendered for them,
 * or /api/session): `current` is who is signed in (null: a guest; absent: not known, e.g. in
 * the middle of a sign-in), `owner` the last person whose data the device keeps.
 */
export interface DeviceAccount {
  current?: string | null;
  owner: string | null;
}

export const deviceStorage = {
  read: async (): Promise<DeviceAccount> => (await get<DeviceAccount>(DEVICE, database())) ?? { owner: null },
  write: (account: DeviceAccount) => set(DEVICE, account, database()),
};

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
  clear: () => del(NOTICES, database()),
};

/** Deletes the kept answers of every account but `keep`'s (all of them without one). */
export async function deleteAnswerCaches(keep?: string) {
  if (typeof caches === "undefined") return;
  const names = (await caches.keys()).filter((name) => isAnswerCache(name) && name !== keep);
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * Sign-out and account deletion (D31, D56): the waiting changes, the messages about dropped
 * ones and every kept API answer go, so nothing of this person is sent under, or shown to,
 * whoever signs in next on this device. (The worker does the same when it sees either.)
 */
export async function forgetOfflineData() {
  await Promise.all([
    del(CHANGES, database()),
    del(NOTICES, database()),
    del(DEVICE, database()),
    deleteAnswerCaches(),
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

/**
 * What a queue change means: "synced" when a sender (a page or the worker) emptied the queue
 * by sending, so a page whose player saw changes wait can tell them they reached the server.
 */
export type QueueNews = "changed" | "synced";

/** Tells the other tabs (and the worker tells every tab) that the queue changed. */
export function announceQueueChange(news: QueueNews = "changed") {
  if (typeof BroadcastChannel === "undefined") return;
  queueChannel().postMessage(news);
}

export function onQueueChangeElsewhere(listener: (news: QueueNews) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const listen = (event: MessageEvent) => listener(event.data === "synced" ? "synced" : "changed");
  queueChannel().addEventListener("message", listen);
  return () => queueChannel().removeEventListener("message", listen);
}

/** The Background Sync tag under which the worker sends what the page could not. */
export const SYNC_TAG = "send-changes";
