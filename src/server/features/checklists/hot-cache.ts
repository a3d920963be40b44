import type { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import type pg from "pg";

const CHANNEL = "checklists_changed";
const RECONNECT_MS = 1_000;

/**
 * Issue 12: the answers every visitor asks for (the landing's featured list, Explore's
 * unfiltered first pages), kept in memory until something that could change them happens.
 * Correct across app servers on one database: a trigger NOTIFYs 'checklists_changed' at the
 * commit of any change to checklists or people (drizzle/0012), and every server LISTENs. A
 * write through this server also clears it before its answer leaves, so its own author never
 * sees the old list. While not listening (starting, connection lost) nothing is kept.
 */
export class HotCache {
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

type Client = { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };

/** The driver under drizzle: PGlite (it can listen itself) or node-postgres' pool. */
function clientOf(db: { $client: unknown }): Client {
  const client = db.$client as PGlite | pg.Pool;
  return "listen" in client && typeof client.listen === "function"
    ? { kind: "pglite", client: client as PGlite }
    : { kind: "postgres", pool: client as pg.Pool };
}

/** Listens for as long as the app runs, reconnecting when PostgreSQL drops the connection. */
async function listen(app: FastifyInstance, cache: HotCache, source: Client) {
  if (source.kind === "pglite") {
    const stop = await source.client.listen(CHANNEL, () => cache.invalidate());
    cache.setListening(true);
    app.addHook("onClose", async () => {
      cache.setListening(false);
      await stop();
    });
    return;
  }
  let closing = false;
  let current: pg.PoolClient | null = null;
  const connect = async (): Promise<void> => {
    try {
      const client = await source.pool.connect();
      current = client;
      const lost = () => {
        cache.setListening(false);
        client.release(true);
        current = null;
        if (!closing) setTimeout(() => void connect(), RECONNECT_MS).unref();
      };
      client.on("notification", () => cache.invalidate());
      client.once("error", lost);
      await client.query(`LISTEN ${CHANNEL}`);
      cache.setListening(true);
    } catch {
      cache.setListening(false);
      if (!closing) setTimeout(() => void connect(), RECONNECT_MS).unref();
    }
  };
  await connect();
  app.addHook("onClose", async () => {
    closing = true;
    cache.setListening(false);
    (current as pg.PoolClient | null)?.release(true);
  });
}

/** The app's hot cache, listening, and cleared by every write this server answers. */
export async function registerHotCache(app: FastifyInstance, db: { $client: unknown }): Promise<HotCache> {
  const cache = new HotCache();
  await listen(app, cache, clientOf(db));
  app.addHook("onSend", async (request, _reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD") cache.invalidate();
    return payload;
  });
  return cache;
}
