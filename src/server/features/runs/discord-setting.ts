import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "#server/db/client.ts";
import type { DiscordSetting } from "#shared/contracts/discord.ts";

/**
 * D72: the run's Discord channel as its owner sees it (masked), for the run's read; null without
 * one. The channel itself is features/discord/, above runs.
 */
export async function discordSetting(db: Db, runId: string): Promise<DiscordSetting | null> {
  const [row] = rowsOf<{ address_masked: string; enabled: boolean; disabled_reason: string | null }>(
    await db.execute(
      sql`select address_masked, enabled, disabled_reason from run_discord where run_id = ${runId}`,
    ),
  );
  return row
    ? { address: row.address_masked, enabled: row.enabled, disabledReason: row.disabled_reason }
    : null;
}
