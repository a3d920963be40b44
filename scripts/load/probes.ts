// Measured, not guessed (issue 26): once a second, each process's CPU (from /proc, % of one
// core), the machine's, and the PostgreSQL connections of the load database by state. The app
// servers' event-loop delay comes from lag-probe.mjs inside them.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import type { DatabaseHandle } from "#server/db/client.ts";
import { query } from "../bench/seed.ts";

const TICKS_PER_SECOND = 100;

export interface Sample {
  t: number;
  /** % of one core, by process name. */
  cpu: Record<string, number>;
  /** % of all cores, every process of the machine (other work included). */
  machine: number;
  pgActive: number;
  pgIdle: number;
  pgWaitingOnLocks: number;
  load1: number;
}

function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function machineTicks(): { busy: number; total: number } {
  const [, ...values] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const numbers = values.map(Number);
  const idle = (numbers[3] ?? 0) + (numbers[4] ?? 0);
  const total = numbers.reduce((sum, n) => sum + n, 0);
  return { busy: total - idle, total };
}

export class Probes {
  readonly samples: Sample[] = [];
  private timer: NodeJS.Timeout | undefined;
  private last = new Map<string, number>();
  private lastMachine = machineTicks();

  constructor(
    private handle: DatabaseHandle,
    /** The pids to follow by name, asked each second (a restarted server has a new pid). */
    private pids: () => Record<string, number[]>,
  ) {}

  start() {
    this.timer = setInterval(() => void this.sample(), 1000);
  }

  stop() {
    clearInterval(this.timer);
  }

  private async sample() {
    const rows = await query<{ pid: number; state: string | null; wait_event_type: string | null }>(
      this.handle,
      "select pid, state, wait_event_type from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    ).catch(() => []);
    const groups = { ...this.pids(), postgres: rows.map((row) => row.pid) };
    const cpu: Record<string, number> = {};
    for (const [name, pids] of Object.entries(groups)) {
      let used = 0;
      for (const pid of pids) {
        const now = cpuTicks(pid);
        const before = this.last.get(`${name} ${pid}`);
        if (before !== undefined && now >= before) used += now - before;
        this.last.set(`${name} ${pid}`, now);
      }
      cpu[name] = Math.round((100 * used) / TICKS_PER_SECOND);
    }
    const machine = machineTicks();
    const busy = (machine.busy - this.lastMachine.busy) / Math.max(1, machine.total - this.lastMachine.total);
    this.lastMachine = machine;
    this.samples.push({
      t: Date.now(),
      cpu,
      machine: Math.round(100 * busy),
      pgActive: rows.filter((row) => row.state === "active").length,
      pgIdle: rows.filter((row) => row.state !== "active").length,
      pgWaitingOnLocks: rows.filter((row) => row.wait_event_type === "Lock").length,
      load1: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    });
  }

  window(from: number, to: number): Sample[] {
    return this.samples.filter((sample) => sample.t >= from && sample.t <= to);
  }
}
