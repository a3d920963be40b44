import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, underServiceWorker } from "./fixtures.ts";

// D31, updates: a deploy while a page is open. The shared test server cannot be redeployed,
// so this test starts the built site of its own on a copy of dist/, then changes the copy.
test.use({ serviceWorkers: "allow" });

const PORT = Number(process.env.E2E_UPDATE_PORT ?? 3198);
const origin = `http://localhost:${PORT}`;

/** The built site on a copy of dist/, in a folder of its own; returns how to stop it. */
async function startOwnSite(folder: string): Promise<ChildProcess> {
  cpSync("dist", path.join(folder, "web"), { recursive: true });
  const server = spawn("node", ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: origin,
      DATA_DIR: path.join(folder, "data"),
      WEB_DIR: path.join(folder, "web"),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, {
      timeout: 60_000,
    })
    .toBe(200);
  return server;
}

/** The next build: its worker script differs (the one file a browser compares). */
function deployNextBuild(folder: string) {
  const worker = path.join(folder, "web", "service-worker.js");
  appendFileSync(worker, "\n// the next build\n");
  rmSync(`${worker}.br`, { force: true });
  rmSync(`${worker}.gz`, { force: true });
}

test("a new version waits for the player: 'A new version is available', and Reload brings it in", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "one deploy is enough; the bar is the same at 375 px");
  test.slow();
  const folder = mkdtempSync(path.join(tmpdir(), "checkcraft-update-"));
  const server = await startOwnSite(folder);
  try {
    await playThroughAnUpdate(page, folder);
  } finally {
    server.kill();
    rmSync(folder, { recursive: true, force: true });
  }
});

async function playThroughAnUpdate(page: Page, folder: string) {
  await page.goto(`${origin}/about`);
  await underServiceWorker(page);

  deployNextBuild(folder);
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const bar = page.getByRole("complementary", { name: "Connection" });
  await expect(bar).toContainText("A new version is available.");
  // The open page keeps working on its own build meanwhile.
  await page.getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const reloaded = page.waitForEvent("load");
  await bar.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  expect(
    await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
  ).toBeUndefined();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(bar).not.toContainText("A new version is available.");
}
