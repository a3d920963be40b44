import type { BrowserClient } from "./browser-client.ts";

export interface StreamEvent {
  id: string;
  event: string;
  data: Record<string, unknown> & { by?: { displayName: string } | null };
}

/** A page's EventSource, as a test reads it: the stream's events one at a time. */
export async function openEvents(
  base: string,
  runId: string,
  who: BrowserClient | null,
  lastEventId?: string,
) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/runs/${runId}/events`, {
    headers: {
      accept: "text/event-stream",
      ...(who ? { cookie: who.cookieHeader() } : {}),
      ...(lastEventId ? { "last-event-id": lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const reader = response.ok ? response.body?.pipeThrough(new TextDecoderStream()).getReader() : undefined;
  let buffer = "";
  let pending: Promise<ReadableStreamReadResult<string>> | null = null;
  let ended = false;
  /** As EventSource keeps it: the last id the stream gave, with or without an event. */
  let position = lastEventId ?? "";
  let retry: number | null = null;
  /** The next event; null when none comes within `ms` (comments such as heartbeats are skipped). */
  async function next(ms = 3_000): Promise<StreamEvent | null> {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split("\n")
            .filter((line) => !line.startsWith(":"))
            .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
        );
        if (fields.id !== undefined) position = fields.id;
        if (fields.retry !== undefined) retry = Number(fields.retry);
        if (fields.event) {
          return { id: fields.id ?? "", event: fields.event, data: JSON.parse(fields.data ?? "null") };
        }
        continue;
      }
      if (!reader || ended) return null;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      // A read still waiting when `next` gives up is kept for the next call: its chunk is not lost.
      pending ??= reader.read();
      const read = await Promise.race([
        pending,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ]);
      if (read === null) return null;
      pending = null;
      if (read.done) {
        ended = true;
        continue;
      }
      buffer += read.value;
    }
  }
  return {
    response,
    next,
    lastEventId: () => position,
    /** The reconnection delay the server asked for (EventSource's `retry:`). */
    retry: () => retry,
    /** Whether the server ended the stream (within `ms`). */
    async endsWithin(ms: number) {
      while (!ended && (await next(ms)) !== null) {}
      return ended;
    },
    close: () => controller.abort(),
  };
}
