import { and, eq, ne, sql } from "drizzle-orm";
import type { Database, Db } from "#server/db/client.ts";
import { identities, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { ProviderProfile } from "#server/oidc/provider-profile.ts";
import type { Connections } from "#shared/contracts/connections.ts";
import {
  CONNECTION_MESSAGES,
  inProviderOrder,
  PROVIDER_NAMES,
  type SignInProvider,
} from "#shared/sign-in-providers.ts";

/** The providers an account signs in with (D55), in the sign-in page's order. */
export async function listConnections(db: Db, userId: string): Promise<Connections> {
  const rows = await db
    .select({ provider: identities.provider, connectedAt: identities.createdAt })
    .from(identities)
    .where(eq(identities.userId, userId));
  const connectedAt = new Map(rows.map((row) => [row.provider, row.connectedAt.toISOString()]));
  return {
    items: inProviderOrder([...connectedAt.keys()]).map((provider) => ({
      provider,
      connectedAt: connectedAt.get(provider) ?? "",
    })),
  };
}

export async function isConnected(db: Db, userId: string, provider: SignInProvider): Promise<boolean> {
  const [row] = await db
    .select({ provider: identities.provider })
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.provider, provider)))
    .limit(1);
  return row !== undefined;
}

export type LinkOutcome = "linked" | "identity_taken" | "already_connected";

/**
 * Connects a provider identity the person has just proven (its own sign-in) to their account.
 * Never by email (D55). The identity's key is unique, so it can belong to one account only: one
 * already on another account is refused, and so is a second identity of a provider the
 * account already has (one identity per provider per account, also under races).
 */
export async function linkIdentity(
  db: Database,
  userId: string,
  profile: ProviderProfile & { provider: SignInProvider },
): Promise<LinkOutcome> {
  const inserted = await db
    .insert(identities)
    .values({ provider: profile.provider, subject: profile.subject, issuer: profile.issuer, userId })
    .onConflictDoNothing()
    .returning({ userId: identities.userId });
  if (inserted.length > 0) return "linked";
  const [owner] = await db
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.provider, profile.provider), eq(identities.subject, profile.subject)))
    .limit(1);
  if (owner && owner.userId !== userId) return "identity_taken";
  return owner ? "linked" : "already_connected";
}

/**
 * Removes one provider from an account while another remains (D55). The account's row is
 * locked first, so two removals at once cannot leave it with no way to sign in.
 */
export async function unlinkProvider(db: Database, userId: string, provider: SignInProvider): Promise<void> {
  const name = PROVIDER_NAMES[provider];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(identities)
      .where(and(eq(identities.userId, userId), ne(identities.provider, provider)));
    const removed = await tx
      .select({ provider: identities.provider })
      .from(identities)
      .where(and(eq(identities.userId, userId), eq(identities.provider, provider)));
    if (removed.length === 0)
      throw new AppError("connection_missing", CONNECTION_MESSAGES.notConnected(name));
    if ((others?.n ?? 0) === 0) throw new AppError("last_connection", CONNECTION_MESSAGES.lastConnection);
    await tx.delete(identities).where(and(eq(identities.userId, userId), eq(identities.provider, provider)));
  });
}
