// The results table, in Markdown so it reads in a terminal and pastes into docs/performance.md.
import type { Measurement } from "./load.ts";

export interface ScenarioResult {
  name: string;
  path: string;
  measurement: Measurement;
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

/** Latencies have autocannon's 1 ms resolution, so anything under 1 ms counts as 1 ms. */
function ratio(value: number, reference: number): string {
  return `${fixed(Math.max(value, 1) / Math.max(reference, 1), 1)}×`;
}

function row(cells: string[]): string {
  return `| ${cells.join(" | ")} |`;
}

export function resultsTable(results: ScenarioResult[]): string {
  const reference = results.find((result) => result.name === "health")?.measurement;
  const header = ["scenario", "req/s", "p50 ms", "p99 ms", "p50 / health", "p99 / health", "non-2xx"];
  const lines = [row(header), row(header.map((_, i) => (i === 0 ? "---" : "---:")))];
  for (const { name, measurement: m } of results) {
    lines.push(
      row([
        name,
        fixed(m.requestsPerSecond),
        fixed(m.p50),
        fixed(m.p99),
        reference ? ratio(m.p50, reference.p50) : "n/a",
        reference ? ratio(m.p99, reference.p99) : "n/a",
        String(m.non2xx + m.errors),
      ]),
    );
  }
  return lines.join("\n");
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  return seconds < 120
    ? `${seconds.toFixed(1)} s`
    : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}
