import { and, like, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import { handleCandidate } from "#shared/rules/handle.ts";

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Handles already taken that could collide with `base` (base, base1, base2, …), except
 * those of `exceptUserId`. One indexed prefix query instead of one query per suffix.
 */
async function takenHandles(db: Db, base: string, exceptUserId?: string): Promise<Set<string>> {
  const pattern = `${escapeLike(base)}%`;
  const rows = await db
    .select({ handle: users.handle })
    .from(users)
    .where(
      and(
        like(users.handle, pattern),
        sql`${users.handle} ~ ${`^${base.replace(/[^a-z0-9_-]/g, "")}[0-9]*$`}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.handle));
}

/**
 * Finds the first free candidate for `base` and lets `claim` try to take it. `claim` must
 * return false when the database refused the handle as taken (a concurrent writer won),
 * and the next candidate is tried. The unique index is the judge, not this loop (D17).
 */
export async function allocateHandle(
  db: Db,
  base: string,
  claim: (handle: string) => Promise<boolean>,
  exceptUserId?: string,
): Promise<string> {
  const taken = await takenHandles(db, base, exceptUserId);
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const candidate = handleCandidate(base, attempt);
    if (taken.has(candidate)) continue;
    if (await claim(candidate)) return candidate;
    taken.add(candidate);
  }
  throw new Error(`No free handle for ${base}`);
}
