/// <reference lib="webworker" />
import { CacheExpiration } from "workbox-expiration";
import type { SessionInfo } from "#shared/contracts/me.ts";
import { QUERY_STATE_ELEMENT_ID, SESSION_ELEMENT_ID } from "#shared/page-render.ts";
import {
  announceQueueChange,
  answerCacheName,
  type DeviceAccount,
  deviceStorage,
  forgetOfflineData,
  isAnswerCache,
  noticeStorage,
  queueStorage,
} from "./queue-storage.ts";

/**
 * The service worker's copies of API answers for offline reading (D31), kept per account
 * (D56, docs/decisions/020-offline-answers-per-account.md). The worker learns who is signed in
 * only from the server: the session a rendered page carries, and every /api/session answer.
 * When that is someone else than before, the other accounts' answers, waiting ticks and
 * messages go; at sign-out and account deletion everything goes; between the start of a
 * sign-in and the first page after it, nothing is kept.
 */
declare const self: ServiceWorkerGlobalScope;

const LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 };
/** After this long without an answer, the kept copy is shown (a weak connection). */
const NETWORK_TIMEOUT_MS = 4_000;
const SESSION_PATH = "/api/session";

let turn: Promise<unknown> = Promise.resolve();
/** One step at a time, in the order the worker saw what caused it. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = turn.then(task, task);
  turn = run.catch(() => undefined);
  return run;
}

/** Grows whenever who is signed in changes: an answer asked for before is not kept after. */
let generation = 0;

async function deleteAnswers(except?: string) {
  const names = (await caches.keys()).filter((name) => isAnswerCache(name) && name !== except);
  for (const name of names) {
    await new CacheExpiration(name, LIMITS).delete();
    await caches.delete(name);
  }
}

async function learn(userId: string | null) {
  const device = await deviceStorage.read();
  if (device.current !== userId) generation += 1;
  if (userId !== null) {
    // Another account signed in (or this one again): nothing of anyone else stays.
    await deleteAnswers(answerCacheName(userId));
    const list = await queueStorage.read();
    const others = list.some((change) => change.userId !== userId);
    if (others) await queueStorage.update((current) => current.filter((change) => change.userId === userId));
    const newOwner = device.owner !== null && device.owner !== userId;
    if (newOwner) await noticeStorage.clear();
    if (others || newOwner) announceQueueChange();
  }
  // A guest (a session that ended) keeps the last person's data until someone else signs in.
  await deviceStorage.write({ current: userId, owner: userId ?? device.owner });
}

type Entry = [path: string, answer: Response];

async function keep(userId: string | null, entries: Entry[], askedIn?: number) {
  const device = await deviceStorage.read();
  if (device.current !== userId || (askedIn !== undefined && askedIn !== generation)) return;
  const name = answerCacheName(userId);
  const cache = await caches.open(name);
  const expiration = new CacheExpiration(name, LIMITS);
  for (const [path, answer] of entries) {
    const url = new URL(path, self.location.origin).href;
    await cache.put(url, answer);
    await expiration.updateTimestamp(url);
  }
  await expiration.expireEntries();
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json; charset=utf-8" } });

/** The JSON inside `<script id="…" type="application/json">` of a rendered page. */
function jsonElement(html: string, id: string): unknown {
  const start = html.indexOf(`<script id="${id}" type="application/json">`);
  if (start < 0) return undefined;
  const from = html.indexOf(">", start) + 1;
  const end = html.indexOf("</script>", from);
  try {
    return JSON.parse(html.slice(from, end));
  } catch {
    return undefined;
  }
}

interface RenderedQuery {
  state?: { status?: string; data?: unknown };
  meta?: { path?: unknown };
}

/**
 * A page the server rendered says whom for, and carries the answers it was made from (D29):
 * those are kept as if the page had fetched them, so it opens offline after a reload too.
 */
export function learnFromPage(page: Response): Promise<void> {
  return inTurn(async () => {
    if (!page.headers.get("Content-Type")?.startsWith("text/html")) return;
    const html = await page.text();
    const session = jsonElement(html, SESSION_ELEMENT_ID) as SessionInfo | null | undefined;
    if (!session || !("user" in session)) return;
    const userId = session.user?.id ?? null;
    await learn(userId);
    const state = jsonElement(html, QUERY_STATE_ELEMENT_ID) as { queries?: RenderedQuery[] } | undefined;
    const entries: Entry[] = [[SESSION_PATH, json(session)]];
    for (const query of state?.queries ?? []) {
      const path = query.meta?.path;
      if (query.state?.status === "success" && typeof path === "string" && path.startsWith("/api/")) {
        entries.push([path, json(query.state.data)]);
      }
    }
    await keep(userId, entries);
  });
}

/** An answer of /api/session: who is signed in, and (unless asked not to) kept as theirs. */
async function learnFromSession(answer: Response, keepIt: boolean) {
  if (answer.status !== 200) return;
  const session = (await answer.json().catch(() => undefined)) as SessionInfo | undefined;
  if (!session || !("user" in session)) return;
  const userId = session.user?.id ?? null;
  await inTurn(async () => {
    await learn(userId);
    if (keepIt) await keep(userId, [[SESSION_PATH, json(session)]]);
  });
}

/** Asks the server who is signed in (the worker's first start, before any page told it). */
export async function askWhoIsSignedIn() {
  try {
    const answer = await fetch(SESSION_PATH, { cache: "no-store", headers: { Accept: "application/json" } });
    await learnFromSession(answer, true);
  } catch {
    // Offline: the next page or session answer tells.
  }
}

/** A sign-in begins: until the server says who, nothing is kept or shown from the copies. */
export function forgetWhoIsSignedIn(): Promise<void> {
  return inTurn(async () => {
    generation += 1;
    const device = await deviceStorage.read();
    const { current: _unknown, ...rest } = device;
    await deviceStorage.write(rest satisfies DeviceAccount);
  });
}

/** Sign-out or account deletion: every kept answer, waiting tick and message goes. */
function forgetEverything(): Promise<void> {
  return inTurn(async () => {
    generation += 1;
    await deleteAnswers();
    await forgetOfflineData();
    announceQueueChange();
  });
}

/** Sends a sign-out or an account deletion, and forgets everything once the server did it. */
export async function endAccountOnDevice(request: Request): Promise<Response> {
  const answer = await fetch(request);
  if (answer.ok) await forgetEverything();
  return answer;
}

/** What a page writes over a kept answer (the progress after a sent tick), for its account only. */
export function keepFromPage(userId: string, path: string, body: unknown): Promise<void> {
  return inTurn(() => keep(userId, [[path, json(body)]]));
}

const pause = (ms: number) => new Promise<null>((resolve) => setTimeout(resolve, ms, null));

/**
 * An API read: the server's answer when it comes (kept for the account signed in when it was
 * asked, if that has not changed meanwhile), else, offline or after 4 s, that account's kept
 * copy. A read asked `no-store` (the sender's check of who is signed in) is never kept.
 */
export function answerApiRead(event: ExtendableEvent, request: Request): Promise<Response> {
  const keepIt = request.cache !== "no-store";
  const isSession = new URL(request.url).pathname === SESSION_PATH;
  const asked = inTurn(async () => ({ device: await deviceStorage.read(), askedIn: generation }));
  // Copied as it arrives, before the page reads it.
  const network = asked.then(() => fetch(request)).then((answer) => ({ answer, copy: answer.clone() }));
  event.waitUntil(
    Promise.all([asked, network])
      .then(async ([{ device, askedIn }, { answer, copy }]) => {
        if (isSession) await learnFromSession(copy, keepIt);
        else if (keepIt && device.current !== undefined && answer.status === 200) {
          await inTurn(() => keep(device.current ?? null, [[request.url, copy]], askedIn));
        }
      })
      .catch(() => undefined),
  );
  const fresh = network.then(({ answer }) => answer);
  fresh.catch(() => undefined); // Offline it fails; a kept copy may answer instead.
  return asked.then(async ({ device }) => {
    if (!keepIt || device.current === undefined) return fresh;
    const early = await Promise.race([fresh.catch(() => null), pause(NETWORK_TIMEOUT_MS)]);
    if (early) return early;
    const kept = await caches.match(request, { cacheName: answerCacheName(device.current) });
    return kept ?? fresh;
  });
}
