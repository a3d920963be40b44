// The run as Markdown, for docs/performance.md and docs/load-runs/.
import type { Sample } from "./probes.ts";
import type { ActionFigures } from "./recorder.ts";

export function actionsTable(figures: ActionFigures[], seconds: number): string {
  const rows = [...figures].sort((a, b) => b.requests - a.requests);
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  return [
    "| action | requests | errors | p50 ms | p95 ms | p99 ms | max ms |",
    "|---|--:|--:|--:|--:|--:|--:|",
    ...rows.map(
      (r) => `| ${r.action} | ${r.requests} | ${r.errors} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`,
    ),
    `| **all** (${(total / Math.max(1, seconds)).toFixed(1)} req/s over ${Math.round(seconds)} s) | ${total} | ${errors} | | | | |`,
  ].join("\n");
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const max = (values: number[]) => (values.length ? Math.max(...values) : 0);

export interface Lag {
  p99: number;
  max: number;
}

export interface Resources {
  cpu: { name: string; mean: number; max: number }[];
  machine: number;
  load1: number;
  pgActiveMean: number;
  pgActiveMax: number;
  pgConnections: number;
  pgLockWaitsMax: number;
  lag: Record<string, Lag>;
}

export function resources(samples: Sample[], lag: Record<string, { p99: number; max: number }[]>): Resources {
  const names = [...new Set(samples.flatMap((sample) => Object.keys(sample.cpu)))];
  return {
    cpu: names.map((name) => {
      const values = samples.map((sample) => sample.cpu[name] ?? 0);
      return { name, mean: Math.round(mean(values)), max: max(values) };
    }),
    machine: Math.round(mean(samples.map((s) => s.machine))),
    load1: max(samples.map((s) => s.load1)),
    pgActiveMean: Math.round(mean(samples.map((s) => s.pgActive)) * 10) / 10,
    pgActiveMax: max(samples.map((s) => s.pgActive)),
    pgConnections: max(samples.map((s) => s.pgActive + s.pgIdle)),
    pgLockWaitsMax: max(samples.map((s) => s.pgWaitingOnLocks)),
    lag: Object.fromEntries(
      Object.entries(lag).map(([name, lines]) => [
        name,
        { p99: max(lines.map((l) => l.p99)), max: max(lines.map((l) => l.max)) },
      ]),
    ),
  };
}

export function resourcesText(r: Resources): string {
  const cpu = r.cpu.map((c) => `${c.name} ${c.mean}% (max ${c.max}%)`).join(", ");
  const lag = Object.entries(r.lag)
    .map(([name, l]) => `${name} p99 ${l.p99} ms (max ${l.max} ms)`)
    .join(", ");
  return [
    `- CPU, % of one core, mean of 1 s samples: ${cpu}; the whole machine ${r.machine}% of its cores (other work included), load average up to ${r.load1}.`,
    `- Event-loop delay, worst 1 s sample: ${lag || "no samples"}.`,
    `- PostgreSQL connections of the load database: up to ${r.pgConnections} open (2 pools of 10, the LISTEN connections, the harness's probe), active mean ${r.pgActiveMean}, max ${r.pgActiveMax}; waiting on a lock at most ${r.pgLockWaitsMax}.`,
  ].join("\n");
}

/** What is nearest its limit: the busiest process against one core, the pools, the loop. */
export function firstToSaturate(r: Resources): string {
  const busiest = [...r.cpu].sort((a, b) => b.mean - a.mean)[0];
  const worstLag = Object.entries(r.lag).sort((a, b) => b[1].p99 - a[1].p99)[0];
  return [
    busiest ? `busiest process ${busiest.name} at ${busiest.mean}% of a core (max ${busiest.max}%)` : "",
    `pool use ${r.pgActiveMax}/20 active at most`,
    worstLag ? `worst event-loop p99 ${worstLag[1].p99} ms (${worstLag[0]})` : "",
    `machine ${r.machine}% busy`,
  ]
    .filter(Boolean)
    .join("; ");
}
