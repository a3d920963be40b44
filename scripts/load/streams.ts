// The run page's event stream (GET /api/runs/{runId}/events, API.md, "Share and play together").
// SWITCHABLE STEP: `--no-events` turns it off; it is also skipped, and the run says so, while
// the route answers 404 (not landed yet). Each player keeps one stream open on the run they
// play, reconnects with Last-Event-ID when it drops (a server killed), and counts events.
import http from "node:http";
import { send } from "./http.ts";
import type { Person } from "./population.ts";
import type { Recorder } from "./recorder.ts";

export interface EventStreams {
  enabled: boolean;
  /** Why streams are off, for the report. */
  note: string;
  open: number;
  reconnects: number;
  events: number;
}

export function eventStreams(wanted: boolean): EventStreams {
  return { enabled: wanted, note: wanted ? "" : "off (--no-events)", open: 0, reconnects: 0, events: 0 };
}

interface Context {
  pace: { origin: string; stopped: () => boolean };
  recorder: Recorder;
}

async function firstRunId(
  origin: string,
  agent: http.Agent,
  person: Person,
  checklistId: string,
  recorder?: Recorder,
) {
  const answer = await send(origin, agent, "GET", `/api/checklists/${checklistId}/runs`, person.cookie);
  recorder?.record("run list", answer.ms, answer.status === 200, answer.status, answer.body);
  if (answer.status !== 200) return undefined;
  return (JSON.parse(answer.body) as { items: { id: string; first: boolean }[] }).items.find(
    (run) => run.first,
  )?.id;
}

/** Before the run: does the route exist? A 404 (any code) turns the step off with a note. */
export async function probeEventStreams(
  streams: EventStreams,
  origin: string,
  agent: http.Agent,
  person: Person,
  checklistId: string,
): Promise<void> {
  if (!streams.enabled) return;
  const runId = await firstRunId(origin, agent, person, checklistId);
  if (!runId) throw new Error("The probe player has no run to stream.");
  const status = await new Promise<number>((resolve) => {
    const request = http.get(
      `${origin}/api/runs/${runId}/events`,
      { headers: { cookie: person.cookie, accept: "text/event-stream" } },
      (response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      },
    );
    request.on("error", () => resolve(0));
  });
  if (status === 404) {
    streams.enabled = false;
    streams.note = "skipped: GET /api/runs/{runId}/events answers 404 (not landed on this build)";
  } else if (status !== 200) {
    throw new Error(`GET /api/runs/${runId}/events answered ${status}.`);
  }
}

export async function streamOpen(
  streams: EventStreams,
  context: Context,
  agent: http.Agent,
  person: Person,
  checklistId: string,
): Promise<{ close: () => void } | undefined> {
  if (!streams.enabled) return undefined;
  const runId = await firstRunId(context.pace.origin, agent, person, checklistId, context.recorder);
  if (!runId) return undefined;
  let closed = false;
  let lastEventId = "";
  let current: http.ClientRequest | undefined;
  const connect = (again: boolean) => {
    if (closed || context.pace.stopped()) return;
    if (again) streams.reconnects += 1;
    const started = performance.now();
    const headers: Record<string, string> = { cookie: person.cookie, accept: "text/event-stream" };
    if (lastEventId) headers["last-event-id"] = lastEventId;
    current = http.get(`${context.pace.origin}/api/runs/${runId}/events`, { headers }, (response) => {
      const ok = response.statusCode === 200;
      context.recorder.record("event stream open", performance.now() - started, ok, response.statusCode ?? 0);
      if (!ok) return response.resume();
      streams.open += 1;
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        for (const line of chunk.split("\n")) {
          if (line.startsWith("id:")) lastEventId = line.slice(3).trim();
          if (line.startsWith("event:") || line.startsWith("data:"))
            streams.events += line.startsWith("event:") ? 1 : 0;
        }
      });
      const dropped = () => {
        streams.open -= 1;
        if (!closed) setTimeout(() => connect(true), 500);
      };
      response.once("close", dropped);
    });
    current.on("error", () => {
      if (!closed) setTimeout(() => connect(true), 500);
    });
  };
  connect(false);
  return {
    close: () => {
      closed = true;
      current?.destroy();
    },
  };
}
