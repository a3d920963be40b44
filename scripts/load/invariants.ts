// Nothing lost, nothing counted twice (issue 26), checked in the database after the run:
// every checklist's like counter moved exactly as its like rows did; every like and tick the
// servers acknowledged is there as last acknowledged (keys left uncertain by a failed write
// excepted, and counted); every checklist whose creation or approval was acknowledged is there.
import type { DatabaseHandle } from "#server/db/client.ts";
import { query } from "../bench/seed.ts";
import type { Ledger } from "./ledger.ts";

export type LikeOffsets = Map<string, number>;

/** Per checklist, its counter minus its rows: the seed sets counters without rows. */
export async function likeOffsets(handle: DatabaseHandle): Promise<LikeOffsets> {
  const rows = await query<{ id: string; offset: number }>(
    handle,
    `select c.id, c.likes - coalesce(l.n, 0) as offset
     from checklists c left join (select checklist_id, count(*)::int as n from likes group by checklist_id) l
     on l.checklist_id = c.id`,
  );
  return new Map(rows.map((row) => [row.id, Number(row.offset)]));
}

const list = (values: Iterable<string>) =>
  [...values].map((v) => `'${v.replaceAll("'", "''")}'`).join(",") || "null";

export async function checkInvariants(
  handle: DatabaseHandle,
  ledger: Ledger,
  before: LikeOffsets,
): Promise<string[]> {
  const problems: string[] = [];
  const after = await likeOffsets(handle);
  for (const [id, offset] of before) {
    const now = after.get(id);
    if (now !== undefined && now !== offset)
      problems.push(`checklist ${id}: its like counter moved ${now - offset} away from its like rows`);
  }
  for (const [id, offset] of after) {
    if (!before.has(id) && offset !== 0)
      problems.push(`checklist ${id} (new): ${offset} more likes counted than its like rows`);
  }
  const users = new Set(
    [...ledger.likes.keys(), ...ledger.ticks.keys()].map((key) => key.split(" ")[0] ?? ""),
  );
  const likeRows = await query<{ user_id: string; checklist_id: string }>(
    handle,
    `select user_id, checklist_id from likes where user_id in (${list(users)})`,
  );
  const liked = new Set(likeRows.map((row) => `${row.user_id} ${row.checklist_id}`));
  for (const [key, value] of ledger.likes) {
    if (ledger.uncertain.has(key)) continue;
    if (liked.has(key) !== value)
      problems.push(
        `like ${key}: acknowledged ${value ? "liked" : "unliked"}, stored ${!value ? "liked" : "unliked"}`,
      );
  }
  const tickRows = await query<{ owner_id: string; checklist_id: string; step_id: string }>(
    handle,
    `select r.owner_id, r.checklist_id, t.step_id from run_ticks t join runs r on r.id = t.run_id
     where r.owner_id in (${list(users)})`,
  );
  const ticked = new Set(tickRows.map((row) => `${row.owner_id} ${row.checklist_id} ${row.step_id}`));
  for (const [key, value] of ledger.ticks) {
    if (ledger.uncertain.has(key)) continue;
    if (ticked.has(key) !== value)
      problems.push(
        `tick ${key}: acknowledged ${value ? "ticked" : "unticked"}, stored ${!value ? "ticked" : "unticked"}`,
      );
  }
  for (const key of ticked) {
    if (!ledger.ticks.has(key)) problems.push(`tick ${key}: stored, never written by the run`);
  }
  const stored = await query<{ id: string; status: string }>(
    handle,
    `select id, status from checklists where id in (${list([...ledger.created, ...ledger.approved])})`,
  );
  const status = new Map(stored.map((row) => [row.id, row.status]));
  for (const id of ledger.created)
    if (!status.has(id)) problems.push(`checklist ${id}: creation acknowledged, not stored`);
  for (const id of ledger.approved) {
    if (status.get(id) !== "approved")
      problems.push(`checklist ${id}: approval acknowledged, status ${status.get(id) ?? "missing"}`);
  }
  return problems;
}
