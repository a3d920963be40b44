// A Vitest reporter that names a test file that stopped moving. A test's own timeout cannot fire
// while its worker is blocked (a synchronous child process, a busy loop), and then the run would
// wait in silence until CI's own limit ended it with nothing said. This reporter runs in the main
// process, so it still sees the clock: it names every file running longer than STUCK_AFTER, with
// the test it was in, and ends the run once one has run for GIVE_UP_AFTER.
// Given VITEST_WATCHDOG_REPORT (a file path), it writes there what it ended and which files had
// not finished, unless a test had already failed: `npm test` runs those files once more
// (scripts/test.mjs) and says so at its end (docs/decisions/039-stuck-test-files.md).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestCase, TestModule, TestSpecification } from "vitest/node";

/** The slowest file (api-fuzz) takes about 2.5 minutes on a loaded 2-core machine. */
const STUCK_AFTER_MS = 5 * 60_000;
const GIVE_UP_AFTER_MS = Number(process.env.VITEST_WATCHDOG_GIVE_UP_SECONDS ?? 10 * 60) * 1000;
const CHECK_EVERY_MS = Math.min(10_000, GIVE_UP_AFTER_MS / 4);

/** A file as `npm test` names it and as a filter of `vitest run` takes it. */
const relative = (moduleId: string) => path.relative(process.cwd(), moduleId);

type Running = { since: number; lastTestStarted?: string; reported?: boolean };
export type WatchdogReport = { stuck: string; unfinished: string[] };

export default class VitestWatchdog implements Reporter {
  private readonly running = new Map<string, Running>();
  private readonly unfinished = new Set<string>();
  private aTestFailed = false;
  private timer?: NodeJS.Timeout;

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
    for (const spec of specifications) this.unfinished.add(spec.moduleId);
    this.timer = setInterval(() => this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  onTestModuleQueued(module: TestModule) {
    this.running.set(module.moduleId, { since: Date.now() });
  }

  onTestCaseReady(test: TestCase) {
    const entry = this.running.get(test.module.moduleId);
    if (entry) entry.lastTestStarted = test.fullName;
  }

  onTestModuleEnd(module: TestModule) {
    this.running.delete(module.moduleId);
    this.unfinished.delete(module.moduleId);
    if (!module.ok()) this.aTestFailed = true;
  }

  onTestRunEnd() {
    clearInterval(this.timer);
  }

  private check() {
    const now = Date.now();
    for (const [file, entry] of this.running) {
      const ran = now - entry.since;
      // A blocked worker cannot say which test it entered, so this is the last one it announced.
      const last = entry.lastTestStarted ? ` (last test started: "${entry.lastTestStarted}")` : "";
      const status = `vitest-watchdog: ${relative(file)} has run for ${Math.round(ran / 1000)} s${last}`;
      if (ran >= GIVE_UP_AFTER_MS) {
        console.error(`\n${status}; ending the run as failed.`);
        const reportFile = process.env.VITEST_WATCHDOG_REPORT;
        if (reportFile && !this.aTestFailed) {
          const report: WatchdogReport = { stuck: status, unfinished: [...this.unfinished].map(relative) };
          writeFileSync(reportFile, JSON.stringify(report));
        }
        // The stuck worker is a child of this process; leave none of them running.
        spawnSync("pkill", ["-KILL", "-P", String(process.pid)]);
        process.exit(1);
      }
      if (ran >= STUCK_AFTER_MS && !entry.reported) {
        entry.reported = true;
        console.error(`\n${status} and may be stuck.`);
      }
    }
  }
}
