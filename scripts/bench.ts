// `npm run bench`: seeds a separate database with N approved checklists, starts the real server
// in this process and measures the explore API under load. See docs/performance.md.
import { rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import type { DatabaseConfig } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { offeredVersions } from "#server/features/game/game-data.ts";
import { measureFollows } from "./bench/follows.ts";
import { measureHomePage } from "./bench/home-page.ts";
import { liveSummary, measureLive } from "./bench/live.ts";
import { type LoadOptions, measure } from "./bench/load.ts";
import { type BenchOptions, parseOptions, USAGE } from "./bench/options.ts";
import { formatDuration, resultsTable, type ScenarioResult } from "./bench/report.ts";
import { measureSaves, SAVE_P99_TARGET_MS } from "./bench/saves.ts";
import {
  analyze,
  countChecklists,
  pickChecklistId,
  pickSearchWord,
  query,
  resetBenchTables,
  seed,
  seedProblems,
  summarize,
} from "./bench/seed.ts";
import { type BenchServer, startServer } from "./bench/server.ts";
import { measureSharedRunPage } from "./bench/shared-run-page.ts";
import { measureSharedRunTicks, measureTicks } from "./bench/ticks.ts";
import { SEARCH_CANDIDATES } from "./bench/vocabulary.ts";
import { measureWorldImport } from "./bench/world-import.ts";

const PGLITE_DIR = path.resolve(".bench-data");

const RECOUNTED_SEARCHES = 300;

class BenchError extends Error {}

function databaseConfig(options: BenchOptions): DatabaseConfig {
  return options.databaseUrl
    ? { kind: "postgres", url: options.databaseUrl }
    : { kind: "pglite", dataDir: PGLITE_DIR };
}

async function engineName(handle: DatabaseHandle): Promise<string> {
  const [row] = await query<{ server_version: string }>(handle, "show server_version");
  const version = row?.server_version.split(" ")[0] ?? "?";
  return handle.engine === "pglite" ? `PGlite (PostgreSQL ${version})` : `PostgreSQL ${version}`;
}

/** Opens the bench database, empty or already holding exactly `count` checklists with --reuse. */
async function openBenchDatabase(options: BenchOptions, config: DatabaseConfig) {
  if (config.kind === "pglite" && !options.reuse) rmSync(config.dataDir, { recursive: true, force: true });
  let handle = await openDatabase(config);
  const existing = await countChecklists(handle);
  if (existing === 0 || (options.reuse && existing === options.count)) return { handle, existing };
  if (config.kind === "pglite") {
    await handle.close();
    rmSync(config.dataDir, { recursive: true, force: true });
    handle = await openDatabase(config);
    return { handle, existing: 0 };
  }
  if (!options.reset) {
    await handle.close();
    throw new BenchError(
      `The database at DATABASE_URL already holds ${existing} checklists. The bench refuses to touch it: ` +
        "point DATABASE_URL at an empty database, or pass --reset to EMPTY its checklists and users first.",
    );
  }
  console.log(`--reset: emptying ${existing} checklists and every user of the bench database…`);
  await resetBenchTables(handle);
  return { handle, existing: 0 };
}

async function prepareData(handle: DatabaseHandle, options: BenchOptions, existing: number) {
  if (existing === options.count) {
    console.log(`Reusing the existing ${existing} checklists.`);
    return;
  }
  const started = performance.now();
  let reported = 0;
  await seed(handle, options.count, (done) => {
    const line = `Seeding: ${done} / ${options.count} checklists (${formatDuration(performance.now() - started)})`;
    // A terminal gets one updating line; a log gets a line per fifth of the way.
    if (process.stdout.isTTY) process.stdout.write(`\r${line}${done === options.count ? "\n" : ""}`);
    else if (done === options.count || done - reported >= options.count / 5) {
      console.log(line);
      reported = done;
    }
  });
  const analyzeStarted = performance.now();
  await analyze(handle);
  console.log(
    `Seeded in ${formatDuration(analyzeStarted - started)}, VACUUM ANALYZE in ${formatDuration(performance.now() - analyzeStarted)}.`,
  );
}

async function checkSeed(handle: DatabaseHandle, count: number) {
  const summary = await summarize(handle);
  console.log(
    `Data: ${summary.checklists} checklists, ${summary.steps} steps, ${summary.users} users; ` +
      `titles ${summary.titleLength.join("–")} chars, descriptions ${summary.descriptionLength.join("–")} chars, ` +
      `${summary.tagCount.join("–")} tags, ${summary.categoryCount.join("–")} categories; ` +
      `likes median ${summary.likes.median}, max ${summary.likes.max}, ${summary.likes.overThousand} with 1000+.`,
  );
  const problems = seedProblems(summary, count);
  if (problems.length) throw new BenchError(`The seed is not as expected: ${problems.join("; ")}.`);
}

async function scenarios(handle: DatabaseHandle) {
  const search = await pickSearchWord(handle, SEARCH_CANDIDATES);
  const total = await countChecklists(handle);
  const id = await pickChecklistId(handle);
  const newest = offeredVersions()[0]?.version ?? "";
  console.log(
    `Text search for "${search.word}" matches ${search.matches} checklists (${((100 * search.matches) / total).toFixed(1)}%); by id: ${id}.`,
  );
  return [
    { name: "health", path: "/api/health" },
    { name: "explore popular p1", path: "/api/checklists?sort=popular&page=1&perPage=10" },
    {
      name: "explore filtered",
      path: "/api/checklists?sort=popular&categories=1&difficulty=Easy&versions=1.20.1",
    },
    { name: "explore newest p500", path: "/api/checklists?sort=newest&page=500&perPage=10" },
    { name: "explore trending p1", path: "/api/checklists?sort=trending&page=1&perPage=10" },
    { name: "explore updated p1", path: "/api/checklists?sort=updated&page=1&perPage=10" },
    { name: "text search", path: `/api/checklists?q=${encodeURIComponent(search.word)}` },
    { name: "checklist by id", path: `/api/checklists/${encodeURIComponent(id)}` },
    // Issue 37: what the create form asks as a creator types (D60, D61), in the newest release.
    { name: "item suggestions", path: `/api/game/${newest}/items?q=ender` },
    { name: "advancement search", path: `/api/game/${newest}/advancements?q=cherry` },
  ];
}

/** One plain request first: a 404 or 500 is reported as such, not as a fast benchmark. */
async function probe(url: string): Promise<string> {
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new BenchError(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  const total = (JSON.parse(body) as { total?: unknown }).total;
  return typeof total === "number" ? `total ${total}` : "ok";
}

async function runScenarios(
  server: BenchServer,
  list: { name: string; path: string }[],
  load: LoadOptions,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const scenario of list) {
    const url = `${server.origin}${scenario.path}`;
    const probed = await probe(url);
    const measurement = await measure(url, load);
    results.push({ ...scenario, measurement });
    console.log(
      `  ${scenario.name.padEnd(20)} ${measurement.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${measurement.p50} ms  p99 ${measurement.p99} ms  (${probed}; ${measurement.statusCodes || "no responses"})`,
    );
  }
  return results;
}

/**
 * Explore keeps a text search's total until the searched checklists change (drizzle/0006), so
 * under load the "text search" scenario mostly reuses it. This measures the search when it has
 * to count: the search generation moves before each request, as after every approval. One
 * request at a time, so the bump is not timed.
 */
async function measureRecountedSearch(server: BenchServer, handle: DatabaseHandle, path: string) {
  const timings: number[] = [];
  for (let i = 0; i < RECOUNTED_SEARCHES; i++) {
    await query(handle, "update checklist_search_generation set generation = generation + 1");
    const started = performance.now();
    await probe(`${server.origin}${path}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) => (timings[Math.ceil(share * timings.length) - 1] ?? 0).toFixed(1);
  return `Text search counted again each time, one request at a time (${RECOUNTED_SEARCHES}): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms.`;
}

/** Other work on the machine skews every figure; the 1-minute load average shows it. */
function machineLoad(): string {
  return (loadavg()[0] ?? 0).toFixed(2);
}

function failures(results: ScenarioResult[]): string[] {
  return results
    .filter(({ measurement: m }) => m.non2xx > 0 || m.errors > 0 || m.total === 0)
    .map(
      ({ name, measurement: m }) =>
        `WARNING: ${name}: ${m.non2xx} non-2xx responses, ${m.errors} errors or timeouts, ${m.total} requests (${m.statusCodes}).`,
    );
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    throw new BenchError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (options === "help") {
    console.log(USAGE);
    return 0;
  }
  const config = databaseConfig(options);
  const { handle, existing } = await openBenchDatabase(options, config);
  let server: BenchServer | undefined;
  try {
    const engine = await engineName(handle);
    console.log(
      `Engine: ${engine}${config.kind === "pglite" ? ` in ${config.dataDir}` : ""}; N = ${options.count}.`,
    );
    await prepareData(handle, options, existing);
    await checkSeed(handle, options.count);
    const list = await scenarios(handle);
    server = await startServer(config, handle.db);
    const load = { ...options };
    console.log(
      `Load: ${load.connections} connections, ${load.warmup} s warmup + ${load.duration} s per scenario, ` +
        `${load.workers} worker thread(s); Node ${process.version}, ${availableParallelism()} cores.`,
    );
    const loadBefore = machineLoad();
    // The ticks are compared with health measured just before them, not minutes earlier: this
    // host's speed drifts within a run (docs/performance.md).
    const results = await runScenarios(
      server,
      [...(options.liveOnly ? [] : list), { name: "health, before ticks", path: "/api/health" }],
      load,
    );
    const ticked =
      list
        .find((scenario) => scenario.name === "checklist by id")
        ?.path.split("/")
        .pop() ?? "";
    const checklist = decodeURIComponent(ticked);
    const ticks = await measureTicks(handle, server.config, server.origin, checklist, load);
    const sharedTicks = await measureSharedRunTicks(handle, server.config, server.origin, checklist, load);
    // D68: a save is an entry of the person's 'Saved', counted under its lock.
    const saves = await measureSaves(handle, server.config, server.origin, checklist, load);
    // D67: a follow, its limit of 1,000 counted under the follower's lock.
    const follows = await measureFollows(handle, server.config, server.origin, checklist, load);
    const healthBefore = results.find((result) => result.name === "health, before ticks")?.measurement;
    // Decision 047: a shared run's tick beside the first run's, each against the health just before.
    for (const [name, path, measurement] of [
      ["tick (own sessions)", "PUT/DELETE /api/checklists/{id}/steps/{stepId}/done", ticks],
      ["tick, shared run", "PUT/DELETE /api/runs/{runId}/steps/{stepId}/done", sharedTicks],
      ["save (own sessions)", "PUT/DELETE /api/checklists/{id}/save", saves],
      ["follow (own sessions)", "PUT/DELETE /api/users/{handle}/follow", follows],
    ] as const) {
      results.push({ name, path, measurement });
      const ratio = healthBefore
        ? measurement.requestsPerSecond / healthBefore.requestsPerSecond
        : Number.NaN;
      console.log(
        `  ${name.padEnd(20)} ${measurement.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${measurement.p50} ms  p99 ${measurement.p99} ms  (${ratio.toFixed(2)}× the throughput of health just before)`,
      );
    }
    console.log("Live runs (D45):");
    const live = await measureLive(handle, server.config, server.origin, checklist, load, () =>
      server ? server.app.runEvents.openStreams : 0,
    );
    // Issue 37: a world's advancements file imported into a run of 120 linked steps (D62).
    const worldImport = options.liveOnly ? "" : await measureWorldImport(server, handle.db);
    const searchPath = list.find((scenario) => scenario.name === "text search")?.path ?? "";
    const recounted = options.liveOnly ? "" : await measureRecountedSearch(server, handle, searchPath);
    // Shared run page (issue 25, D47): its own server with the built app, after the API figures.
    const sharedRunPage = options.liveOnly ? "" : await measureSharedRunPage(config, handle.db);
    // D69: the signed-in home page with 10,000 people following 50 creators each.
    const homePage = options.liveOnly ? "" : await measureHomePage(config, handle, load);
    console.log(
      `\n${engine}, N = ${options.count}\n\n${resultsTable(results)}\n\n${recounted}\n\n${liveSummary(live)}\n`,
    );
    console.log(`${sharedRunPage}\n`);
    if (worldImport) console.log(`${worldImport}\n`);
    if (homePage) console.log(`${homePage}\n`);
    console.log(
      `Load average before the runs ${loadBefore}, after ${machineLoad()} (${availableParallelism()} cores).`,
    );
    const warnings = failures(results);
    for (const [name, measured] of [
      ["save", saves],
      ["follow", follows],
    ] as const) {
      if (measured.p99 > SAVE_P99_TARGET_MS)
        warnings.push(
          `WARNING: ${name}: p99 ${measured.p99} ms, above its ${SAVE_P99_TARGET_MS} ms target (issue 39).`,
        );
    }
    for (const warning of warnings) console.error(warning);
    return warnings.length ? 1 : 0;
  } finally {
    await server?.app.close();
    await handle.close();
  }
}

/** A failed query's message names the whole seeding statement; its cause is what matters. */
function describe(error: unknown): string {
  if (error instanceof BenchError) return error.message;
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `\nCaused by: ${error.cause.message}` : "";
  return `${error.message.slice(0, 500)}${cause}\n${error.stack?.split("\n").slice(1, 6).join("\n") ?? ""}`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(describe(error));
    process.exit(1);
  },
);
