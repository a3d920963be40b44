/**
 * The open event streams of one app server (D45, decisions/028), by run. Told of a run's new
 * event by the one LISTEN connection (db/listen.ts; PGlite tells in-process), it sends it to
 * the run's streams; a stream catching up, or a notification without the event, reads the
 * run's new events once and sends each stream the ones it has not had.
 */
import type { Database } from "#server/db/client.ts";
import type { ChangeListener } from "#server/db/listen.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { latestRunEventId, runEventsAfter, type StoredRunEvent } from "./events.ts";

export const RUN_EVENTS_CHANNEL = "run_events";
/** The payload that says a run has ended: its events went with it (events.ts notifyRunEnded). */
const ENDED = "ended:";
const BATCH = 500;

export interface RunStream {
  viewer: SessionUser | null;
  /** The id of the last event this stream has had. */
  lastId: number;
  /** Writes one event, as Server-Sent Events text (made once for all the run's streams). */
  send(text: string): void;
  close(): void;
}

/** An event as the stream carries it: its id (for Last-Event-ID), its type, its data. */
function eventText({ id, type, data }: StoredRunEvent): string {
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

interface RunStreams {
  streams: Set<RunStream>;
  reading: boolean;
  again: boolean;
}

export class RunEventHub implements ChangeListener {
  readonly #runs = new Map<string, RunStreams>();
  /** Open streams by who holds them (an account, or a guest's address). */
  readonly #held = new Map<string, number>();

  constructor(
    private readonly db: Database,
    /** Whether the viewer may still read the run (checked again after a member event). */
    private readonly mayRead: (runId: string, viewer: SessionUser | null) => Promise<boolean>,
  ) {}

  get openStreams(): number {
    let count = 0;
    for (const entry of this.#runs.values()) count += entry.streams.size;
    return count;
  }

  /** How many streams `holder` (an account, or a guest's address) holds open on this server. */
  heldBy(holder: string): number {
    return this.#held.get(holder) ?? 0;
  }

  /**
   * Holds `stream` open for the run: from `lastEventId` (a page reconnecting catches up), else
   * from now. Returns what to call when it closes.
   */
  async open(runId: string, holder: string, stream: Omit<RunStream, "lastId">, lastEventId: number | null) {
    this.#held.set(holder, this.heldBy(holder) + 1);
    const held: RunStream = { ...stream, lastId: lastEventId ?? (await latestRunEventId(this.db, runId)) };
    // A page starting from now is told where now is (an id with no event sets EventSource's
    // lastEventId): dropped before its first event, it still reconnects with Last-Event-ID and
    // misses nothing of the gap (a rolling restart lost such a tick, docs/scaling.md).
    if (lastEventId === null) stream.send(`id: ${held.lastId}\n\n`);
    let entry = this.#runs.get(runId);
    if (!entry) {
      entry = { streams: new Set(), reading: false, again: false };
      this.#runs.set(runId, entry);
    }
    entry.streams.add(held);
    void this.pull(runId);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      entry.streams.delete(held);
      if (entry.streams.size === 0 && this.#runs.get(runId) === entry) this.#runs.delete(runId);
      const left = this.heldBy(holder) - 1;
      if (left > 0) this.#held.set(holder, left);
      else this.#held.delete(holder);
    };
  }

  /** A NOTIFY on 'run_events': the event (JSON), or only its run's id, or ENDED and the run's id. */
  invalidate(payload?: string): void {
    if (!payload) return;
    if (payload.startsWith(ENDED)) this.endRun(payload.slice(ENDED.length));
    else if (payload.startsWith("{")) this.deliver(JSON.parse(payload));
    else void this.pull(payload);
  }

  /**
   * An event as its notification carries it. Notifications come in commit order and one run's
   * events commit in id order (events.ts), so a stream that has had the ones before has had
   * all of them; while the run's events are being read, it is read again instead.
   */
  private deliver({ runId, ...event }: StoredRunEvent & { runId: string }): void {
    const entry = this.#runs.get(runId);
    if (!entry) return;
    if (entry.reading) {
      entry.again = true;
      return;
    }
    const text = eventText(event);
    for (const stream of entry.streams) {
      if (event.id <= stream.lastId) continue;
      stream.send(text);
      stream.lastId = event.id;
    }
    if (event.type === "member") void this.recheck(runId, entry);
  }

  /** Listening again after a lost connection: events may have been missed, so every run reads. */
  setListening(listening: boolean): void {
    if (listening) for (const runId of this.#runs.keys()) void this.pull(runId);
  }

  closeAll(): void {
    for (const entry of this.#runs.values()) for (const stream of entry.streams) stream.close();
    this.#runs.clear();
  }

  private endRun(runId: string): void {
    const entry = this.#runs.get(runId);
    if (!entry) return;
    const text = `event: member\ndata: ${JSON.stringify({ customId: "", change: "ended" })}\n\n`;
    for (const stream of entry.streams) {
      stream.send(text);
      stream.close();
    }
    this.#runs.delete(runId);
  }

  /** Reads the run's events after the oldest its streams have had; one read at a time per run. */
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
        if (entry.streams.size === 0) return;
        const after = Math.min(...[...entry.streams].map((stream) => stream.lastId));
        const events = await runEventsAfter(this.db, runId, after, BATCH);
        const texts = events.map(eventText);
        for (const stream of entry.streams) {
          events.forEach((event, i) => {
            if (event.id <= stream.lastId) return;
            stream.send(texts[i] ?? "");
            stream.lastId = event.id;
          });
        }
        if (events.some((event) => event.type === "member")) await this.recheck(runId, entry);
        if (events.length === BATCH) entry.again = true;
      } while (entry.again);
    } catch (error) {
      console.error(`Run events: reading run ${runId} failed:`, error);
    } finally {
      entry.reading = false;
    }
  }

  /** After a member left or was removed: streams whose viewer may no longer read the run close. */
  private async recheck(runId: string, entry: RunStreams): Promise<void> {
    try {
      await this.closeUnreadable(runId, entry);
    } catch (error) {
      console.error(`Run events: checking the readers of run ${runId} failed:`, error);
    }
  }

  private async closeUnreadable(runId: string, entry: RunStreams): Promise<void> {
    for (const stream of [...entry.streams]) {
      if (!(await this.mayRead(runId, stream.viewer))) {
        entry.streams.delete(stream);
        stream.close();
      }
    }
  }
}
