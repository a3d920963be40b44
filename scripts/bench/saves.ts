// D68's save scenario: players, each signed in with a session of their own, save and unsave one
// checklist in turn (PUT/DELETE /api/checklists/{id}/save, an entry of their 'Saved'), one
// connection per player. Target: p99 at most 20 ms.
import type { AppConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { LoadOptions, Measurement } from "./load.ts";
import { makePlayer } from "./players.ts";
import { measureTickers } from "./ticks.ts";

export const SAVE_P99_TARGET_MS = 20;

export async function measureSaves(
  handle: DatabaseHandle,
  config: AppConfig,
  origin: string,
  customId: string,
  load: LoadOptions,
): Promise<Measurement> {
  const cookies: string[] = [];
  for (let i = 0; i < load.connections; i++) {
    cookies.push((await makePlayer(handle, config, `saver-${i}`)).cookie);
  }
  return measureTickers(
    origin,
    { cookies, paths: [`/api/checklists/${encodeURIComponent(customId)}/save`] },
    load,
  );
}
