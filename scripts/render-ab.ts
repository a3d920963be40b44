// `node --import tsx scripts/render-ab.ts <other checkout> [path …]` (issue 38): the server's render
// time of pages in this checkout against another's (say, a worktree at the commit before a
// change), both built (`npm run build`) and started here with demo content, measured in turns
// (a round of one, then of the other) so that what the machine does meanwhile falls on both.
// One request at a time, as the bench's page figures are; prints each side's median of round
// medians, its worst request, and the change.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { describeTimes, median, timePage } from "./bench/shared-run-page.ts";

const [other, ...asked] = process.argv.slice(2);
if (!other) throw new Error("Name the other checkout: node --import tsx scripts/render-ab.ts ../base");
const paths = asked.length > 0 ? asked : ["/checklist/first-night-survival", "/checklists", "/"];
const ROUNDS = 5;

async function start(checkout: string, port: number): Promise<{ server: ChildProcess; folder: string }> {
  const folder = mkdtempSync(path.join(tmpdir(), "checkcraft-render-ab-"));
  const server = spawn(process.execPath, ["dist-server/main.js"], {
    cwd: checkout,
    env: { ...process.env, PORT: String(port), DATA_DIR: folder, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let waited = 0; waited < 90_000; waited += 250) {
    if ((await fetch(`http://localhost:${port}/api/health`).catch(() => null))?.ok) return { server, folder };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${checkout} did not start on ${port}.`);
}

const sides = [
  { name: "this checkout", checkout: process.cwd(), port: 3921 },
  { name: path.basename(path.resolve(other)), checkout: path.resolve(other), port: 3922 },
];
const started = await Promise.all(sides.map((side) => start(side.checkout, side.port)));
console.log(`load average at the start: ${loadavg()[0]?.toFixed(2)}`);
try {
  for (const pagePath of paths) {
    const results = sides.map(() => ({ medians: [] as number[], worst: 0 }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, side] of sides.entries()) {
        const times = await timePage(`http://localhost:${side.port}${pagePath}`);
        const result = results[i];
        if (!result) continue;
        result.medians.push(median(times.medians));
        result.worst = Math.max(result.worst, times.worst);
      }
    }
    const [mine, theirs] = results.map((result) => median(result.medians));
    console.log(`${pagePath}:`);
    for (const [i, side] of sides.entries())
      console.log(`  ${side.name}: ${describeTimes(results[i] ?? { medians: [], worst: 0 })}`);
    console.log(`  change: ${(((mine ?? 0) / (theirs ?? 1) - 1) * 100).toFixed(1)} %`);
  }
} finally {
  for (const { server, folder } of started) {
    server.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}
