// A typed wrapper around autocannon (it ships no types): one warmup, one measured run.
import { createRequire } from "node:module";

/** What a scenario may add: its own requests, and a module that sets up each connection. */
export interface ScenarioRequests {
  requests?: { method: string; path: string }[];
  /** Absolute path of a module whose default export sets up each connection (workers need a file). */
  setupClient?: string;
  /** Sent with every request (a signed-in person's session cookie). */
  headers?: Record<string, string>;
}

interface AutocannonOptions extends ScenarioRequests {
  url: string;
  connections: number;
  duration: number;
  /** Worker threads for the load generator, so it does not share the server's event loop. */
  workers?: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export interface LoadOptions {
  connections: number;
  duration: number;
  warmup: number;
  workers: number;
}

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  statusCodes: string;
}

function toMeasurement(result: AutocannonResult): Measurement {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(" "),
  };
}

export async function measure(
  url: string,
  options: LoadOptions,
  scenario: ScenarioRequests = {},
): Promise<Measurement> {
  const base = { url, connections: options.connections, workers: options.workers || undefined, ...scenario };
  if (options.warmup > 0) await autocannon({ ...base, duration: options.warmup });
  return toMeasurement(await autocannon({ ...base, duration: options.duration }));
}
