import { z } from "zod";
import { DISCORD_ADDRESS_MAX } from "../discord-webhook.ts";
import { inputText } from "./common.ts";

/** D72: what the owner sends to set the run's Discord channel. */
export const discordInputSchema = z
  .object({
    address: inputText(DISCORD_ADDRESS_MAX).describe(
      "A Discord webhook address: https://discord.com/api/webhooks/{id}/{token} (or discordapp.com, ptb./canary.)",
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
