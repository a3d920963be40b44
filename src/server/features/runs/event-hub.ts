/**
 * The open event streams of one app server (D45, decisions/028), by run. Told of a run's new
 * event by the one LISTEN connection (db/listen.ts; PGlite tells in-process), it sends it to
 * the run's streams; a stream catching up, or a notification without the event, reads the
 * run's new events once and sends each stream the ones it has not had.
 *
 * Each stream carries its reader's right (readers.ts, D73) and gets only the events that right
 * allows. When who may read changes (a member event, or a 'readers:' notification), the run's
 * events wait until every stream's right has been read again; a stream whose right is gone
 * gets a last 'closed' event saying why and ends (decisions/041).
 */
import type { Database } from "#server/db/client.ts";
import type { ChangeListener } from "#server/db/listen.ts";
import type { RunClosedReason } from "#shared/contracts/run-events.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { latestRunEventId, runEventsAfter, type StoredRunEvent } from "./events.ts";
import type { RunRow } from "./read-model.ts";
import { mayReceive, type RunReader, readerNow } from "./readers.ts";

export const RUN_EVENTS_CHANNEL = "run_events";
/** The payload that says a run has ended: its events went with it (a trigger, drizzle/0028). */
const ENDED = "ended:";
/** The payload that says who may read runs changed (triggers on runs, run_members, checklists, users: drizzle/0028). */
const READERS = "readers:";
const BATCH = 500;

export interface RunStream {
  viewer: SessionUser | null;
  /** What this stream's reader may receive, and since when (readers.ts). */
  reader: RunReader;
  /** The id of the last event this stream has had, or may not have (its replay starts after it). */
  lastId: number;
  /** Writes one event, as Server-Sent Events text (made once for all the run's streams). */
  send(text: string): void;
  close(): void;
}

/** What the hub needs of the run it opens a stream on (features/runs/read-model.ts). */
type RunOpened = Pick<RunRow, "id" | "checklistId" | "ownerId">;

/** An event as the stream carries it: its id (for Last-Event-ID), its type, its data. */
function eventText({ id, type, data }: StoredRunEvent): string {
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The last event of a stream that ends (it has no id: a page never resumes from it). */
export function closedText(reason: RunClosedReason): string {
  return `event: closed\ndata: ${JSON.stringify({ reason })}\n\n`;
}

interface RunStreams {
  checklistId: string;
  ownerId: string;
  streams: Set<RunStream>;
  reading: boolean;
  again: boolean;
  /** Who may read changed: every stream's right is read again before any further event goes out. */
  readersChanged: boolean;
}

export class RunEventHub implements ChangeListener {
  readonly #runs = new Map<string, RunStreams>();
  /** Open streams by who holds them (an account, or an address). */
  readonly #held = new Map<string, number>();

  constructor(
    private readonly db: Database,
    /** The run as `viewerId` finds it now, or null when it is gone (read-model.ts findRun). */
    private readonly findRun: (runId: string, viewerId: string | null) => Promise<RunRow | null>,
  ) {}

  get openStreams(): number {
    let count = 0;
    for (const entry of this.#runs.values()) count += entry.streams.size;
    return count;
  }

  /** How many streams `holder` (an account, or an address) holds open on this server. */
  heldBy(holder: string): number {
    return this.#held.get(holder) ?? 0;
  }

  /**
   * Holds `stream` open for the run: after `lastId` (a page reconnecting catches up; the caller
   * has raised it to where the reader's right began), else from now. `holders`: whom it counts
   * against (live.ts). Returns what to call when it closes.
   */
  async open(
    run: RunOpened,
    holders: string[],
    stream: Omit<RunStream, "lastId">,
    lastId: number | null,
  ): Promise<() => void> {
    for (const holder of holders) this.#held.set(holder, this.heldBy(holder) + 1);
    const held: RunStream = { ...stream, lastId: lastId ?? (await latestRunEventId(this.db, run.id)) };
    // A page starting from now is told where now is (an id with no event sets EventSource's
    // lastEventId): dropped before its first event, it still reconnects with Last-Event-ID and
    // misses nothing of the gap (a rolling restart lost such a tick, docs/scaling.md).
    if (lastId === null) stream.send(`id: ${held.lastId}\n\n`);
    let entry = this.#runs.get(run.id);
    if (!entry) {
      entry = {
        checklistId: run.checklistId,
        ownerId: run.ownerId,
        streams: new Set(),
        reading: false,
        again: false,
        readersChanged: false,
      };
      this.#runs.set(run.id, entry);
    }
    entry.streams.add(held);
    void this.pull(run.id);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      entry.streams.delete(held);
      if (entry.streams.size === 0 && this.#runs.get(run.id) === entry) this.#runs.delete(run.id);
      for (const holder of holders) {
        const left = this.heldBy(holder) - 1;
        if (left > 0) this.#held.set(holder, left);
        else this.#held.delete(holder);
      }
    };
  }

  /**
   * A NOTIFY on 'run_events': the event (JSON), or only its run's id, or ENDED and the run's id,
   * or READERS and what changed ('run:', 'checklist:' or 'account:' and its id).
   */
  invalidate(payload?: string): void {
    if (!payload) return;
    if (payload.startsWith(ENDED)) this.endRun(payload.slice(ENDED.length));
    else if (payload.startsWith(READERS)) this.readersChanged(payload.slice(READERS.length));
    else if (payload.startsWith("{")) this.deliver(JSON.parse(payload));
    else void this.pull(payload);
  }

  /**
   * An event as its notification carries it, with the id of the run's event before it. One
   * run's events commit in id order (events.ts), but a tick's is told after its commit
   * (drizzle/0043), so notifications may come out of order: only a stream that has had the
   * event before is sent this one; when any has not, or the run's events are being read, or
   * its readers checked, they are read instead (a notification come late is then skipped).
   */
  private deliver({ runId, prevId, ...event }: StoredRunEvent & { runId: string; prevId?: number }): void {
    const entry = this.#runs.get(runId);
    if (!entry) return;
    if (entry.reading || prevId === undefined || this.anyBehind(entry, prevId)) {
      void this.pull(runId);
      return;
    }
    this.send(entry, [event]);
    if (event.type === "member") this.checkReaders(runId, entry);
  }

  /** Whether a stream of the run has not had the event `id` yet (a tick's is told after its commit). */
  private anyBehind(entry: RunStreams, id: number): boolean {
    for (const stream of entry.streams) if (stream.lastId < id) return true;
    return false;
  }

  /** Sends each stream the events it has not had and may receive; every one moves its place. */
  private send(entry: RunStreams, events: StoredRunEvent[]): void {
    const texts = events.map(eventText);
    for (const stream of entry.streams) {
      events.forEach((event, i) => {
        if (event.id <= stream.lastId) return;
        if (mayReceive(stream.reader, event.type)) stream.send(texts[i] ?? "");
        stream.lastId = event.id;
      });
    }
  }

  /** Listening again after a lost connection: events and changes of readers may have been missed. */
  setListening(listening: boolean): void {
    if (!listening) return;
    for (const [runId, entry] of this.#runs) this.checkReaders(runId, entry);
  }

  /** Every stream ends, with a last event saying why (the server stopping: pages reconnect elsewhere). */
  closeAll(reason: RunClosedReason = "restarting"): void {
    const text = closedText(reason);
    for (const entry of this.#runs.values()) {
      for (const stream of entry.streams) {
        stream.send(text);
        stream.close();
      }
    }
    this.#runs.clear();
  }

  private endRun(runId: string): void {
    const entry = this.#runs.get(runId);
    if (!entry) return;
    const text = closedText("ended");
    for (const stream of entry.streams) {
      stream.send(text);
      stream.close();
    }
    this.#runs.delete(runId);
  }

  /** 'run:{id}', 'checklist:{id}' or 'account:{id}': the runs whose streams are checked again. */
  private readersChanged(scope: string): void {
    const [kind, id] = [scope.slice(0, scope.indexOf(":")), scope.slice(scope.indexOf(":") + 1)];
    for (const [runId, entry] of this.#runs) {
      if (kind === "run" && runId !== id) continue;
      if (kind === "checklist" && entry.checklistId !== id) continue;
      if (kind === "account") {
        // The account is gone: its own streams end now; runs it owned are found ended.
        for (const stream of entry.streams)
          if (stream.viewer?.id === id) this.end(entry, stream, "signed-out");
        if (entry.ownerId !== id) continue;
      }
      this.checkReaders(runId, entry);
    }
  }

  /** Reads every stream's right again before the run's next event goes out. */
  private checkReaders(runId: string, entry: RunStreams): void {
    entry.readersChanged = true;
    void this.pull(runId);
  }

  private end(entry: RunStreams, stream: RunStream, reason: RunClosedReason): void {
    entry.streams.delete(stream);
    stream.send(closedText(reason));
    stream.close();
  }

  /**
   * Reads the run's events after the oldest its streams have had; one read at a time per run.
   * Readers are checked first when they changed, and again right after a member event, so no
   * event after a change of rights reaches a stream before its right has been read again.
   */
  private async pull(runId: string): Promise<void> {
    const entry = this.#runs.get(runId);
    if (!entry) return;
    if (entry.reading) {
      entry.again = true;
      return;
    }
    entry.reading = true;
    try {
      do {
        entry.again = false;
        if (entry.readersChanged) {
          entry.readersChanged = false;
          await this.recheck(runId, entry).catch((error) => {
            // Unsure who may read: every stream ends, and each page's reconnection is checked anew.
            console.error(`Run events: checking the readers of run ${runId} failed:`, error);
            for (const stream of entry.streams) stream.close();
            entry.streams.clear();
          });
        }
        if (entry.streams.size === 0) break;
        const after = Math.min(...[...entry.streams].map((stream) => stream.lastId));
        const read = await runEventsAfter(this.db, runId, after, BATCH);
        const member = read.findIndex((event) => event.type === "member");
        const events = member === -1 ? read : read.slice(0, member + 1);
        this.send(entry, events);
        if (member !== -1) entry.readersChanged = true;
        if (member !== -1 || read.length === BATCH) entry.again = true;
      } while (entry.again);
    } catch (error) {
      console.error(`Run events: reading run ${runId} failed:`, error);
    } finally {
      entry.reading = false;
      if (entry.streams.size === 0 && this.#runs.get(runId) === entry) this.#runs.delete(runId);
    }
  }

  /** Each stream's right, read again (once per viewer): kept, widened, or ended with the reason. */
  private async recheck(runId: string, entry: RunStreams): Promise<void> {
    const rows = new Map<string | null, Promise<RunRow | null>>();
    for (const stream of [...entry.streams]) {
      const viewerId = stream.viewer?.id ?? null;
      let row = rows.get(viewerId);
      if (!row) {
        row = this.findRun(runId, viewerId);
        rows.set(viewerId, row);
      }
      const now = readerNow(await row, stream.viewer, stream.reader);
      if (typeof now === "string") this.end(entry, stream, now);
      else stream.reader = now;
    }
  }
}
