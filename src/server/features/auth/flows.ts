import { createHash } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { authFlows } from "#server/db/schema/index.ts";
import type { SignInProvider } from "#shared/sign-in-providers.ts";

export const AUTH_FLOW_TTL_MS = 10 * 60 * 1000;
/** Pending sign-ins one address keeps (D6): starting another forgets its oldest. */
export const AUTH_FLOWS_PER_IP = 20;
/** Pending sign-ins one browser keeps bound by its cookie (two tabs both finish, issue 35). */
export const AUTH_FLOWS_PER_BROWSER = 5;
/** Expired flows removed by each new one (the hourly housekeeping removes the rest). */
const EXPIRED_PRUNED_PER_WRITE = 100;

function hashState(state: string): string {
  return createHash("sha256").update(state).digest("base64url");
}

/**
 * Stores a new flow, so that the table stays bounded however often `/auth/login` is called
 * (issue 23): the address keeps only its newest AUTH_FLOWS_PER_IP flows, and up to
 * EXPIRED_PRUNED_PER_WRITE expired flows of anyone go. One statement, both deletes indexed.
 */
export async function saveAuthFlow(
  db: Db,
  flow: {
    state: string;
    provider: SignInProvider;
    linkUserId: string | null;
    codeVerifier: string;
    nonce: string;
    returnTo: string | null;
    ip: string;
  },
): Promise<void> {
  const expiresAt = new Date(Date.now() + AUTH_FLOW_TTL_MS).toISOString();
  await db.execute(sql`
    with added as (
      insert into auth_flows (state_hash, provider, link_user_id, code_verifier, nonce, return_to, ip, expires_at)
      values (${hashState(flow.state)}, ${flow.provider}, ${flow.linkUserId}, ${flow.codeVerifier},
        ${flow.nonce}, ${flow.returnTo}, ${flow.ip}, ${expiresAt}::timestamptz)
      returning state_hash),
    over_limit as (
      delete from auth_flows where state_hash in (
        select state_hash from auth_flows where ip = ${flow.ip}
        order by created_at desc, state_hash offset ${AUTH_FLOWS_PER_IP - 1})),
    expired as (
      delete from auth_flows where state_hash in (
        select state_hash from auth_flows where expires_at < now() limit ${EXPIRED_PRUNED_PER_WRITE}))
    select 1`);
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
