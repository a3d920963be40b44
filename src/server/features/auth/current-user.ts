import type { FastifyReply, FastifyRequest } from "fastify";
import { type AppConfig, sessionCookieName } from "#server/config.ts";
import { unauthenticated } from "#server/errors.ts";
import { hashSessionToken, resolveSession, type SessionUser } from "./sessions.ts";

export function sessionCookieOptions(config: AppConfig, expires: Date) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.env === "production" || config.publicUrl.startsWith("https://"),
    expires,
  };
}

/**
 * Clears the session cookie with the attributes it was set with: browsers ignore a clearing
 * `__Host-` cookie without Secure (Chromium), and the dead cookie would stay.
 */
export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(sessionCookieName(config), sessionCookieOptions(config, new Date(0)));
}

const loaded = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

async function load(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  const { config, db, sessionCache } = request.server;
  const token = request.cookies[sessionCookieName(config)];
  if (!token) return null;
  const tokenHash = hashSessionToken(config.sessionSecret, token);
  const session = await sessionCache.resolve(tokenHash, (hash) => resolveSession(db, hash));
  if (!session) {
    clearSessionCookie(reply, config);
    return null;
  }
  if (session.rolled) {
    reply.setCookie(sessionCookieName(config), token, sessionCookieOptions(config, session.expiresAt));
  }
  return session.user;
}

/** The signed-in user of this request, or null. Loaded once per request. */
export function currentUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  let user = loaded.get(request);
  if (!user) {
    user = load(request, reply);
    loaded.set(request, user);
  }
  return user;
}

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
  const user = await currentUser(request, reply);
  if (!user) throw unauthenticated();
  return user;
}

/** The signed-in user, or a 401, for an answer that is theirs alone: no cache keeps it. */
export async function requireOwnReader(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
  const user = await requireUser(request, reply);
  reply.header("Cache-Control", "no-store");
  return user;
}

/** A signed-in user acting, with their address for the per-address limits (D6). */
export interface Player {
  user: SessionUser;
  ip: string;
}

/** The signed-in player of this request, or a 401. */
export async function requirePlayer(request: FastifyRequest, reply: FastifyReply): Promise<Player> {
  return { user: await requireUser(request, reply), ip: request.ip };
}
