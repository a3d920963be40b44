import type { FastifyInstance } from "fastify";
import type { ChangeListener } from "#server/db/listen.ts";

/** The channel drizzle/0012's triggers NOTIFY. */
export const CHECKLISTS_CHANNEL = "checklists_changed";

/**
 * Issue 12: the answers every visitor asks for (the landing's featured list, Explore's
 * unfiltered first pages), kept in memory until something that could change them happens.
 * Correct across app servers on one database: a trigger NOTIFYs 'checklists_changed' at the
 * commit of any change to checklists or people (drizzle/0012), and every server LISTENs. A
 * write through this server also clears it before its answer leaves, so its own author never
 * sees the old list. While not listening (starting, connection lost) nothing is kept.
 */
export class HotCache implements ChangeListener {
  private entries = new Map<string, unknown>();
  private generation = 0;
  listening = false;

  invalidate() {
    this.generation += 1;
    this.entries.clear();
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.listening) return compute();
    const hit = this.entries.get(key) as T | undefined;
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await compute();
    // A change committed while this was computed: the value may be from before it.
    if (generation === this.generation && this.listening) this.entries.set(key, value);
    return value;
  }

  setListening(listening: boolean) {
    this.listening = listening;
    this.invalidate();
  }
}

/** Every write this server answers clears the cache before its answer leaves. */
export function clearHotCacheOnWrites(app: FastifyInstance, cache: HotCache): void {
  app.addHook("onSend", async (request, _reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD") cache.invalidate();
    return payload;
  });
}
