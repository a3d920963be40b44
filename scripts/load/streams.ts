// The run page's event stream (GET /api/runs/{runId}/events, D45).
// SWITCHABLE STEP: `--no-events` turns it off; it is also skipped, and the run says so, while
// the route answers 404 (not landed yet). Each player keeps one stream open on the run they
// play, reconnects with Last-Event-ID when it drops (a server restarted or killed), and counts
// the tick and untick events it receives: every change the servers acknowledged while the
// stream was held must arrive exactly once, across reconnections (issue 26: streams catch up).
import http from "node:http";
import { send } from "./http.ts";
import type { Person } from "./population.ts";
import type { Recorder } from "./recorder.ts";

/** How long a stream may take to deliver its player's last change before it is called missing. */
const DELIVERY_WAIT_MS = 5000;

export interface EventStreams {
  enabled: boolean;
  /** Why streams are off, for the report. */
  note: string;
  open: number;
  /** The most streams held at once. */
  peak: number;
  reconnects: number;
  events: number;
  /** Streams closed with every acknowledged change received exactly once. */
  caughtUp: number;
  /** Streams not checked: a change failed without an answer, so it may or may not have happened. */
  uncertain: number;
  /** Streams that missed a change or received one twice. */
  problems: string[];
}

export interface HeldStream {
  /** The server acknowledged a tick or untick on this stream's run. */
  changed(): void;
  /** A tick or untick failed without an answer: this stream's count cannot be checked. */
  unanswered(): void;
  /** Waits for the acknowledged changes to arrive (a few seconds at most), checks, closes. */
  finish(): Promise<void>;
}

export function eventStreams(wanted: boolean): EventStreams {
  return {
    enabled: wanted,
    note: wanted ? "" : "off (--no-events)",
    open: 0,
    peak: 0,
    reconnects: 0,
    events: 0,
    caughtUp: 0,
    uncertain: 0,
    problems: [],
  };
}

interface Context {
  pace: { origin: string };
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the stream of the player's first run of the checklist and resolves once the server has
 * answered it (so no change the player makes afterwards can precede it), or undefined when the
 * stream could not be opened (recorded as a failed 'event stream open').
 */
export async function streamOpen(
  streams: EventStreams,
  context: Context,
  agent: http.Agent,
  person: Person,
  checklistId: string,
): Promise<HeldStream | undefined> {
  if (!streams.enabled) return undefined;
  const runId = await firstRunId(context.pace.origin, agent, person, checklistId, context.recorder);
  if (!runId) return undefined;
  let closed = false;
  let lastEventId = "";
  let current: http.ClientRequest | undefined;
  let expected = 0;
  let received = 0;
  let uncertain = false;
  // As EventSource: wait what the server's `retry:` says before reconnecting.
  let retryMs = 500;
  const connect = (again: boolean, opened?: (ok: boolean) => void) => {
    if (closed) return;
    if (again) streams.reconnects += 1;
    const started = performance.now();
    const headers: Record<string, string> = { cookie: person.cookie, accept: "text/event-stream" };
    if (lastEventId) headers["last-event-id"] = lastEventId;
    const retry = () => {
      if (!closed) setTimeout(() => connect(true), retryMs);
    };
    current = http.get(`${context.pace.origin}/api/runs/${runId}/events`, { headers }, (response) => {
      const ok = response.statusCode === 200;
      context.recorder.record("event stream open", performance.now() - started, ok, response.statusCode ?? 0);
      opened?.(ok);
      if (!ok) {
        response.resume();
        return again ? retry() : undefined;
      }
      streams.open += 1;
      streams.peak = Math.max(streams.peak, streams.open);
      response.setEncoding("utf8");
      // An event can be split across chunks: only whole lines are read.
      let partial = "";
      response.on("data", (chunk: string) => {
        const lines = (partial + chunk).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) {
          if (line.startsWith("id:")) lastEventId = line.slice(3).trim();
          if (/^retry: ?\d+$/.test(line)) retryMs = Number(line.slice(6));
          if (!line.startsWith("event:")) continue;
          streams.events += 1;
          const type = line.slice(6).trim();
          if (type === "tick" || type === "untick") received += 1;
        }
      });
      response.once("close", () => {
        streams.open -= 1;
        retry();
      });
    });
    current.on("error", () => {
      if (opened) opened(false);
      else retry();
    });
  };
  const ok = await new Promise<boolean>((resolve) => connect(false, resolve));
  if (!ok) {
    closed = true;
    current?.destroy();
    return undefined;
  }
  return {
    changed: () => {
      expected += 1;
    },
    unanswered: () => {
      uncertain = true;
    },
    finish: async () => {
      const deadline = Date.now() + DELIVERY_WAIT_MS;
      while (received < expected && Date.now() < deadline) await sleep(50);
      closed = true;
      current?.destroy();
      if (uncertain) streams.uncertain += 1;
      else if (received === expected) streams.caughtUp += 1;
      else
        streams.problems.push(
          `run ${runId}: ${expected} changes acknowledged while its stream was held, ${received} received`,
        );
    },
  };
}
