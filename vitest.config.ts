import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    globalSetup: ["src/server/test-support/global-setup.ts"],
    // The watchdog names a file that stopped moving, and ends the run when one is stuck.
    reporters: ["default", "./scripts/vitest-watchdog.ts"],
    pool: "forks",
    maxWorkers: 2,
    // Each worker loads the app's modules once, not once per file: importing them again for each of
    // the ~120 files cost half of Vitest's time (decisions/048). Module-level state is static data or
    // kept per database or request (WeakMap), so no file sees another's.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
