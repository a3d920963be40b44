import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    globalSetup: ["src/server/test-support/global-setup.ts"],
    // The watchdog names a file that stopped moving, and ends the run when one is stuck.
    reporters: ["default", "./scripts/vitest-watchdog.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
