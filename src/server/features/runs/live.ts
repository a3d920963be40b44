import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { english } from "#shared/i18n/message.ts";
import {
  RUN_STREAMS_PER_ACCOUNTS_ADDRESS,
  RUN_STREAMS_PER_GUESTS_ADDRESS,
  RUN_STREAMS_PER_PERSON,
} from "#shared/runs.ts";
import { currentUser } from "../auth/current-user.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { RunEventHub } from "./event-hub.ts";
import { lastEventIdBefore } from "./events.ts";
import { visibleRun } from "./read-model.ts";
import { readerOf } from "./readers.ts";

const tooManyStreams = (count: number) =>
  new AppError(
    "rate_limited",
    english(
      "errors.tooManyStreams",
      `There are ${count} run pages following their runs from here already. Close some and try again.`,
      { count },
    ),
    { "Retry-After": "30" },
  );

/**
 * Whom a stream counts against, each with its limit: the account, and the address, where
 * accounts and guests are counted apart (a guest's pages never push an account onto polling).
 */
function holdersOf(viewer: SessionUser | null, ip: string): [string, number][] {
  return viewer
    ? [
        [`account ${viewer.id}`, RUN_STREAMS_PER_PERSON],
        [`accounts at ${ip}`, RUN_STREAMS_PER_ACCOUNTS_ADDRESS],
      ]
    : [[`guests at ${ip}`, RUN_STREAMS_PER_GUESTS_ADDRESS]];
}

/**
 * How long a page waits before it reconnects (the stream's `retry:`), drawn per stream: when a
 * server stops, its pages come back to the other one spread over seconds, not all at once (a
 * rolling restart's reconnections at a fixed 0.5 s made that window's p99 1.2 s, docs/scaling.md).
 */
export const RECONNECT_MS = { min: 1000, max: 5000 };

const reconnectDelay = () =>
  Math.round(RECONNECT_MS.min + Math.random() * (RECONNECT_MS.max - RECONNECT_MS.min));

/** An id this server gave (a positive whole number); anything else starts from now. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  return typeof header === "string" && /^\d{1,15}$/.test(header) ? Number(header) : null;
}

/**
 * GET /api/runs/{runId}/events (D45): whoever may read the run (404 otherwise, as GET
 * /api/runs/{runId}) holds a Server-Sent Events stream of what they may read of it (D73): a
 * replay from Last-Event-ID starts no earlier than their right to the run. It is written to
 * the socket itself (@fastify/sse's headers and heartbeat), past compression, which would
 * hold events back to fill a block.
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
  const reader = readerOf(run, viewer);
  if (!reader) throw new Error("visibleRun returned a run its viewer may not read");
  const holders = holdersOf(viewer, request.ip);
  for (const [holder, limit] of holders) if (hub.heldBy(holder) >= limit) throw tooManyStreams(limit);
  const asked = lastEventIdOf(request.headers["last-event-id"]);
  const lastId = asked === null ? null : Math.max(asked, await lastEventIdBefore(db, run.id, reader.since));
  const sse = reply.sse;
  sse.keepAlive();
  reply.header("Cache-Control", "no-store");
  const stop = await hub.open(
    run,
    holders.map(([holder]) => holder),
    {
      viewer,
      reader,
      // The same text goes to every stream of the run: written as it is, not made again per stream.
      send: (text) => {
        if (!sse.isConnected) return;
        sse.sendHeaders();
        reply.raw.write(text);
      },
      close: () => sse.close(),
    },
    lastId,
  );
  sse.onClose(stop);
  if (!sse.isConnected) {
    stop();
    return;
  }
  sse.sendHeaders();
  reply.raw.write(`retry: ${reconnectDelay()}\n\n`);
}
