/**
 * A run's materials and its members' claims on them (D70, decisions/051): what the unticked
 * steps still need, summed by item, and who will bring how many. The need and the claims as
 * they stand are the database's (drizzle/0031: run_material_needs, run_claims_held), so a tick
 * that ends a claim, whatever code made it, ends it in the same transaction.
 */
import { sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import { type Database, rowsOf, type Tx } from "#server/db/client.ts";
import { isForeignKeyViolation } from "#server/db/errors.ts";
import { invalidField, runMissing } from "#server/errors.ts";
import { withHandleAlias } from "#shared/contracts/handle-alias.ts";
import type { RunClaim, RunMaterials } from "#shared/contracts/materials.ts";
import { english } from "#shared/i18n/message.ts";
import type { Player } from "../auth/current-user.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { presentTotals } from "../checklists/materials.ts";
import { presentMaterial } from "../game/game-data.ts";
import { hitRateLimits } from "../rate-limit/service.ts";
import { publishRunEvent, utcIso } from "./events.ts";
import { type RunRow, visibleRun } from "./read-model.ts";
import { readerOf } from "./readers.ts";
import { notPlayable, playedRun } from "./service.ts";

const number = (n: number) => n.toLocaleString("en-US");

export const CLAIM_MESSAGES = {
  nothingLeft: (name: string) =>
    english("errors.nothingLeftToClaim", `Nothing of ${name} is left to claim.`, { name }, true),
  overLeft: (left: number, name: string) =>
    english(
      "errors.overLeftToClaim",
      `At most ${number(left)} of ${name} is left to claim.`,
      { left, name },
      true,
    ),
};

/** GET /api/runs/{runId}/materials: the run's materials for whoever may read the run (404 otherwise). */
export async function getRunMaterials(
  db: Database,
  runId: string,
  viewer: SessionUser | null,
): Promise<RunMaterials> {
  const row = await visibleRun(db, runId, viewer);
  return runMaterials(db, row, readerOf(row, viewer)?.kind === "member");
}

/**
 * What the run's unticked steps still need, by item, with the claims as they stand; who claimed
 * only for a member (a guest of a run shared by link sees the totals, D70, D73).
 */
async function runMaterials(db: Database, row: Pick<RunRow, "id" | "checklistId">, member: boolean) {
  const [needs, claims] = await Promise.all([
    db.execute(sql`select n.item, n.needed::bigint as needed, c.supported_since as version
      from run_material_needs(${row.id}::uuid) n, checklists c where c.id = ${row.checklistId}`),
    db.execute(sql`select h.item, h.count, ${utcIso(sql`h.claimed_at`)} as at,
        u.handle, u.display_name, u.avatar_url
      from run_claims_held(${row.id}::uuid) h join users u on u.id = h.user_id
      where h.count > 0 order by h.claimed_at, u.handle`),
  ]);
  const needed = rowsOf<{ item: string; needed: string | number; version: string }>(needs);
  const byItem = new Map<string, RunClaim[]>();
  for (const claim of rowsOf<{
    item: string;
    count: number;
    at: string;
    handle: string;
    display_name: string;
    avatar_url: string | null;
  }>(claims)) {
    const person = withHandleAlias({
      handle: claim.handle,
      displayName: claim.display_name,
      avatarUrl: claim.avatar_url,
    });
    byItem.set(claim.item, [
      ...(byItem.get(claim.item) ?? []),
      { by: person, count: Number(claim.count), claimedAt: claim.at },
    ]);
  }
  const version = needed[0]?.version ?? "";
  const totals = presentTotals(
    version,
    needed.map((need) => ({ item: need.item, count: Number(need.needed) })),
  );
  return {
    items: totals.map((total) => {
      const held = byItem.get(total.item) ?? [];
      return {
        ...total,
        claimed: held.reduce((sum, claim) => sum + claim.count, 0),
        claims: member ? held : null,
      };
    }),
  };
}

/**
 * Holds the player's membership, then the run's row, each in a statement of its own, until the
 * transaction ends: one run's claims are counted one at a time, each after the one before
 * committed, and after any tick that took the run first (D70's "at most what is left", under
 * concurrency). The membership first, as Leave and a tick take theirs before the run's: a
 * member leaving at the same moment goes wholly before or after. False when they left.
 */
async function holdRunForClaim(tx: Tx, runId: string, userId: string): Promise<boolean> {
  const member = rowsOf(
    await tx.execute(
      sql`select 1 from run_members where run_id = ${runId} and user_id = ${userId} for key share`,
    ),
  );
  if (member.length === 0) return false;
  return rowsOf(await tx.execute(sql`select id from runs where id = ${runId} for no key update`)).length > 0;
}

/** The run a claim is made in: one the player plays (404 otherwise), of an approved checklist (409); counted as a tick (D6). */
async function claimedRun(db: Database, config: AppConfig, player: Player, runId: string) {
  const row = await playedRun(db, runId, player.user);
  if (row.status !== "approved") throw notPlayable();
  await hitRateLimits(db, [
    { key: `interact:user:${player.user.id}`, rule: config.rateLimits.interactPerUser },
    { key: `interact:ip:${player.ip}`, rule: config.rateLimits.interactPerIp },
  ]);
  return row;
}

const personOf = (user: SessionUser) =>
  withHandleAlias({ handle: user.handle, displayName: user.displayName, avatarUrl: user.avatarUrl });

/**
 * PUT /api/runs/{runId}/claims/{item}: the player will bring `count` of the item: at least 1,
 * at most what the unticked steps need less the other members' claims (else 422 `count`). Their
 * claim keeps its place (when first made) when changed. Answers the run's materials.
 */
export async function claimMaterial(
  db: Database,
  config: AppConfig,
  player: Player,
  runId: string,
  item: string,
  count: number,
): Promise<RunMaterials> {
  const row = await claimedRun(db, config, player, runId);
  await db
    .transaction(async (tx) => {
      if (!(await holdRunForClaim(tx, row.id, player.user.id))) throw runMissing();
      // What an approved edit or a tick changed since is stored first: the count below is of claims as they stand.
      await tx.execute(sql`select clamp_run_claims(${row.id}::uuid)`);
      const [left] = rowsOf<{ needed: string | number | null; others: string | number }>(
        await tx.execute(sql`select
            (select needed from run_material_needs(${row.id}::uuid) where item = ${item}) as needed,
            (select coalesce(sum(count), 0) from run_claims
              where run_id = ${row.id} and item = ${item} and user_id <> ${player.user.id}) as others`),
      );
      const room = Math.max(0, Number(left?.needed ?? 0) - Number(left?.others ?? 0));
      if (count > room) {
        const name = presentMaterial(await versionOf(tx, row.checklistId), { item, count }).name;
        throw invalidField(
          "count",
          room === 0 ? CLAIM_MESSAGES.nothingLeft(name) : CLAIM_MESSAGES.overLeft(room, name),
        );
      }
      await tx.execute(sql`insert into run_claims (run_id, user_id, item, count)
        values (${row.id}, ${player.user.id}, ${item}, ${count})
        on conflict (run_id, item, user_id) do update set count = excluded.count`);
      await publishRunEvent(tx, row.id, { type: "claim", data: { item, by: personOf(player.user), count } });
    })
    .catch((error) => {
      // The membership went between the look and the write (a removal).
      throw isForeignKeyViolation(error) ? runMissing() : error;
    });
  return runMaterials(db, row, true);
}

/** DELETE /api/runs/{runId}/claims/{item}: the player's claim on the item is dropped (again, or already). */
export async function dropClaim(
  db: Database,
  config: AppConfig,
  player: Player,
  runId: string,
  item: string,
): Promise<void> {
  const row = await claimedRun(db, config, player, runId);
  await db.transaction(async (tx) => {
    if (!(await holdRunForClaim(tx, row.id, player.user.id))) throw runMissing();
    const dropped = rowsOf(
      await tx.execute(sql`delete from run_claims
        where run_id = ${row.id} and item = ${item} and user_id = ${player.user.id} returning 1`),
    );
    if (dropped.length > 0) {
      await publishRunEvent(tx, row.id, {
        type: "claim",
        data: { item, by: personOf(player.user), count: 0 },
      });
    }
  });
}

async function versionOf(tx: Tx, checklistId: string): Promise<string> {
  const [row] = rowsOf<{ version: string }>(
    await tx.execute(sql`select supported_since as version from checklists where id = ${checklistId}`),
  );
  return row?.version ?? "";
}
