import { createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { moderators, sessions, users } from "#server/db/schema/index.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { ModeratorRole } from "#shared/moderator-roles.ts";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend a session's expiry at most once a day, so reads do not write on every request. */
const ROLL_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  handle: string;
  displayName: string;
  email: string | null;
  avatarUrl: string | null;
  photoUrl: string | null;
  role: ModeratorRole | null;
  /** D64: the interface language chosen in Settings, or null. */
  language: Locale | null;
}

/** The database keeps only an HMAC of the token, so a leaked table opens no session. */
export function hashSessionToken(secret: string, token: string): string {
  return createHmac("sha256", secret).update(token).digest("base64url");
}

export async function createSession(db: Db, secret: string, userId: string) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashSessionToken(secret, token), userId, expiresAt });
  return { token, expiresAt };
}

export interface ResolvedSession {
  user: SessionUser;
  expiresAt: Date;
  rolled: boolean;
}

/** True when a session expiring at `expiresAt` is to be rolled forward (or has expired). */
export function rollIsDue(expiresAt: Date): boolean {
  return expiresAt.getTime() - Date.now() <= SESSION_TTL_MS - ROLL_AFTER_MS;
}

/** The user behind a token's hash, with the expiry rolled forward when due; null when unknown or expired. */
export async function resolveSession(db: Db, tokenHash: string): Promise<ResolvedSession | null> {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      handle: users.handle,
      displayName: users.displayName,
      email: users.email,
      avatarUrl: users.avatarUrl,
      photoUrl: users.photoUrl,
      role: moderators.role,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(moderators, eq(moderators.userId, users.id))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  const { expiresAt, ...user } = row;
  if (!rollIsDue(expiresAt)) return { user, expiresAt, rolled: false };
  const rolledTo = new Date(Date.now() + SESSION_TTL_MS);
  await db.update(sessions).set({ expiresAt: rolledTo }).where(eq(sessions.tokenHash, tokenHash));
  return { user, expiresAt: rolledTo, rolled: true };
}

export async function deleteSession(db: Db, secret: string, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(secret, token)));
}

export async function pruneExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
