/**
 * D72: one post to a Discord webhook: the words and the run's preview PNG as a file (multipart:
 * `payload_json` and `files[0]`, named in `attachments`), so a private run's image shows too
 * (docs/decisions/057). No redirect is followed and the call ends after `timeoutMs`. Nothing
 * here logs or throws the address: the outcome says only what happened.
 */
import { type DiscordWebhook, webhookUrl } from "#shared/discord-webhook.ts";

export type PostOutcome =
  | { kind: "posted" }
  /** Discord no longer knows the webhook (404, or 401 for a token it refuses). */
  | { kind: "gone"; status: number }
  /** Try again later: a 5xx, a 429 (after `retryAfterSeconds`), a redirect, a timeout, no answer. */
  | { kind: "retry"; status: number | null; retryAfterSeconds: number | null };

export interface WebhookPost {
  content: string;
  title: string;
  link: string;
  png: Buffer | null;
}

const IMAGE_NAME = "progress.png";
/** Discord's longest message. */
const CONTENT_MAX = 2000;

function body(post: WebhookPost): FormData {
  const form = new FormData();
  const payload = {
    content: post.content.slice(0, CONTENT_MAX),
    // The run's names are players' text: no @everyone, role or user mention ever pings.
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: post.title.slice(0, 256),
        url: post.link,
        ...(post.png ? { image: { url: `attachment://${IMAGE_NAME}` } } : {}),
      },
    ],
    ...(post.png ? { attachments: [{ id: 0, filename: IMAGE_NAME }] } : {}),
  };
  form.append("payload_json", JSON.stringify(payload));
  if (post.png)
    form.append("files[0]", new Blob([new Uint8Array(post.png)], { type: "image/png" }), IMAGE_NAME);
  return form;
}

function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) : null;
}

export async function postToWebhook(
  webhook: DiscordWebhook,
  post: WebhookPost,
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await fetch(webhookUrl(webhook), {
      method: "POST",
      body: body(post),
      redirect: "manual",
      signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
    });
    // The answer's body is not needed; reading it ends the connection's use.
    await response.arrayBuffer().catch(() => undefined);
  } catch {
    return { kind: "retry", status: null, retryAfterSeconds: null };
  }
  if (response.status >= 200 && response.status < 300) return { kind: "posted" };
  if (response.status === 404 || response.status === 401) return { kind: "gone", status: response.status };
  return {
    kind: "retry",
    status: response.status,
    retryAfterSeconds: response.status === 429 ? retryAfter(response) : null,
  };
}
