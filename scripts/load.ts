// `npm run load`: PostgreSQL, two app servers built as for production and HAProxy in front,
// driven by a population of players at a human pace (decision 031, docs/scaling.md). Prints per
// action p50/p95/p99 and errors, the throughput and what each process used; then checks the
// database's invariants. Fails (exit 1) on any invariant broken, on any failed request of a run
// without a kill, and on a kill's failures beyond the requests in flight on the killed server.
import { execSync, spawnSync } from "node:child_process";
import { setMaxListeners } from "node:events";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { makePlayer } from "./bench/players.ts";
import { analyze, countChecklists, query, seed } from "./bench/seed.ts";
import { SEARCH_CANDIDATES } from "./bench/vocabulary.ts";
import { connection, send } from "./load/http.ts";
import { checkInvariants, likeOffsets } from "./load/invariants.ts";
import { Ledger } from "./load/ledger.ts";
import { type LoadOptions, parseOptions, USAGE } from "./load/options.ts";
import { creator, moderator, type Person, player, type Shared } from "./load/population.ts";
import { Probes } from "./load/probes.ts";
import { Recorder } from "./load/recorder.ts";
import { actionsTable, firstToSaturate, resources, resourcesText } from "./load/report.ts";
import {
  type AppServer,
  databaseUrl,
  ensureHaproxy,
  lagFileFor,
  type ProxyProcess,
  ROOT,
  readLag,
  StackError,
  serverEnvironment,
  startAppServer,
  startProxy,
  stopProcess,
  waitUntilInRotation,
} from "./load/stack.ts";
import { eventStreams, probeEventStreams } from "./load/streams.ts";

const P99_LIMIT_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

class Servers {
  constructor(
    readonly url: string,
    readonly list: AppServer[],
  ) {}

  static async start(url: string, ports: number[]): Promise<Servers> {
    const list = await Promise.all(
      ports.map((port, i) => startAppServer(`app${i + 1}`, port, url, lagFileFor(`app${i + 1}`))),
    );
    return new Servers(url, list);
  }

  /** Stops the server with the signal and starts it again; when it was signalled. */
  async restartAt(index: number, signal: NodeJS.Signals, pause = 0): Promise<number> {
    const old = this.list[index];
    if (!old) throw new StackError(`No app server ${index + 1}.`);
    const started = Date.now();
    await stopProcess(old.child, signal);
    log(
      `${old.name}: ${signal} → exited (code ${old.child.exitCode ?? old.child.signalCode}) after ${Date.now() - started} ms`,
    );
    if (pause) await sleep(pause);
    this.list[index] = await startAppServer(old.name, old.port, this.url, old.lagFile);
    log(`${old.name}: started again`);
    await waitUntilInRotation();
    return started;
  }

  pids(): Record<string, number[]> {
    return Object.fromEntries(this.list.map((s) => [s.name, s.child.pid ? [s.child.pid] : []]));
  }

  async stop() {
    await Promise.all(this.list.map((s) => stopProcess(s.child)));
  }
}

function commit(): string {
  try {
    const head = execSync("git rev-parse --short HEAD", { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execSync("git status --porcelain", { cwd: ROOT, encoding: "utf8" }).trim()
      ? " (with uncommitted changes)"
      : "";
    return head + dirty;
  } catch {
    return "unknown";
  }
}

async function prepareDatabase(handle: DatabaseHandle, count: number) {
  const existing = await countChecklists(handle);
  if (existing > 0) {
    log(`Reusing ${existing} checklists already in the database.`);
    return;
  }
  log(`Seeding ${count} approved checklists…`);
  await seed(handle, count, () => {});
  await analyze(handle);
}

async function makePeople(handle: DatabaseHandle, url: string, options: LoadOptions, total: number) {
  const config = loadConfig(serverEnvironment(url, 0, ""));
  const run = `${process.pid}-${Date.now().toString(36)}`;
  const make = async (kind: string, n: number, role?: "admin") => {
    const people: Person[] = [];
    for (let i = 0; i < n; i++)
      people.push(await makePlayer(handle, config, `load-${kind}-${run}-${i}`, role));
    return people;
  };
  return {
    players: await make("player", total),
    creators: await make("creator", options.creators),
    moderators: await make("moderator", 1, "admin"),
  };
}

function build() {
  log("Building for production (npm run build)…");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new StackError("npm run build failed.");
}

interface Step {
  players: number;
  from: number;
  to: number;
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    throw new StackError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (options === "help") {
    console.log(USAGE);
    return 0;
  }
  const haproxy = ensureHaproxy();
  const url = databaseUrl(process.env.DATABASE_URL);
  if (options.build) build();
  const handle = await openDatabase({ kind: "postgres", url });
  let servers: Servers | undefined;
  let proxy: ProxyProcess | undefined;
  const stop = new AbortController();
  // Every person's wait listens to it.
  setMaxListeners(0, stop.signal);
  try {
    await prepareDatabase(handle, options.checklists);
    const [pgVersion] = await query<{ server_version: string }>(handle, "show server_version");
    const ports = [options.ports + 1, options.ports + 2];
    servers = await Servers.start(url, ports);
    proxy = await startProxy(options.ports, ports);
    log(
      `Up: ${haproxy} on ${proxy.origin} → app servers on ${ports.join(", ")}; PostgreSQL ${pgVersion?.server_version}.`,
    );

    const most = options.grow ? options.maxPlayers : options.players;
    const people = await makePeople(
      handle,
      url,
      options,
      options.grow ? Math.min(most, options.grow * 40) : most,
    );
    log(
      `${people.players.length} players, ${people.creators.length} creators and a moderator, each with a session.`,
    );

    const recorder = new Recorder();
    const ledger = new Ledger();
    const streams = eventStreams(options.events);
    let stopped = false;
    const pace = {
      origin: proxy.origin,
      thinkSeconds: options.think,
      searchWords: SEARCH_CANDIDATES,
      stopped: () => stopped,
      signal: stop.signal,
    };
    const shared: Shared = { pace, recorder, ledger, streams };

    // The event-stream step: probed once with a joined player; skipped (said so) on a 404.
    const probePlayer = people.players[0] as Person;
    const probeAgent = connection();
    const explore = await send(proxy.origin, probeAgent, "GET", "/api/checklists?sort=popular", "");
    if (explore.status !== 200)
      throw new StackError(`Explore answered ${explore.status}: ${explore.body.slice(0, 300)}`);
    const [top] = (JSON.parse(explore.body) as { items: { id: string }[] }).items;
    if (!top) throw new StackError("Explore is empty.");
    const joined = await send(
      proxy.origin,
      probeAgent,
      "PUT",
      `/api/checklists/${top.id}/membership`,
      probePlayer.cookie,
    );
    if (joined.status >= 300)
      throw new StackError(`Joining answered ${joined.status}: ${joined.body.slice(0, 300)}`);
    await probeEventStreams(streams, proxy.origin, probeAgent, probePlayer, top.id);
    probeAgent.destroy();
    log(`Event streams: ${streams.enabled ? "on, one per player on the run they play" : streams.note}.`);

    const before = await likeOffsets(handle);
    const probes = new Probes(handle, () => ({
      ...(servers?.pids() ?? {}),
      haproxy: proxy?.child.pid ? [proxy.child.pid] : [],
      "load driver": [process.pid],
    }));
    const loadBefore = loadavg()[0] ?? 0;
    const loops: Promise<void>[] = [];
    const started = Date.now();
    probes.start();
    for (const person of people.creators) loops.push(creator(shared, person));
    for (const person of people.moderators) loops.push(moderator(shared, person));

    const steps: Step[] = [];
    let measuredFrom = started;
    let disruption = "";
    let killedAt = 0;
    if (options.grow) {
      let active = 0;
      for (;;) {
        const next = Math.min(active + options.grow, options.maxPlayers);
        while (people.players.length < next) {
          const config = loadConfig(serverEnvironment(url, 0, ""));
          people.players.push(
            await makePlayer(handle, config, `load-player-grow-${people.players.length}-${Date.now()}`),
          );
        }
        for (; active < next; active++) loops.push(player(shared, people.players[active] as Person));
        // The first think time is the new players' arrival; the step is measured after it.
        await sleep(Math.min(options.think, options.stepSeconds / 2) * 1000);
        const from = Date.now();
        await sleep(options.stepSeconds * 1000);
        const step = { players: active, from, to: Date.now() };
        steps.push(step);
        const figures = recorder.figures(step.from, step.to);
        const worst = [...figures].sort((a, b) => b.p99 - a.p99)[0];
        const errors = figures.reduce((sum, f) => sum + f.errors, 0);
        log(
          `step ${active} players: ${figures.reduce((s, f) => s + f.requests, 0) / options.stepSeconds} req/s, worst p99 ${worst?.p99} ms (${worst?.action}), ${errors} errors`,
        );
        if ((worst && worst.p99 > P99_LIMIT_MS) || errors > 0 || active >= options.maxPlayers) break;
      }
    } else {
      for (const person of people.players) loops.push(player(shared, person));
      log(`Players arriving over one think time (${options.think} s)…`);
      await sleep(options.think * 1000);
      measuredFrom = Date.now();
      const half = (options.duration * 1000) / 2;
      await sleep(half);
      if (options.restart) {
        disruption = "rolling restart (SIGTERM app1, start; then app2)";
        log(`Rolling restart under load: ${recorder.failures.length} failures so far.`);
        await servers.restartAt(0, "SIGTERM");
        await servers.restartAt(1, "SIGTERM");
      } else if (options.kill) {
        disruption = "kill -9 app1, started again 5 s later";
        log("kill -9 app1 under load.");
        killedAt = await servers.restartAt(0, "SIGKILL", 5000);
      }
      // The second half: the restarted servers serve again (after the restart, not instead).
      await sleep(half);
    }
    const measuredTo = Date.now();
    stopped = true;
    stop.abort();
    await Promise.all(loops);
    probes.stop();
    const seconds = (measuredTo - measuredFrom) / 1000;

    const lines: string[] = [];
    const say = (line = "") => {
      console.log(line);
      lines.push(line);
    };
    say(`## Load run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC at ${commit()}`);
    say();
    say(
      `Node ${process.version}, ${availableParallelism()} cores shared with other work (load average ${loadBefore.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end); ` +
        `${haproxy}; PostgreSQL ${pgVersion?.server_version}; two app servers (dist-server/main.js, NODE_ENV=production). ` +
        `Options: ${process.argv.slice(2).join(" ") || "(defaults)"} → ${options.grow ? `growing by ${options.grow} players every ${options.stepSeconds} s` : `${options.players} players`}, think ${options.think} s, ${options.creators} creators, 1 moderator; event streams ${streams.enabled ? "open" : streams.note}.`,
    );
    say();
    if (steps.length) {
      say(
        "| players | req/s | worst p99 ms (action) | errors | CPU % of a core: app1 / app2 / postgres / haproxy / driver | event-loop p99 ms app1 / app2 | PG active max |",
      );
      say("|--:|--:|---|--:|---|---|--:|");
      for (const step of steps) {
        const figures = recorder.figures(step.from, step.to);
        const worst = [...figures].sort((a, b) => b.p99 - a.p99)[0];
        const r = resources(probes.window(step.from, step.to), lagOf(servers, step.from, step.to));
        const cpu = (name: string) => r.cpu.find((c) => c.name === name)?.mean ?? 0;
        say(
          `| ${step.players} | ${(figures.reduce((s, f) => s + f.requests, 0) / ((step.to - step.from) / 1000)).toFixed(1)} | ${worst?.p99} (${worst?.action}) | ${figures.reduce((s, f) => s + f.errors, 0)} | ${cpu("app1")} / ${cpu("app2")} / ${cpu("postgres")} / ${cpu("haproxy")} / ${cpu("load driver")} | ${r.lag.app1?.p99 ?? "?"} / ${r.lag.app2?.p99 ?? "?"} | ${r.pgActiveMax} |`,
        );
      }
      const last = steps.at(-1) as Step;
      say();
      say(`Last step, ${last.players} players:`);
      say();
      say(actionsTable(recorder.figures(last.from, last.to), (last.to - last.from) / 1000));
      const r = resources(probes.window(last.from, last.to), lagOf(servers, last.from, last.to));
      say();
      say(resourcesText(r));
      say(`- Nearest its limit: ${firstToSaturate(r)}.`);
    } else {
      say(actionsTable(recorder.figures(measuredFrom, measuredTo), seconds));
      say();
      say(timeline(recorder, probes, servers, measuredFrom, measuredTo));
      const r = resources(probes.window(measuredFrom, measuredTo), lagOf(servers, measuredFrom, measuredTo));
      say();
      say(resourcesText(r));
      say(`- Nearest its limit: ${firstToSaturate(r)}.`);
    }
    if (streams.enabled)
      say(
        `- Event streams: at most ${streams.peak} open at once, ${streams.reconnects} reconnections, ${streams.events} events received; ${streams.caughtUp} streams received every tick and untick acknowledged while they were held exactly once (across reconnections), ${streams.problems.length} did not, ${streams.uncertain} not checked (a change failed unanswered).`,
      );
    for (const problem of streams.problems.slice(0, 10)) say(`  - ${problem}`);
    say(
      `- Writes acknowledged: ${ledger.likes.size} like keys, ${ledger.ticks.size} tick keys, ${ledger.created.size} checklists created, ${ledger.approved.size} approved; ${ledger.uncertain.size} keys left uncertain by a failed write.`,
    );

    const failures = recorder.failures;
    say(`- Failed requests in the whole run, the players' arrival included: ${failures.length}.`);
    if (disruption) say(`- Disruption: ${disruption}.`);
    for (const failure of failures.slice(0, 10))
      say(`  - ${new Date(failure.t).toISOString().slice(11, 23)} ${failure.action}: ${failure.detail}`);

    const problems = await checkInvariants(handle, ledger, before);
    say(
      problems.length
        ? `- Invariants: ${problems.length} BROKEN:`
        : "- Invariants: all hold (like counters = like rows; every acknowledged like, tick, creation and approval stored as acknowledged).",
    );
    for (const problem of problems.slice(0, 20)) say(`  - ${problem}`);

    const failed: string[] = [];
    if (problems.length) failed.push(`${problems.length} invariant(s) broken`);
    if (streams.problems.length)
      failed.push(`${streams.problems.length} event stream(s) missed or repeated a change`);
    if (killedAt) {
      // In flight at the kill: sent before it, failed after it. Any other failure (sent after
      // the kill, or failed before it) is one the proxy and the survivor should have prevented.
      const inFlight = failures.filter((f) => f.sent <= killedAt && f.t >= killedAt).length;
      const other = failures.length - inFlight;
      say(`- kill -9: ${inFlight} failed requests were in flight at the kill; ${other} other failures.`);
      if (other > 0) failed.push(`${other} request(s) failed that were not in flight at the kill`);
    }
    if (!options.kill && !options.grow && failures.length)
      failed.push(
        `${failures.length} request(s) failed${disruption ? ` during a run with a ${disruption}` : ""}`,
      );
    if (options.record) {
      const file = path.join(ROOT, "docs/load-runs", `${options.record}.md`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${lines.join("\n")}\n`);
      log(`Written to ${path.relative(ROOT, file)}.`);
    }
    if (failed.length) {
      console.error(`\nLOAD RUN FAILED: ${failed.join("; ")}.`);
      return 1;
    }
    return 0;
  } finally {
    stop.abort();
    if (proxy) await stopProcess(proxy.child);
    await servers?.stop();
    await handle.close();
  }
}

const READS = new Set([
  "explore",
  "search",
  "open checklist",
  "own checklists",
  "moderation queue",
  "run list",
]);

/** Each 30 s of the run: where in time the slow answers were, beside the machine's state. */
function timeline(
  recorder: Recorder,
  probes: Probes,
  servers: Servers | undefined,
  from: number,
  to: number,
): string {
  const rows = [
    "| from s | req/s | p99 reads ms | p99 writes ms | machine busy % | load avg | event-loop p99 ms (worst server) |",
    "|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (let start = from; to - start >= 1000; start += 30_000) {
    const end = Math.min(to, start + 30_000);
    const figures = recorder.figures(start, end);
    const worst = (reads: boolean) =>
      Math.max(0, ...figures.filter((f) => READS.has(f.action) === reads).map((f) => f.p99));
    const r = resources(probes.window(start, end), lagOf(servers, start, end));
    const requests = figures.reduce((sum, f) => sum + f.requests, 0);
    rows.push(
      `| ${Math.round((start - from) / 1000)} | ${(requests / ((end - start) / 1000)).toFixed(1)} | ${worst(true)} | ${worst(false)} | ${r.machine} | ${r.load1} | ${Math.max(0, ...Object.values(r.lag).map((l) => l.p99))} |`,
    );
  }
  return rows.join("\n");
}

function lagOf(servers: Servers | undefined, from: number, to: number) {
  return Object.fromEntries((servers?.list ?? []).map((s) => [s.name, readLag(s.lagFile, from, to)]));
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof StackError ? `npm run load: ${error.message}` : error);
    process.exit(1);
  },
);
