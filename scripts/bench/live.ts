// The live-run scenarios (D45, docs/performance.md): a tick delivered to 50 members' event
// streams, and 1,000 open streams on one app server (memory, and the tick's own p99).
import http from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { AppConfig } from "#server/config.ts";
import { sessionCookieName } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { findOrCreateAccount } from "#server/features/auth/accounts.ts";
import { createSession } from "#server/features/auth/sessions.ts";
import { insertRun } from "#server/features/runs/membership.ts";
import { RUN_MEMBERS_MAX } from "#shared/runs.ts";
import type { LoadOptions, Measurement } from "./load.ts";
import { query } from "./seed.ts";
import { measureTicks } from "./ticks.ts";

const TICKS_PER_ROUND = 100;
const WARMUP_TICKS = 20;
const ROUNDS = 3;
const OPEN_STREAMS = 1_000;

interface Stream {
  /** Called with each event's name as it arrives. */
  onEvent: (name: string) => void;
  close(): void;
}

let streamsOpened = 0;

/**
 * The address the next stream's player connects from, one of the loopback network's (127/8 is all
 * loopback on Linux): a thousand players are a thousand phones, and D6 caps the streams of any one
 * address (decision 041).
 */
function nextPlayersAddress(): string {
  streamsOpened += 1;
  return `127.${(streamsOpened >> 16) & 255}.${(streamsOpened >> 8) & 255}.${streamsOpened & 255 || 1}`;
}

/** An event stream as a page holds it: open once its answer's head has come. */
function openStream(origin: string, path: string, cookie: string, read = true): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { onEvent: () => {}, close: () => request.destroy() };
    const request = http.get(
      `${origin}${path}`,
      { headers: { cookie, accept: "text/event-stream" }, agent: false, localAddress: nextPlayersAddress() },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`Events answered ${response.statusCode}.`));
        if (!read) {
          response.resume();
          return resolve(stream);
        }
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (name) stream.onEvent(name);
          }
        });
        resolve(stream);
      },
    );
    request.on("error", reject);
  });
}

async function signedIn(handle: DatabaseHandle, config: AppConfig, subject: string) {
  const account = await findOrCreateAccount(handle.db, {
    issuer: "https://bench.invalid",
    subject,
    name: subject,
    email: null,
  });
  const { token } = await createSession(handle.db, config.sessionSecret, account.id);
  return { id: account.id, cookie: `${sessionCookieName(config)}=${token}` };
}

/** A run of the checklist with RUN_MEMBERS_MAX members, a session each; and its first step. */
async function fullRun(handle: DatabaseHandle, config: AppConfig, checklistId: string) {
  const members = [];
  for (let i = 0; i < RUN_MEMBERS_MAX; i++) members.push(await signedIn(handle, config, `live-member-${i}`));
  const [owner, ...others] = members;
  if (!owner) throw new Error("No members.");
  const runId = await handle.db.transaction((tx) => insertRun(tx, owner.id, checklistId, "Bench run"));
  for (const member of others) {
    await query(
      handle,
      `insert into run_members (run_id, checklist_id, user_id, role) values ('${runId}', '${checklistId}', '${member.id}', 'member')`,
    );
  }
  const [step] = await query<{ id: string }>(
    handle,
    `select id from checklist_steps where checklist_id = '${checklistId}' order by position limit 1`,
  );
  return { runId, stepId: step?.id ?? "", members };
}

const percentile = (sorted: number[], share: number) => sorted[Math.ceil(share * sorted.length) - 1] ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Members in turn tick and untick the run's step, one change at a time; each change's time from
 * its request leaving to its event reaching each of the 50 streams. p50 and p99 per round.
 */
async function measureDelivery(origin: string, run: Awaited<ReturnType<typeof fullRun>>) {
  const path = `/api/runs/${run.runId}/events`;
  const streams = await Promise.all(run.members.map((member) => openStream(origin, path, member.cookie)));
  const rounds: { p50: number; p99: number }[] = [];
  try {
    // Round 0 warms up (connections, prepared statements, the JIT) and is not counted.
    for (let round = 0; round <= ROUNDS; round++) {
      const latencies: number[] = [];
      for (let i = 0; i < (round === 0 ? WARMUP_TICKS : TICKS_PER_ROUND); i++) {
        const member = run.members[i % run.members.length];
        const on = i % 2 === 0;
        const started = performance.now();
        const arrived = Promise.all(
          streams.map(
            (stream) =>
              new Promise<void>((resolve) => {
                stream.onEvent = (name) => {
                  if (name === (on ? "tick" : "untick")) {
                    latencies.push(performance.now() - started);
                    resolve();
                  }
                };
              }),
          ),
        );
        const response = await fetch(`${origin}/api/runs/${run.runId}/steps/${run.stepId}/done`, {
          method: on ? "PUT" : "DELETE",
          headers: { cookie: member?.cookie ?? "" },
        });
        if (!response.ok) throw new Error(`A tick answered ${response.status}.`);
        await Promise.race([
          arrived,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error("An event did not arrive in 5 s.")), 5_000),
          ),
        ]);
      }
      latencies.sort((a, b) => a - b);
      if (round > 0) rounds.push({ p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) });
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  return rounds;
}

/** The tickers of ticks.ts (one session each) and their first runs of the checklist. */
async function tickersRuns(handle: DatabaseHandle, config: AppConfig, checklistId: string) {
  const rows = await query<{ run_id: string; user_id: string }>(
    handle,
    `select m.run_id, m.user_id from run_members m join identities i on i.user_id = m.user_id
     where i.issuer = 'https://bench.invalid' and i.subject like 'ticker-%' and m.checklist_id = '${checklistId}'`,
  );
  const cookies = [];
  for (const row of rows) {
    const { token } = await createSession(handle.db, config.sessionSecret, row.user_id);
    cookies.push({ runId: row.run_id, cookie: `${sessionCookieName(config)}=${token}` });
  }
  return cookies;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Memory in use after a full collection, so that garbage waiting for one is not counted. */
function memoryInUse() {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
  return process.memoryUsage();
}

export interface LiveResults {
  delivery: { p50: number; p99: number }[];
  ticks: { without: Measurement; with: Measurement }[];
  memory: { rssMb: number; heapMb: number; streams: number };
}

export async function measureLive(
  handle: DatabaseHandle,
  config: AppConfig,
  origin: string,
  customId: string,
  load: LoadOptions,
  openStreams: () => number,
): Promise<LiveResults> {
  const [checklist] = await query<{ id: string }>(
    handle,
    `select id from checklists where custom_id = '${customId.replaceAll("'", "''")}'`,
  );
  if (!checklist) throw new Error(`No checklist ${customId}.`);
  const run = await fullRun(handle, config, checklist.id);
  const delivery = await measureDelivery(origin, run);
  for (const [i, round] of delivery.entries()) {
    console.log(
      `  delivery to 50 streams, round ${i + 1}: p50 ${round.p50.toFixed(1)} ms  p99 ${round.p99.toFixed(1)} ms`,
    );
  }

  // The tick scenario with no stream open, then with 1,000 open, in turn: held by the 50
  // members' run, which nobody ticks then, so this is what holding them costs (what sending
  // costs is the delivery above). With BENCH_STREAMS_ON_TICKED=1 half are on the ticked runs
  // instead (50 each, a full run's worth). The clients here discard what they receive.
  const onTicked = process.env.BENCH_STREAMS_ON_TICKED === "1" ? OPEN_STREAMS / 2 : 0;
  const ticks: LiveResults["ticks"] = [];
  let memory = { rssMb: 0, heapMb: 0, streams: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    const without = await measureTicks(handle, config, origin, customId, load);
    const runs = await tickersRuns(handle, config, checklist.id);
    const before = memoryInUse();
    const streams: Stream[] = [];
    for (let i = 0; i < OPEN_STREAMS; i++) {
      const { runId, cookie } =
        i < onTicked
          ? (runs[i % runs.length] ?? { runId: "", cookie: "" })
          : { runId: run.runId, cookie: run.members[i % run.members.length]?.cookie ?? "" };
      streams.push(await openStream(origin, `/api/runs/${runId}/events`, cookie, false));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = memoryInUse();
    if (round === 0) {
      memory = {
        rssMb: mb(after.rss - before.rss),
        heapMb: mb(after.heapUsed - before.heapUsed),
        streams: openStreams(),
      };
    }
    const withStreams = await measureTicks(handle, config, origin, customId, load);
    for (const stream of streams) stream.close();
    ticks.push({ without, with: withStreams });
    console.log(
      `  tick p99 round ${round + 1}: ${without.p99} ms with no stream open, ${withStreams.p99} ms with ${OPEN_STREAMS} (${(withStreams.p99 / without.p99).toFixed(2)}×)`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  console.log(
    `  ${memory.streams} streams open cost ${memory.rssMb.toFixed(1)} MB of RSS (heap ${memory.heapMb.toFixed(1)} MB), the clients' sockets in this process included`,
  );
  return { delivery, ticks, memory };
}

export function liveSummary(results: LiveResults): string {
  const p99s = results.delivery.map((round) => round.p99);
  const ratios = results.ticks.map((round) => round.with.p99 / round.without.p99);
  return [
    `Tick delivered to 50 members' streams: p99 median ${median(p99s).toFixed(1)} ms, worst ${Math.max(...p99s).toFixed(1)} ms over ${ROUNDS} rounds of ${TICKS_PER_ROUND} ticks.`,
    `${results.memory.streams} open streams: +${results.memory.rssMb.toFixed(1)} MB RSS (+${results.memory.heapMb.toFixed(1)} MB heap).`,
    `Tick p99 with ${OPEN_STREAMS} streams open ÷ with none: median ${median(ratios).toFixed(2)}×, worst ${Math.max(...ratios).toFixed(2)}× (${results.ticks.map((r) => `${r.without.p99}→${r.with.p99} ms`).join(", ")}).`,
  ].join("\n");
}
