import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { admins, users } from "../../db/schema/index.ts";

export type ModeratorRole = "admin" | "creator";

export class UnknownUserError extends Error {
  constructor(who: string) {
    super(
      `No user has the handle or email "${who}". They must sign in once before they can be made a moderator.`,
    );
  }
}

async function findUser(db: Db, who: string) {
  const value = who.trim().replace(/^@/, "");
  const [user] = await db
    .select({ id: users.id, customId: users.customId })
    .from(users)
    .where(or(eq(users.customId, value.toLowerCase()), sql`lower(${users.email}) = ${value.toLowerCase()}`))
    .limit(2);
  if (!user) throw new UnknownUserError(who);
  return user;
}

/** Grants (or changes) a moderator role (D19). */
export async function grantModerator(db: Db, who: string, role: ModeratorRole) {
  const user = await findUser(db, who);
  await db
    .insert(admins)
    .values({ userId: user.id, role })
    .onConflictDoUpdate({ target: admins.userId, set: { role } });
  return user;
}

export async function revokeModerator(db: Db, who: string) {
  const user = await findUser(db, who);
  const removed = await db
    .delete(admins)
    .where(eq(admins.userId, user.id))
    .returning({ userId: admins.userId });
  return { ...user, wasModerator: removed.length > 0 };
}

export async function listModerators(db: Db) {
  return db
    .select({
      customId: users.customId,
      displayName: users.displayName,
      email: users.email,
      role: admins.role,
    })
    .from(admins)
    .innerJoin(users, eq(users.id, admins.userId))
    .orderBy(users.customId);
}
