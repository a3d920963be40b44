import { describe, expect, it } from "vitest";
import { maskedWebhook, parseDiscordWebhook, webhookUrl } from "./discord-webhook.ts";

const ID = "123456789012345678";
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdEfGhIjKlMnOpQrStUvWxYz01";
const PATH = `/api/webhooks/${ID}/${TOKEN}`;

describe("a Discord webhook address (D72)", () => {
  it("accepts Discord's hosts over https with the webhook path, and posts to the address rebuilt", () => {
    for (const host of [
      "discord.com",
      "ptb.discord.com",
      "canary.discord.com",
      "discordapp.com",
      "ptb.discordapp.com",
      "canary.discordapp.com",
      "Discord.COM",
    ]) {
      const webhook = parseDiscordWebhook(`https://${host}${PATH}`);
      expect(webhook, host).not.toBeNull();
      if (webhook) expect(webhookUrl(webhook)).toBe(`https://${host.toLowerCase()}${PATH}`);
    }
  });

  it.each([
    ["http", `http://discord.com${PATH}`],
    ["another host", `https://evil.example${PATH}`],
    ["a look-alike host", `https://discord.com.evil.example${PATH}`],
    ["a subdomain not Discord's", `https://evil.discord.com${PATH}`],
    ["a trailing dot", `https://discord.com.${PATH}`],
    ["userinfo before Discord", `https://evil.example@discord.com${PATH}`],
    ["userinfo naming Discord", `https://discord.com@evil.example${PATH}`],
    ["userinfo, escaped", `https://discord.com%40evil.example${PATH}`],
    ["a backslash", `https://discord.com\\@evil.example${PATH}`],
    ["an IPv4 literal", `https://162.159.128.233${PATH}`],
    ["an IPv6 literal", `https://[::1]${PATH}`],
    ["a decimal IP", `https://2130706433${PATH}`],
    ["a port", `https://discord.com:8443${PATH}`],
    ["another path", `https://discord.com/api/v10/users/${ID}`],
    ["a path beyond the token", `https://discord.com${PATH}/github`],
    ["a dot segment", `https://discord.com/api/webhooks/../oauth2/${ID}/${TOKEN}`],
    ["a query", `https://discord.com${PATH}?wait=true`],
    ["a fragment", `https://discord.com${PATH}#x`],
    ["a tab inside the host", `https://disc\tord.com${PATH}`],
    ["spaces around it", ` https://discord.com${PATH} `],
    ["an escaped slash", `https://discord.com/api/webhooks/${ID}%2F${TOKEN}`],
    ["no scheme", `discord.com${PATH}`],
    ["a javascript: address", "javascript:alert(1)"],
    ["a letter in the id", `https://discord.com/api/webhooks/12345678901234567a/${TOKEN}`],
    ["a short token", `https://discord.com/api/webhooks/${ID}/abc`],
    ["something else entirely", "hello"],
  ])("refuses %s", (_what, address) => {
    expect(parseDiscordWebhook(address)).toBeNull();
  });

  it("accepts the test receiver's origin only when it is given, and only that origin", () => {
    const receiver = "http://127.0.0.1:4567";
    expect(parseDiscordWebhook(`${receiver}${PATH}`)).toBeNull();
    expect(parseDiscordWebhook(`${receiver}${PATH}`, receiver)).toMatchObject({ origin: receiver, id: ID });
    expect(parseDiscordWebhook(`http://127.0.0.1:4568${PATH}`, receiver)).toBeNull();
    expect(parseDiscordWebhook(`http://127.0.0.1:4567/api/other/${ID}/${TOKEN}`, receiver)).toBeNull();
  });

  it("shows the address back masked: a few digits of the id and the token's last four", () => {
    const webhook = parseDiscordWebhook(`https://discord.com${PATH}`);
    expect(webhook && maskedWebhook(webhook)).toBe("…/api/webhooks/1234…/••••Yz01");
    expect(webhook && maskedWebhook(webhook)).not.toContain(TOKEN.slice(0, 20));
  });
});
