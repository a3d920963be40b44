// `npm run bench -- [--count N] [--duration S] [--warmup S] [--connections C] [--workers W] [--reset] [--reuse] [--live-only]`
import { parseArgs } from "node:util";

export interface BenchOptions {
  count: number;
  duration: number;
  warmup: number;
  connections: number;
  workers: number;
  /** PostgreSQL only: empty the bench tables of a database that already has checklists. */
  reset: boolean;
  /** Keep an existing seed of exactly `count` checklists instead of seeding again. */
  reuse: boolean;
  /** Only the tick and live-run scenarios (D45), not explore's. */
  liveOnly: boolean;
  databaseUrl: string | undefined;
}

export const USAGE = `Usage: npm run bench -- [options]
  --count N         approved checklists to seed (default 100000, or BENCH_COUNT)
  --duration S      seconds of each measured run (default 10)
  --warmup S        seconds of warmup before each run (default 3)
  --connections C   concurrent connections (default 10)
  --workers W       load-generator worker threads, 0 for the main thread (default 1)
  --reset           PostgreSQL: empty the bench tables first even if checklists exist
  --reuse           keep an existing seed of exactly N checklists instead of seeding again
  --live-only       only the tick and live-run scenarios (D45)
Without DATABASE_URL the bench seeds a fresh PGlite in .bench-data/; with it, that PostgreSQL database.`;

function positiveInteger(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value.replaceAll("_", ""));
  if (!Number.isInteger(number) || number < min) {
    throw new Error(`${name} must be a whole number of at least ${min} (got "${value}").`);
  }
  return number;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | "help" {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: "string" },
      duration: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      workers: { type: "string" },
      reset: { type: "boolean", default: false },
      reuse: { type: "boolean", default: false },
      "live-only": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) return "help";
  return {
    count: positiveInteger("--count", values.count ?? env.BENCH_COUNT, 100_000),
    duration: positiveInteger("--duration", values.duration, 10),
    warmup: positiveInteger("--warmup", values.warmup, 3, 0),
    connections: positiveInteger("--connections", values.connections, 10),
    workers: positiveInteger("--workers", values.workers, 1, 0),
    reset: values.reset,
    reuse: values.reuse,
    liveOnly: values["live-only"],
    databaseUrl: env.DATABASE_URL || undefined,
  };
}
