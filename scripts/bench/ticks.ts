// The tick scenarios (issue 12, decision 047): players, each signed in with a session of their
// own, tick and untick a step in turn, one connection per player. 'First run': each joined to
// the same checklist, through the per-checklist alias. 'Shared run': all members of one run,
// each on a step of their own, through the run's route.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { insertRun, startFirstRun } from "#server/features/runs/membership.ts";
import { RUN_MEMBERS_MAX } from "#shared/runs.ts";
import { type LoadOptions, type Measurement, measure } from "./load.ts";
import { makePlayer } from "./players.ts";
import { query } from "./seed.ts";

export interface Tickers {
  cookies: string[];
  /** One per connection, in turn. */
  paths: string[];
}

async function stepsOf(handle: DatabaseHandle, customId: string) {
  const steps = await query<{ id: string; step_id: string }>(
    handle,
    `select c.id, s.id as step_id from checklists c join checklist_steps s on s.checklist_id = c.id
     where c.custom_id = '${customId.replaceAll("'", "''")}' order by s.position`,
  );
  const checklistId = steps[0]?.id;
  if (!checklistId) throw new Error(`No steps to tick on ${customId}.`);
  return { checklistId, stepIds: steps.map((step) => step.step_id) };
}

/** `players` accounts joined to the checklist (their first run), a session cookie each; its first step's alias path. */
async function firstRunTickers(
  handle: DatabaseHandle,
  config: AppConfig,
  customId: string,
  players: number,
): Promise<Tickers> {
  const { checklistId, stepIds } = await stepsOf(handle, customId);
  const cookies: string[] = [];
  for (let i = 0; i < players; i++) {
    const player = await makePlayer(handle, config, `ticker-${i}`);
    await startFirstRun(handle.db, player.userId, checklistId);
    cookies.push(player.cookie);
  }
  return { cookies, paths: [`/api/checklists/${encodeURIComponent(customId)}/steps/${stepIds[0]}/done`] };
}

/** One run of the checklist with `players` members (at most RUN_MEMBERS_MAX), each on a step of their own. */
async function sharedRunTickers(
  handle: DatabaseHandle,
  config: AppConfig,
  customId: string,
  players: number,
): Promise<Tickers> {
  const { checklistId, stepIds } = await stepsOf(handle, customId);
  const members = [];
  for (let i = 0; i < Math.min(players, RUN_MEMBERS_MAX); i++) {
    members.push(await makePlayer(handle, config, `shared-ticker-${i}`));
  }
  const [owner, ...others] = members;
  if (!owner) throw new Error("No players.");
  const runId = await handle.db.transaction((tx) =>
    insertRun(tx, owner.userId, checklistId, "Bench shared run"),
  );
  for (const member of others) {
    await query(
      handle,
      `insert into run_members (run_id, checklist_id, user_id, role) values ('${runId}', '${checklistId}', '${member.userId}', 'member')`,
    );
  }
  return {
    cookies: members.map((member) => member.cookie),
    paths: members.map((_, i) => `/api/runs/${runId}/steps/${stepIds[i % stepIds.length]}/done`),
  };
}

/** Each connection, as its player, PUTs then DELETEs its path in turn: the ticks', and D68's saves. */
export async function measureTickers(origin: string, { cookies, paths }: Tickers, load: LoadOptions) {
  // No Origin header: like any client that is not a browser (D5 lets those through).
  const first = paths[0] ?? "";
  const probe = await fetch(`${origin}${first}`, { method: "PUT", headers: { cookie: cookies[0] ?? "" } });
  if (!probe.ok) throw new Error(`A tick answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
  const folder = mkdtempSync(path.join(tmpdir(), "bench-ticks-"));
  writeFileSync(path.join(folder, "cookies.json"), JSON.stringify(cookies));
  writeFileSync(path.join(folder, "paths.json"), JSON.stringify(paths));
  process.env.BENCH_TICK_COOKIES = path.join(folder, "cookies.json");
  process.env.BENCH_TICK_PATHS = path.join(folder, "paths.json");
  return measure(`${origin}${first}`, load, {
    requests: [
      { method: "PUT", path: first },
      { method: "DELETE", path: first },
    ],
    setupClient: path.join(import.meta.dirname, "tick-client.cjs"),
  });
}

/** Players of their own (`{prefix}-{i}`), one per connection, each PUTting then DELETEing `path`: D68's saves, D67's follows. */
export async function measureToggles(
  handle: DatabaseHandle,
  config: AppConfig,
  origin: string,
  { prefix, path: toggled }: { prefix: string; path: string },
  load: LoadOptions,
): Promise<Measurement> {
  const cookies: string[] = [];
  for (let i = 0; i < load.connections; i++) {
    cookies.push((await makePlayer(handle, config, `${prefix}-${i}`)).cookie);
  }
  return measureTickers(origin, { cookies, paths: [toggled] }, load);
}

/** Ticks of each player's first run, through the per-checklist alias. */
export async function measureTicks(
  handle: DatabaseHandle,
  config: AppConfig,
  origin: string,
  customId: string,
  load: LoadOptions,
): Promise<Measurement> {
  return measureTickers(origin, await firstRunTickers(handle, config, customId, load.connections), load);
}

/** Ticks of one run played together, through the run's route. */
export async function measureSharedRunTicks(
  handle: DatabaseHandle,
  config: AppConfig,
  origin: string,
  customId: string,
  load: LoadOptions,
): Promise<Measurement> {
  return measureTickers(origin, await sharedRunTickers(handle, config, customId, load.connections), load);
}
