// D67's follow scenario: players, each signed in with a session of their own, follow and unfollow
// one creator in turn (PUT/DELETE /api/users/{handle}/follow), one connection per player: many
// people following the same creator at once, as after a popular guide. Target (issue 39): p99 at
// most 20 ms, as a save's.
import type { AppConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { LoadOptions, Measurement } from "./load.ts";
import { makePlayer } from "./players.ts";
import { query } from "./seed.ts";
import { measureTickers } from "./ticks.ts";

export async function measureFollows(
  handle: DatabaseHandle,
  config: AppConfig,
  origin: string,
  customId: string,
  load: LoadOptions,
): Promise<Measurement> {
  const [creator] = await query<{ handle: string }>(
    handle,
    `select u.handle from checklists c join users u on u.id = c.author_id
     where c.custom_id = '${customId.replaceAll("'", "''")}' or c.id = '${customId.replaceAll("'", "''")}' limit 1`,
  );
  if (!creator) throw new Error(`The checklist ${customId} has no author to follow.`);
  const cookies: string[] = [];
  for (let i = 0; i < load.connections; i++) {
    cookies.push((await makePlayer(handle, config, `follower-${i}`)).cookie);
  }
  return measureTickers(
    origin,
    { cookies, paths: [`/api/users/${encodeURIComponent(creator.handle)}/follow`] },
    load,
  );
}
