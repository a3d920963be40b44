import { createHash } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { authFlows } from "#server/db/schema/index.ts";

export const AUTH_FLOW_TTL_MS = 10 * 60 * 1000;

function hashState(state: string): string {
  return createHash("sha256").update(state).digest("base64url");
}

export async function saveAuthFlow(
  db: Db,
  flow: { state: string; codeVerifier: string; nonce: string; returnTo: string | null },
): Promise<void> {
  await db.insert(authFlows).values({
    stateHash: hashState(flow.state),
    codeVerifier: flow.codeVerifier,
    nonce: flow.nonce,
    returnTo: flow.returnTo,
    expiresAt: new Date(Date.now() + AUTH_FLOW_TTL_MS),
  });
}

/** Takes a pending flow out (single use): a replayed callback finds nothing. */
export async function takeAuthFlow(db: Db, state: string) {
  const [flow] = await db
    .delete(authFlows)
    .where(and(eq(authFlows.stateHash, hashState(state)), gt(authFlows.expiresAt, sql`now()`)))
    .returning();
  return flow ?? null;
}

export async function pruneAuthFlows(db: Db): Promise<void> {
  await db.delete(authFlows).where(lt(authFlows.expiresAt, sql`now()`));
}
