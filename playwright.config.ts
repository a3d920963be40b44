import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BASE_URL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: "off",
    // Only offline.spec.ts runs the service worker: elsewhere, page.route must see every request.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    { name: "phone", use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: "node --import tsx scripts/e2e-server.ts",
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: ".e2e-data",
      RATE_LIMITS: JSON.stringify({
        signInPerIp: { max: 100000, windowSeconds: 60 },
        pageViewPerIp: { max: 100000, windowSeconds: 60 },
      }),
      LOG_LEVEL: "warn",
    },
  },
});
