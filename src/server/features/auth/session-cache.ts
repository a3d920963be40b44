import type { FastifyInstance } from "fastify";
import type { ChangeListener } from "#server/db/listen.ts";
import { type ResolvedSession, rollIsDue, type SessionUser } from "./sessions.ts";

/** The channel drizzle/0013's triggers NOTIFY. */
export const SESSIONS_CHANNEL = "sessions_changed";
/** A bound on memory: past it the cache starts over. */
const MAX_ENTRIES = 50_000;

interface Kept {
  user: SessionUser;
  expiresAt: Date;
}

declare module "fastify" {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
  interface FastifyContextConfig {
    /** The route writes nothing a session depends on (sessions, people, roles): see sessionCache. */
    keepsSessions?: boolean;
  }
}

/**
 * Issue 12: the sessions this server resolved, by token hash, so a signed-in request need not
 * ask the database who it is. Correct across app servers on one database: a trigger NOTIFYs
 * 'sessions_changed' at the commit of anything that ends a session or changes who is behind it
 * (drizzle/0013), and every server LISTENs and forgets them all. A write through this server
 * also forgets them before its answer leaves, so a sign-out or account deletion takes effect at
 * once; only the play actions (routes marked keepsSessions) leave them. A session due to roll
 * (or expired) is asked again. While not listening nothing is kept.
 */
export class SessionCache implements ChangeListener {
  private entries = new Map<string, Kept>();
  private generation = 0;
  private listening = false;

  invalidate() {
    this.generation += 1;
    this.entries.clear();
  }

  setListening(listening: boolean) {
    this.listening = listening;
    this.invalidate();
  }

  async resolve(
    tokenHash: string,
    lookup: (tokenHash: string) => Promise<ResolvedSession | null>,
  ): Promise<ResolvedSession | null> {
    const kept = this.entries.get(tokenHash);
    if (kept && !rollIsDue(kept.expiresAt)) return { ...kept, rolled: false };
    const generation = this.generation;
    const session = await lookup(tokenHash);
    // A change committed while this was asked: the answer may be from before it.
    if (session && this.listening && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(tokenHash, { user: session.user, expiresAt: session.expiresAt });
    }
    return session;
  }
}

/** A play action's route options: its schema, and keepsSessions (see FastifyContextConfig). */
export function playAction<Schema>(schema: Schema) {
  return { config: { keepsSessions: true }, schema };
}

export function registerSessionCache(app: FastifyInstance, cache: SessionCache): void {
  app.decorate("sessionCache", cache);
  app.addHook("onSend", async (request, _reply, payload) => {
    const write = request.method !== "GET" && request.method !== "HEAD";
    if (write && !request.routeOptions.config.keepsSessions) cache.invalidate();
    return payload;
  });
}
