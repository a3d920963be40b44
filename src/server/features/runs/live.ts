import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "#server/db/client.ts";
import { currentUser } from "../auth/current-user.ts";
import type { RunEventHub } from "./event-hub.ts";
import { visibleRun } from "./read-model.ts";

/** An id this server gave (a positive whole number); anything else starts from now. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  return typeof header === "string" && /^\d{1,15}$/.test(header) ? Number(header) : null;
}

/**
 * GET /api/runs/{runId}/events (D45): whoever may read the run (404 otherwise, as GET
 * /api/runs/{runId}) holds a Server-Sent Events stream of its events. It is written to the
 * socket itself (@fastify/sse's headers and heartbeat), past compression, which would hold
 * events back to fill a block.
 */
export async function openRunEvents(
  db: Database,
  hub: RunEventHub,
  request: FastifyRequest,
  reply: FastifyReply,
  runId: string,
): Promise<void> {
  const viewer = await currentUser(request, reply);
  const run = await visibleRun(db, runId, viewer);
  const sse = reply.sse;
  sse.keepAlive();
  reply.header("Cache-Control", "no-store");
  const stop = await hub.open(
    run.id,
    {
      viewer,
      // The same text goes to every stream of the run: written as it is, not made again per stream.
      send: (text) => {
        if (!sse.isConnected) return;
        sse.sendHeaders();
        reply.raw.write(text);
      },
      close: () => sse.close(),
    },
    lastEventIdOf(request.headers["last-event-id"]),
  );
  sse.onClose(stop);
  if (!sse.isConnected) {
    stop();
    return;
  }
  sse.sendHeaders();
  // The page knows it is connected (EventSource 'open') before the first event.
  reply.raw.flushHeaders();
}
