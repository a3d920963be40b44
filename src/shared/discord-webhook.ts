import { english } from "./i18n/message.ts";
/**
 * D72: a run's Discord channel is a Discord webhook address, and nothing else: https, one of
 * Discord's hosts, the path /api/webhooks/{id}/{token}, no port, user, query or fragment. The
 * server posts only to the address rebuilt from its parts (webhookUrl), never to what was typed,
 * so no parser's reading of odd input (userinfo, backslashes, escapes) can send it elsewhere.
 */

/** Discord's own hosts for webhooks (docs/decisions/057). */
export const DISCORD_WEBHOOK_HOSTS = [
  "discord.com",
  "ptb.discord.com",
  "canary.discord.com",
  "discordapp.com",
  "ptb.discordapp.com",
  "canary.discordapp.com",
] as const;

/** The longest address accepted: Discord's are about 120 characters. */
export const DISCORD_ADDRESS_MAX = 300;

export const DISCORD_ADDRESS_INVALID = english(
  "validation.discordAddressInvalid",
  "Paste the webhook address Discord gives you: https://discord.com/api/webhooks/… (Channel settings → Integrations → Webhooks → Copy Webhook URL).",
);

/** The field's label (issue 39). */
export const DISCORD_FIELD_LABEL = english("shared.discordFieldLabel", "Discord webhook address");

/** Why posting was turned off, as the owner reads it. */
export const DISCORD_OFF_NOT_FOUND = english(
  "shared.discordOffNotFound",
  "Discord no longer knows this webhook (it answered 'not found' several times): posting was turned off. Paste a new webhook address to turn it on again.",
);
export const DISCORD_OFF_UNREADABLE = english(
  "shared.discordOffUnreadable",
  "The saved webhook address can no longer be read (the server's secret changed): paste it again.",
);

export interface DiscordWebhook {
  /** The origin posted to: https://discord.com, or the test receiver's. */
  origin: string;
  id: string;
  token: string;
}

const ID = /^\d{15,22}$/;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
/** Characters a URL parser would drop or reinterpret before reading the address. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const ODD_CHARACTERS = /[\s\\\u0000-\u001f\u007f-\u00a0%@]/u;

/**
 * The webhook named by `address`, or null when it is not a Discord webhook address. `testOrigin`
 * (a loopback http origin, never in production: config.ts) stands in for Discord's hosts in tests.
 */
export function parseDiscordWebhook(
  address: string,
  testOrigin: string | null = null,
): DiscordWebhook | null {
  if (address.length > DISCORD_ADDRESS_MAX || ODD_CHARACTERS.test(address)) return null;
  const scheme = /^([a-z]+):\/\/([^/?#]+)(\/[^?#]*)$/i.exec(address);
  if (!scheme) return null;
  const [, protocol = "", authority = "", path = ""] = scheme;
  const origin = `${protocol.toLowerCase()}://${authority.toLowerCase()}`;
  const discord =
    protocol.toLowerCase() === "https" &&
    (DISCORD_WEBHOOK_HOSTS as readonly string[]).includes(authority.toLowerCase());
  if (!discord && origin !== testOrigin) return null;
  const parts = /^\/api\/webhooks\/([^/]+)\/([^/]+)$/.exec(path);
  if (!parts) return null;
  const [, id = "", token = ""] = parts;
  if (!ID.test(id) || !TOKEN.test(token)) return null;
  return { origin, id, token };
}

/** The one address the server posts to: rebuilt from the webhook's checked parts. */
export function webhookUrl(webhook: DiscordWebhook): string {
  return `${webhook.origin}/api/webhooks/${webhook.id}/${webhook.token}`;
}

/** The address as it is shown back (never whole): '…/api/webhooks/1234…/••••abcd'. */
export function maskedWebhook(webhook: Pick<DiscordWebhook, "id" | "token">): string {
  return `…/api/webhooks/${webhook.id.slice(0, 4)}…/••••${webhook.token.slice(-4)}`;
}
