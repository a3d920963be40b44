// D68's save scenario: players, each signed in with a session of their own, save and unsave one
// checklist in turn (PUT/DELETE /api/checklists/{id}/save, an entry of their 'Saved'), one
// connection per player. Target: p99 at most 20 ms.
import type { AppConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { LoadOptions, Measurement } from "./load.ts";
import { measureToggles } from "./ticks.ts";

export const SAVE_P99_TARGET_MS = 20;

export function measureSaves(
  handle: DatabaseHandle,
  config: AppConfig,
  origin: string,
  customId: string,
  load: LoadOptions,
): Promise<Measurement> {
  const path = `/api/checklists/${encodeURIComponent(customId)}/save`;
  return measureToggles(handle, config, origin, { prefix: "saver", path }, load);
}
