/** D72: a run's owner sets or removes its Discord channel; only they see it, and only masked. */
import { sql } from "drizzle-orm";
import type { AppConfig } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { invalidField, runMissing } from "#server/errors.ts";
import type { DiscordSetting } from "#shared/contracts/discord.ts";
import {
  DISCORD_ADDRESS_INVALID,
  maskedWebhook,
  parseDiscordWebhook,
  webhookUrl,
} from "#shared/discord-webhook.ts";
import type { Player } from "../auth/current-user.ts";
import { hitRateLimit } from "../rate-limit/service.ts";
import { discordSetting } from "../runs/discord-setting.ts";
import { notPlayable, playedRun } from "../runs/service.ts";
import { announcedNow, runSnapshot } from "./milestones.ts";
import { sealAddress } from "./sealed.ts";

/** The run as its owner sets its channel: 404 for everyone else, its members too (the address is the owner's secret). */
async function ownRun(db: Db, runId: string, player: Player) {
  const row = await playedRun(db, runId, player.user);
  if (row.role !== "owner") throw runMissing();
  return row;
}

/**
 * PUT /api/runs/{runId}/discord: the owner sets the address (a Discord webhook's, else 422),
 * counted as an edit (D6). Setting it (again) turns posting on from now: what the run reached
 * before is not posted.
 */
export async function setDiscord(
  db: Db,
  config: AppConfig,
  player: Player,
  runId: string,
  address: string,
): Promise<DiscordSetting> {
  const row = await ownRun(db, runId, player);
  if (row.status !== "approved") throw notPlayable();
  const webhook = parseDiscordWebhook(address, config.discordTestOrigin);
  if (!webhook) throw invalidField("address", DISCORD_ADDRESS_INVALID);
  await hitRateLimit(db, `edit:user:${player.user.id}`, config.rateLimits.editPerUser);
  const run = await runSnapshot(db, row.id);
  if (!run) throw runMissing();
  const announced = announcedNow(run);
  const sealed = sealAddress(config.sessionSecret, webhookUrl(webhook));
  await db.execute(sql`
    insert into run_discord (run_id, address_sealed, address_masked, event_cursor, announced_percent, announced_sections)
    values (${row.id}, ${sealed}, ${maskedWebhook(webhook)},
      (select coalesce(max(id), 0) from run_events where run_id = ${row.id}),
      ${announced.percent}, ${JSON.stringify(announced.sections)}::jsonb)
    on conflict (run_id) do update set address_sealed = excluded.address_sealed,
      address_masked = excluded.address_masked, enabled = true, disabled_reason = null,
      event_cursor = excluded.event_cursor, announced_percent = excluded.announced_percent,
      announced_sections = excluded.announced_sections, pending = null, due_at = now(),
      attempts = 0, not_found = 0, lease_until = null`);
  return (await discordSetting(db, row.id)) as DiscordSetting;
}

/** DELETE /api/runs/{runId}/discord: the owner removes the channel; removing none changes nothing. */
export async function removeDiscord(db: Db, player: Player, runId: string): Promise<void> {
  const row = await ownRun(db, runId, player);
  await db.execute(sql`delete from run_discord where run_id = ${row.id}`);
}
