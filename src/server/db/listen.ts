import type { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import type pg from "pg";

const RECONNECT_MS = 1_000;

/** Something kept in memory that a NOTIFY on its channel makes stale. */
export interface ChangeListener {
  /** `payload`: what the NOTIFY said (the run events' channel names a run). */
  invalidate(payload?: string): void;
  /** While not listening (starting, connection lost) it must keep nothing. */
  setListening(listening: boolean): void;
}

type Client = { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };

/** The driver under drizzle: PGlite (it can listen itself) or node-postgres' pool. */
function clientOf(db: { $client: unknown }): Client {
  const client = db.$client as PGlite | pg.Pool;
  return "listen" in client && typeof client.listen === "function"
    ? { kind: "pglite", client: client as PGlite }
    : { kind: "postgres", pool: client as pg.Pool };
}

/**
 * LISTENs on each channel for as long as the app runs, on ONE connection of the pool,
 * reconnecting when PostgreSQL drops it. The triggers that NOTIFY are in drizzle/.
 */
export async function listenForChanges(
  app: FastifyInstance,
  db: { $client: unknown },
  listeners: Record<string, ChangeListener>,
): Promise<void> {
  const all = Object.values(listeners);
  const setListening = (listening: boolean) => {
    for (const listener of all) listener.setListening(listening);
  };
  const source = clientOf(db);
  if (source.kind === "pglite") {
    const stops = await Promise.all(
      Object.entries(listeners).map(([channel, listener]) =>
        source.client.listen(channel, (payload) => listener.invalidate(payload)),
      ),
    );
    setListening(true);
    app.addHook("onClose", async () => {
      setListening(false);
      for (const stop of stops) await stop();
    });
    return;
  }
  let closing = false;
  let current: pg.PoolClient | null = null;
  const drop = () => {
    const client = current;
    current = null;
    setListening(false);
    client?.release(true);
  };
  const connect = async (): Promise<void> => {
    try {
      const client = await source.pool.connect();
      current = client;
      client.on("notification", (message) => listeners[message.channel]?.invalidate(message.payload));
      client.once("error", () => {
        if (current !== client) return;
        drop();
        if (!closing) setTimeout(() => void connect(), RECONNECT_MS).unref();
      });
      for (const channel of Object.keys(listeners)) await client.query(`LISTEN ${channel}`);
      setListening(true);
    } catch {
      drop();
      if (!closing) setTimeout(() => void connect(), RECONNECT_MS).unref();
    }
  };
  await connect();
  app.addHook("onClose", async () => {
    closing = true;
    drop();
  });
}
