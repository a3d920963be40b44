import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runNode } from "#server/test-support/run-node.ts";
import type { WatchdogReport } from "./vitest-watchdog.ts";

const VITEST = path.resolve("node_modules/vitest/vitest.mjs");
const WATCHDOG = path.resolve("scripts/vitest-watchdog.ts");
/** Blocks its worker's event loop for a minute: its 30 s test timeout cannot fire meanwhile. */
const STUCK = `import { it } from "vitest";
it("waits", () => { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000); });
`;

let folder = "";
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A vitest run of its own, in a folder of these test files, with the watchdog giving up after
 * 10 s: the other files end long before, even on a loaded machine.
 */
async function runFiles(files: Record<string, string>) {
  folder = mkdtempSync(path.join(tmpdir(), "checkcraft-watchdog-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  writeFileSync(
    path.join(folder, "vitest.config.mjs"),
    `export default { test: { include: ["*.test.ts"], maxWorkers: 2, reporters: ["default", ${JSON.stringify(WATCHDOG)}] } };`,
  );
  const report = path.join(folder, "report.json");
  const run = await runNode([VITEST, "run"], {
    cwd: folder,
    env: { ...process.env, VITEST_WATCHDOG_GIVE_UP_SECONDS: "10", VITEST_WATCHDOG_REPORT: report },
    timeoutMs: 45_000,
  });
  return {
    ...run,
    report: existsSync(report) ? (JSON.parse(readFileSync(report, "utf8")) as WatchdogReport) : null,
  };
}

describe("the vitest watchdog", () => {
  it("ends a run whose worker is blocked, names the file, and reports what had not finished", async () => {
    const run = await runFiles({
      "stuck.test.ts": STUCK,
      "fine.test.ts": `import { it } from "vitest";\nit("passes", () => {});\n`,
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toMatch(
      /vitest-watchdog: stuck\.test\.ts has run for \d+ s.*; ending the run as failed/,
    );
    expect(run.report).toEqual({
      stuck: expect.stringContaining("stuck.test.ts"),
      unfinished: ["stuck.test.ts"],
    });
  }, 60_000);

  it("reports nothing to run again once a test has failed", async () => {
    const run = await runFiles({
      "stuck.test.ts": STUCK,
      "fails.test.ts": `import { expect, it } from "vitest";\nit("fails", () => { expect(1).toBe(2); });\n`,
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain("vitest-watchdog: stuck.test.ts");
    expect(run.report).toBeNull();
  }, 60_000);
});
