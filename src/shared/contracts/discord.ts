import { z } from "zod";
import { DISCORD_ADDRESS_INVALID, DISCORD_ADDRESS_MAX } from "../discord-webhook.ts";
import { inputText } from "./common.ts";

const WEBHOOK_SHAPE = /^https?:\/\/[^/?#\s\\%@]+\/api\/webhooks\/[0-9]{15,22}\/[A-Za-z0-9_-]{20,100}$/;

/** D72: what the owner sends to set the run's Discord channel. */
export const discordInputSchema = z
  .object({
    // The shape; which hosts may stand before the path is the server's check (Discord's alone, D72).
    address: inputText(DISCORD_ADDRESS_MAX)
      .regex(WEBHOOK_SHAPE, DISCORD_ADDRESS_INVALID)
      .describe(
        "A Discord webhook address: https://discord.com/api/webhooks/{id}/{token}; the host must be discord.com, discordapp.com or their ptb./canary. subdomains (else 422 `address`)",
      ),
  })
  .strict()
  .meta({ id: "DiscordInput" });
export type DiscordInput = z.infer<typeof discordInputSchema>;

/** D72: the run's Discord channel as its owner sees it: never the whole address. */
export const discordSettingSchema = z
  .object({
    address: z.string().describe("The address masked: '…/api/webhooks/1234…/••••abcd'"),
    enabled: z.boolean().describe("Whether milestones are posted"),
    disabledReason: z.string().nullable().describe("Why posting was turned off; null while on"),
  })
  .meta({ id: "DiscordSetting" });
export type DiscordSetting = z.infer<typeof discordSettingSchema>;
