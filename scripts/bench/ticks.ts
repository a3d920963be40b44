// The tick scenario (issue 12): players, each signed in with a session of their own and joined
// to the same checklist, tick and untick its first step in turn, one connection per player.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { startFirstRun } from "#server/features/runs/membership.ts";
import { type LoadOptions, type Measurement, measure } from "./load.ts";
import { makePlayer } from "./players.ts";
import { query } from "./seed.ts";

/** `players` accounts joined to the checklist, a session cookie each; and the step's path. */
async function prepareTickers(handle: DatabaseHandle, config: AppConfig, customId: string, players: number) {
  const [checklist] = await query<{ id: string; step_id: string }>(
    handle,
    `select c.id, s.id as step_id from checklists c join checklist_steps s on s.checklist_id = c.id
     where c.custom_id = '${customId.replaceAll("'", "''")}' order by s.position limit 1`,
  );
  if (!checklist) throw new Error(`No steps to tick on ${customId}.`);
  const cookies: string[] = [];
  for (let i = 0; i < players; i++) {
    const player = await makePlayer(handle, config, `ticker-${i}`);
    await startFirstRun(handle.db, player.userId, checklist.id);
    cookies.push(player.cookie);
  }
  return { cookies, path: `/api/checklists/${encodeURIComponent(customId)}/steps/${checklist.step_id}/done` };
}

export async function measureTicks(
  handle: DatabaseHandle,
  config: AppConfig,
  origin: string,
  customId: string,
  load: LoadOptions,
): Promise<Measurement> {
  const { cookies, path: stepPath } = await prepareTickers(handle, config, customId, load.connections);
  // No Origin header: like any client that is not a browser (D5 lets those through).
  const probe = await fetch(`${origin}${stepPath}`, { method: "PUT", headers: { cookie: cookies[0] ?? "" } });
  if (!probe.ok) throw new Error(`A tick answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bench-ticks-")), "cookies.json");
  writeFileSync(file, JSON.stringify(cookies));
  process.env.BENCH_TICK_COOKIES = file;
  process.env.BENCH_TICK_PATH = stepPath;
  return measure(`${origin}${stepPath}`, load, {
    requests: [
      { method: "PUT", path: stepPath },
      { method: "DELETE", path: stepPath },
    ],
    setupClient: path.join(import.meta.dirname, "tick-client.cjs"),
  });
}
