// D67's follow scenario: players, each signed in with a session of their own, follow and unfollow
// the author of the bench's checklist in turn (PUT/DELETE /api/users/{handle}/follow), one
// connection per player: many people following one creator at once, as after a popular guide.
// Target (issue 39): p99 at most 20 ms, as a save's.
import type { AppConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import type { LoadOptions, Measurement } from "./load.ts";
import { query } from "./seed.ts";
import { measureToggles } from "./ticks.ts";

export async function measureFollows(
  handle: DatabaseHandle,
  config: AppConfig,
  origin: string,
  customId: string,
  load: LoadOptions,
): Promise<Measurement> {
  const id = customId.replaceAll("'", "''");
  const [creator] = await query<{ handle: string }>(
    handle,
    `select u.handle from checklists c join users u on u.id = c.author_id
     where c.custom_id = '${id}' or c.id = '${id}' limit 1`,
  );
  if (!creator) throw new Error(`The checklist ${customId} has no author to follow.`);
  const path = `/api/users/${encodeURIComponent(creator.handle)}/follow`;
  return measureToggles(handle, config, origin, { prefix: "follower", path }, load);
}
