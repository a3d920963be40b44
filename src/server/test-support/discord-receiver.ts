import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPost {
  path: string;
  /** The form's payload_json, read (null when there was none). */
  // biome-ignore lint/suspicious/noExplicitAny: Discord's payload, as the poster sent it
  payload: any;
  /** The form's files[0]. */
  png: Buffer | null;
}

/** What the receiver answers: a status and headers, or nothing at all (a Discord that hangs). */
export type ReceiverAnswer = { status: number; headers?: Record<string, string> } | "hang";

/**
 * D72's tests: a tiny HTTP server standing in for Discord (DISCORD_TEST_ORIGIN points the app at
 * it). It keeps every request it gets and answers as the test says.
 */
export async function startDiscordReceiver() {
  const posts: ReceivedPost[] = [];
  const hanging = new Set<ServerResponse>();
  let answer: ReceiverAnswer = { status: 204 };
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = await new Request("http://receiver.test/", {
      method: "POST",
      headers: { "content-type": request.headers["content-type"] ?? "text/plain" },
      body: Buffer.concat(chunks),
    })
      .formData()
      .catch(() => new FormData());
    const payload = form.get("payload_json");
    const file = form.get("files[0]");
    posts.push({
      path: request.url ?? "",
      payload: typeof payload === "string" ? JSON.parse(payload) : null,
      png: file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : null,
    });
    if (answer === "hang") {
      hanging.add(response);
      return;
    }
    response.writeHead(answer.status, answer.headers ?? {});
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    posts,
    answer(next: ReceiverAnswer) {
      answer = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type DiscordReceiver = Awaited<ReturnType<typeof startDiscordReceiver>>;
