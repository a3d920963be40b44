import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3199);
const workers = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Issue 36: each worker has an app server of its own (a port two apart, so that live-runs'
 * second server can take the one between), so no worker waits on the other's requests. On
 * PostgreSQL (npm test's PostgreSQL step) one server, on the database e2e-server.ts makes.
 */
const servers = process.env.E2E_DATABASE === "postgres" ? 1 : workers;
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, the same version
 * as its chromium): the same Blink, V8 and network stack without the browser's windowing layer,
 * as Playwright itself runs headless tests; it costs half the CPU (decisions/064). `npm test`
 * installs it; E2E_CHROMIUM names another browser (npm test's tick speed step: the full Chromium).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browser =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** How a test's browser starts: `executablePath` another (a spec's `test.use`, tests/e2e/fixtures.ts). */
export function launchOptions(executablePath = browser) {
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  };
}

/** The address of the app server of the worker at `parallelIndex` (tests/e2e/fixtures.ts). */
export function serverUrl(parallelIndex = 0): string {
  return `http://localhost:${port + 2 * (parallelIndex % servers)}`;
}
export const E2E_BASE_URL = serverUrl(0);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers,
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
    launchOptions: launchOptions(),
  },
  // Issue 36: every test runs at desktop width; a test whose subject is the phone's layout or
  // touch (tagged @phone) runs at phone width too.
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "phone",
      grep: /@phone/,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: Array.from({ length: servers }, (_, index) => {
    const url = serverUrl(index);
    return {
      command: "node --import tsx scripts/e2e-server.ts",
      url: `${url}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: new URL(url).port,
        PUBLIC_URL: url,
        DATA_DIR: `.e2e-data/${index}`,
        RATE_LIMITS: JSON.stringify({
          signInPerIp: { max: 100000, windowSeconds: 60 },
          pageViewPerIp: { max: 100000, windowSeconds: 60 },
        }),
        LOG_LEVEL: "warn",
      },
    };
  }),
});
