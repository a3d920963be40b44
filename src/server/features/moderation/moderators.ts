import { eq, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { moderators, users } from "#server/db/schema/index.ts";

import type { ModeratorRole } from "#shared/moderator-roles.ts";
import { quoteInput } from "#shared/rules/quote-input.ts";

export class UnknownUserError extends Error {
  constructor(who: string) {
    super(
      `No user has the handle or email "${quoteInput(who)}". They must sign in once before they can be made a moderator.`,
    );
  }
}

export class AmbiguousUserError extends Error {
  constructor(who: string, handles: string[]) {
    super(
      `"${quoteInput(who)}" matches ${handles.length} users (${handles.map((h) => `@${h}`).join(", ")}). Name one by its handle.`,
    );
  }
}

/** Exactly one user by handle or email; several matches are refused, never guessed. */
async function findUser(db: Db, who: string) {
  const value = who.trim().replace(/^@/, "").toLowerCase();
  const matches = await db
    .select({ id: users.id, handle: users.handle })
    .from(users)
    .where(or(eq(users.handle, value), sql`lower(${users.email}) = ${value}`))
    .orderBy(users.handle)
    .limit(10);
  const [user] = matches;
  if (!user) throw new UnknownUserError(who);
  if (matches.length > 1)
    throw new AmbiguousUserError(
      who,
      matches.map((m) => m.handle),
    );
  return user;
}

/** Makes a person a moderator (D19): `role` replaces theirs, unless `keepRole` and they have one. */
export async function makeModerator(db: Db, userId: string, role: ModeratorRole, { keepRole = false } = {}) {
  const row = db.insert(moderators).values({ userId, role });
  await (keepRole
    ? row.onConflictDoNothing()
    : row.onConflictDoUpdate({ target: moderators.userId, set: { role } }));
}

/** Grants (or changes) a moderator role (D19), to a person named by handle or email. */
export async function grantModerator(db: Db, who: string, role: ModeratorRole) {
  const user = await findUser(db, who);
  await makeModerator(db, user.id, role);
  return user;
}

export async function revokeModerator(db: Db, who: string) {
  const user = await findUser(db, who);
  const removed = await db
    .delete(moderators)
    .where(eq(moderators.userId, user.id))
    .returning({ userId: moderators.userId });
  return { ...user, wasModerator: removed.length > 0 };
}

export async function listModerators(db: Db) {
  return db
    .select({
      handle: users.handle,
      displayName: users.displayName,
      email: users.email,
      role: moderators.role,
    })
    .from(moderators)
    .innerJoin(users, eq(users.id, moderators.userId))
    .orderBy(users.handle);
}
